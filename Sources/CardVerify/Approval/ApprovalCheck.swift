import CardRender
import CardPlatform

/// Everything `approve` checks before it writes a byte, and then the writing, all or nothing.
///
/// Every reference folder is reached from the current folder one component at a time, without `..` or links
/// (`ConfinedFolder`), and compared with the others (and with `--reference`) by device and inode. Every rendered
/// frame is a regular file inside the artefact folder, reached the same way, whose bytes have the SHA-256 verify
/// recorded and decode as a PNG of the recorded size. Every reference still has the bytes it had when verify
/// compared it (or already holds the rendered frame). Only then are the new references and `states.jsonl` files
/// staged beside their destinations, and renamed in place once every one of them is written.
public struct ApprovalCheck {
    /// One frame to approve.
    public struct Target {
        public var entry: ApprovalManifestFiles.Entry
        /// Its folder in ``ApprovalCheck/folders``.
        public var folder: Int
        /// Whether the reference holds the rendered frame already (then only its geometry may need writing).
        public var isApproved = false
        /// The frame as the manifest records it.
        public var frame: ApprovalManifest.Frame { entry.frame }
        /// The reference file the frame replaces, as shown in messages.
        public var referencePath = ""
    }

    /// A reference folder and its geometry golden as it will be.
    public struct Folder {
        public var folder: ConfinedFolder
        public var golden: GeometryGolden?
        /// Whether the golden differs from the file (which then is written).
        public var goldenChanged = false
        /// Its frames as they were read before approving (files and `same-frames.txt` entries).
        public var stored: ReferenceFrames?
    }

    /// The frames to approve, in the manifests' order.
    public private(set) var frames: [Target] = []
    /// Their reference folders, each once.
    public private(set) var folders: [Folder] = []
    /// The artefact folder the rendered frames are read from.
    public let artifacts: ConfinedFolder

    /// The largest rendered frame or reference read, in bytes (the PNG reader's limit).
    public static let maximumImageSize = FileBytes.defaultMaximumSize

    /// Resolves the reference folder of every frame of `entries` that `isChosen` chooses by its script and number
    /// from `here` (the current folder), keeping those `isChosen` accepts with their folder. Two frames that
    /// replace one file are refused.
    public init(_ entries: [ApprovalManifestFiles.Entry], artifacts: ConfinedFolder, in here: ConfinedFolder,
                choosing isChosen: (ApprovalManifestFiles.Entry, ConfinedFolder?) -> Bool) throws {
        self.artifacts = artifacts
        for entry in entries where isChosen(entry, nil) {
            let folder: ConfinedFolder
            do {
                folder = try here.folder(at: entry.frame.referenceFolder)
            } catch {
                throw RenderFailure("\(entry.field("reference")): \(error)\(error.isMissing ? " (run approve from the folder verify ran in)" : "")")
            }
            if !isChosen(entry, folder) { continue }
            if !folders.contains(where: { $0.folder.isSameFolder(as: folder) }) { folders.append(Folder(folder: folder)) }
            let index = folders.firstIndex { $0.folder.isSameFolder(as: folder) }!
            var target = Target(entry: entry, folder: index)
            target.referencePath = folders[index].folder.path + "/" + entry.frame.name
            if let other = frames.first(where: { $0.folder == index && $0.frame.name == entry.frame.name }) {
                throw RenderFailure("\(entry.field("reference")): \(target.referencePath) is also replaced by \(other.entry.manifest) frames[\(other.entry.index)]; approve one verify run's frames at a time")
            }
            frames.append(target)
        }
    }

    /// Checks every rendered frame in the artefact folder; writes nothing.
    public func verifyRendered() throws {
        for target in frames { _ = try rendered(target, decoding: true) }
    }

    /// What a frame's reference holds now.
    public enum ReferenceState: Equatable, Sendable {
        /// The bytes verify compared: the frame can be approved.
        case compared
        /// The rendered frame: approved already.
        case approved
        /// Other bytes, or no file: changed since the verify run (the message says which).
        case changed(String)
    }

    /// Reads every frame's reference (each folder's frames once) and says what it holds; writes nothing.
    public mutating func readReferences() throws -> [ReferenceState] {
        for index in folders.indices { folders[index].stored = try ReferenceFrames(folder: folders[index].folder) }
        return try frames.map { target in
            let read: [UInt8]?
            do {
                read = try folders[target.folder].stored?.bytes(ofFrame: target.frame.frame)
            } catch let failure as RenderFailure {
                throw RenderFailure("\(target.entry.field("reference")): \(failure.message)")
            }
            guard let reference = read else {
                return .changed("\(target.referencePath) is gone since the verify run; run approve from the folder verify ran in, or run verify again")
            }
            let digest = ContentDigest.sha256(reference)
            if digest == target.frame.actualSHA256 { return .approved }
            if digest == target.frame.referenceSHA256 { return .compared }
            return .changed("\(target.referencePath) changed since the verify run; run verify again before approving")
        }
    }

    /// Checks every reference (under the folders' locks, which the caller takes) and works out each folder's new geometry golden; writes
    /// nothing.
    public mutating func verifyReferences() throws {
        for (index, state) in try readReferences().enumerated() {
            switch state {
            case .compared: break
            case .approved: frames[index].isApproved = true
            case .changed(let message): throw RenderFailure(message)
            }
        }
        for index in folders.indices {
            let folder = folders[index].folder
            let path = GeometryGolden.path(forReference: folder.path)
            var original: [UInt8] = []
            do {
                original = try folder.readFile(named: "states.jsonl", maximumSize: GeometryGolden.maximumFileSize)
            } catch where error.isMissing {
            } catch {
                throw RenderFailure(error.description)
            }
            var golden: GeometryGolden
            do {
                golden = try GeometryGolden(path: path, contents: original)
            } catch {
                throw RenderFailure(error.description)
            }
            for target in frames where target.folder == index {
                golden.replace(frame: target.frame.frame, line: target.frame.states)
            }
            folders[index].goldenChanged = golden.contents != original
            folders[index].golden = golden
        }
    }

    /// The bytes of `target`'s rendered frame: a regular file inside the artefact folder with the recorded
    /// SHA-256, and (when `decoding`) a PNG of the recorded size.
    public func rendered(_ target: Target, decoding: Bool) throws -> [UInt8] {
        let field = target.entry.field("actual")
        let bytes: [UInt8]
        do {
            bytes = try artifacts.readFile(at: target.frame.actual, maximumSize: Self.maximumImageSize)
        } catch {
            throw RenderFailure("\(field): \(error)")
        }
        let shown = artifacts.path + "/" + target.frame.actual
        guard ContentDigest.sha256(bytes) == target.frame.actualSHA256 else {
            throw RenderFailure("\(field): \(shown): its SHA-256 is not the one verify recorded (actualSHA256); the file changed since")
        }
        guard decoding else { return bytes }
        let image: RGBAImage
        do {
            image = try PNGCodec.decode(bytes)
        } catch {
            throw RenderFailure("\(field): \(shown): is not a PNG image: \(error.reason)")
        }
        guard image.width == target.frame.width, image.height == target.frame.height else {
            throw RenderFailure("\(field): \(shown): is \(image.width) x \(image.height) pixels; the manifest records \(target.frame.width) x \(target.frame.height)")
        }
        return bytes
    }
}
