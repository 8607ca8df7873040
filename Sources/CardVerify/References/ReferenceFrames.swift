import CardRender
import CardPlatform

/// The one reader of a reference folder's frames, for `verify`, `approve`, the studio and `CardMotionTesting`: each
/// frame is its own file `frame-NNNNN.png`, or (when its bytes repeat an earlier frame's) an entry of
/// ``SameFrames`` (`same-frames.txt`) naming that frame's file. A frame with its own file is read from it, entry or
/// not (a file written after the index, or left by a stopped run, holds the frame). A folder without an index (every
/// folder recorded before frames were stored once) reads as before.
///
/// Files are reached through a `ConfinedFolder`: a frame is read only as a regular file of the folder itself, never
/// through a link.
public struct ReferenceFrames: Sendable {
    /// The folder, as opened.
    public let folder: ConfinedFolder
    /// The frames stored as files (by `FrameFileName.exactIndex(of:)`).
    public let stored: Set<Int>
    /// The folder's index (empty when it has none).
    public let index: SameFrames

    /// The path of the index in `folder`, as messages show it.
    public static func indexPath(in folder: String) -> String {
        folder + "/" + SameFrames.fileName
    }

    /// Reads the frames and the index of `folder`; `readsIndex: false` leaves the index unread (a folder that is
    /// recorded anew). A bad index is a `RenderFailure` naming the file and the line.
    public init(folder: ConfinedFolder, readsIndex: Bool = true) throws {
        self.folder = folder
        let names = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try folder.names() }
        stored = Set(names.compactMap(FrameFileName.exactIndex(of:)))
        guard readsIndex, names.contains(SameFrames.fileName) else {
            index = SameFrames()
            return
        }
        let path = Self.indexPath(in: folder.path)
        let bytes = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in
            try folder.readFile(named: SameFrames.fileName, maximumSize: SameFrames.maximumFileSize)
        }
        do {
            index = try SameFrames(parsing: bytes, path: path, stored: stored)
        } catch {
            throw RenderFailure(error.description)
        }
    }

    /// The frames of the folder at `path`, or `nil` when there is no such folder.
    public static func open(_ path: String, readsIndex: Bool = true) throws -> ReferenceFrames? {
        let folder: ConfinedFolder
        do {
            folder = try ConfinedFolder.open(path)
        } catch {
            if error.isMissing { return nil }
            throw RenderFailure(error.description)
        }
        return try ReferenceFrames(folder: folder, readsIndex: readsIndex)
    }

    /// Every frame the folder holds, as a file or an entry.
    public var frames: Set<Int> { stored.union(index.earlier.keys) }

    /// Whether the folder holds frame `frame`.
    public func contains(_ frame: Int) -> Bool {
        stored.contains(frame) || index.earlier[frame] != nil
    }

    /// The file holding frame `frame`'s bytes: its own, or the earlier frame's its entry names; `nil` when absent.
    public func fileName(ofFrame frame: Int) -> String? {
        if stored.contains(frame) { return FrameFileName.of(frame) }
        return index.earlier[frame].map(FrameFileName.of)
    }

    /// The bytes of frame `frame`'s reference, or `nil` when the folder holds none; an unreadable file is a
    /// `RenderFailure` naming it.
    public func bytes(ofFrame frame: Int) throws -> [UInt8]? {
        guard let name = fileName(ofFrame: frame) else { return nil }
        return try RenderFailure.confined { () throws(ConfinedFolder.Failure) in
            try folder.readFile(named: name, maximumSize: ApprovalCheck.maximumImageSize)
        }
    }
}
