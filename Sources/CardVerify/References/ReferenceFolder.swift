import CardRender
import CardPlatform

/// Checks a reference folder before any rendering: no stray frame files or index entries (under `all`, references
/// past the end are removed after recording instead), a readable `same-frames.txt`, and (under `never`) every frame
/// present, as a file or an entry.
public enum ReferenceFolder {
    /// Fails with a `RenderFailure` naming the folder, or the file at fault, and what to do (in `advice`'s words).
    /// With `frames`, only those frames must be present under `never` (the frames an assertion checks).
    public static func check(_ folder: String, frameCount: Int, mode: RecordMode, frames: [Int]? = nil,
                             advice: RecordAdvice = .commandLine) throws {
        let kind = FilePath.kind(of: folder)
        let exists = kind != nil
        if exists && kind != .folder { throw RenderFailure("reference \(folder) is not a folder") }
        if !exists {
            if mode == .never { throw RenderFailure("reference folder \(folder) does not exist (\(advice.recordMissing))") }
            return
        }
        let names = (try? Folders.names(in: folder)) ?? []
        let extras = names.sorted().filter { (FrameFileName.index(of: $0) ?? -1) >= frameCount }
        if let extra = extras.first(where: { mode != .all || FrameFileName.exactIndex(of: $0) == nil }) {
            throw RenderFailure("reference \(folder)/\(extra) has no frame to match: the script has \(frameCount) frames (frame-00000 to \(FrameFileName.of(frameCount - 1)))\(FrameFileName.exactIndex(of: extra) == nil ? "" : "; \(advice.removePastEnd)")")
        }
        // The index is read (and refused when broken) before anything is drawn; a folder recorded anew drops its
        // entries past the end with it.
        guard let stored = try ReferenceFrames.open(folder) else { return }
        if mode != .all, let extra = stored.index.earlier.keys.filter({ $0 >= frameCount }).min() {
            throw RenderFailure("reference \(ReferenceFrames.indexPath(in: folder)) lists \(FrameFileName.of(extra)), which has no frame to match: the script has \(frameCount) frames (frame-00000 to \(FrameFileName.of(frameCount - 1))); \(advice.removePastEnd)")
        }
        if mode == .never, let missing = (frames ?? Array(0..<frameCount)).first(where: { !stored.contains($0) }) {
            throw RenderFailure("reference \(folder)/\(FrameFileName.of(missing)) is missing (\(advice.recordMissing))")
        }
    }
}
