import CardRender
import CardPlatform

/// The writing side of a reference folder's repeated frames: whatever a run changed in the folder, the frames are
/// laid out again so that each distinct PNG is stored once, by the first frame that shows it.
extension ReferenceFrames {
    /// Works out the folder's layout once a run's changes are in: `frames` (increasing) are the frames the folder
    /// will hold and `bytes` gives each one's bytes as they will be (the run's new file, or the bytes read before).
    /// A frame repeating an earlier one becomes an entry of the returned index; a frame first to show its bytes
    /// must be a file, and when it has none (`hasOwnFile` is false: it was an entry whose earlier frame changed or
    /// went), `write` writes its bytes. Only digests are kept, so memory stays that of one frame's bytes.
    public static func storeOnce(frames: [Int], bytes: (Int) throws -> [UInt8]?, hasOwnFile: (Int) -> Bool,
                                 write: (Int, [UInt8]) throws -> Void) throws -> SameFrames {
        var firstWith: [String: Int] = [:]
        var earlier: [Int: Int] = [:]
        for frame in frames {
            guard let frameBytes = try bytes(frame) else { continue }
            let digest = ContentDigest.sha256(frameBytes)
            if let first = firstWith[digest] {
                earlier[frame] = first
                continue
            }
            firstWith[digest] = frame
            if !hasOwnFile(frame) { try write(frame, frameBytes) }
        }
        return SameFrames(earlier: earlier)
    }

    /// ``storeOnce(frames:bytes:hasOwnFile:write:)`` for a run that staged its new references in `batch`: frames
    /// `0..<frameCount` of the folder `folder`, as `old` (the folder read before the run, `nil` when it did not
    /// exist) and the batch make them; the files to write and the index are staged in `batch` too. The frame files
    /// that become entries are removed once the batch is in place (``removeRepeats(in:keeping:)``).
    public static func storeOnce(in folder: String, frameCount: Int, old: ReferenceFrames?, batch: OutputBatch) throws {
        func path(_ frame: Int) -> String { folder + "/" + FrameFileName.of(frame) }
        let index = try storeOnce(
            frames: Array(0..<frameCount),
            bytes: { frame in
                if let staged = batch.stagedFile(for: path(frame)) {
                    do throws(FileBytes.Failure) {
                        return try FileBytes.read(staged, maximumSize: ApprovalCheck.maximumImageSize)
                    } catch {
                        throw RenderFailure("\(path(frame)): \(error.reason)")
                    }
                }
                return try old?.bytes(ofFrame: frame)
            },
            hasOwnFile: { frame in batch.stagedFile(for: path(frame)) != nil || old?.stored.contains(frame) == true },
            write: { frame, bytes in try batch.write(bytes, to: path(frame)) })
        if !index.earlier.isEmpty || old?.hasIndexFile == true {
            try batch.write(index.contents, to: indexPath(in: folder))
        }
    }

    /// Whether the folder has an index file (read or not).
    var hasIndexFile: Bool { (try? folder.names().contains(SameFrames.fileName)) ?? false }

    /// Once a run's files are in place: removes each frame file of `folder` that its index lists and whose bytes
    /// are exactly those of the earlier frame it names, and an index with no entries; never a file of `inputs` (the
    /// run's script and images). Best effort, as a stopped run leaves a readable folder either way (a frame's own
    /// file wins over its entry). Returns the names removed.
    @discardableResult
    public static func removeRepeats(in folder: String, keeping inputs: Set<String>) -> [String] {
        guard let frames = try? open(folder) else { return [] }
        var removable: [String] = []
        for (frame, target) in frames.index.earlier.sorted(by: { $0.key < $1.key }) where frames.stored.contains(frame) {
            let name = FrameFileName.of(frame)
            guard let own = try? RenderFailure.confined({ () throws(ConfinedFolder.Failure) in
                try frames.folder.readFile(named: name, maximumSize: ApprovalCheck.maximumImageSize)
            }), let repeated = try? frames.bytes(ofFrame: target), own == repeated else { continue }
            removable.append(name)
        }
        if frames.index.earlier.isEmpty && frames.hasIndexFile { removable.append(SameFrames.fileName) }
        return OutputFile.removeStale(removable.map { folder + "/" + $0 }, keeping: inputs)
            .map { String($0.dropFirst(folder.count + 1)) }
    }
}
