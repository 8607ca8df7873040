import Foundation

/// A file the user named that is read again whenever it changes (the studio's scripts), always the way it was
/// found at start, so that a file swapped for something else meanwhile is refused, never read:
///
/// - in the folder opened at start (device and inode: a folder swapped for a link later is not followed);
/// - by its name in that folder without following a link (`openat` with `O_NOFOLLOW`), unless the user named a
///   link: then the link must still lead to the file it led to at start, which is read the same way;
/// - only the file read at start (written in place) or a file with one name (an editor's save by rename): a hard
///   link to a file elsewhere is refused.
public final class WatchedFile: Sendable {
    /// Why the file cannot be read (the path, as the user gave it, and why).
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The path the user gave.
    public let path: String
    /// The file the path led to at start (links resolved) when the user named a link, else `nil`: watch it too.
    public let linkTarget: String?
    private let folder: ConfinedFolder
    private let name: String
    private let identity: FileIdentity

    /// Opens the folder of the regular file `path` (following a link the user named) and notes which file it is.
    public init(path: String) throws(Failure) {
        self.path = path
        let given = URL(fileURLWithPath: path)
        let givenFolder: ConfinedFolder
        do {
            givenFolder = try ConfinedFolder.open(given.deletingLastPathComponent().path)
        } catch {
            throw Failure(path: path, reason: error.reason)
        }
        let file: String
        if SystemCalls.isSymbolicLink(named: given.lastPathComponent, in: givenFolder.descriptor) {
            guard let target = SystemCalls.canonicalPath(path) else {
                throw Failure(path: path, reason: SystemErrorMessage.reading(SystemCalls.lastError))
            }
            linkTarget = target
            file = target
            do {
                folder = try ConfinedFolder.open(URL(fileURLWithPath: target).deletingLastPathComponent().path)
            } catch {
                throw Failure(path: path, reason: error.reason)
            }
        } else {
            linkTarget = nil
            file = path
            folder = givenFolder
        }
        name = URL(fileURLWithPath: file).lastPathComponent
        guard let identity = SystemCalls.identity(ofName: name, in: folder.descriptor) else {
            throw Failure(path: path, reason: SystemErrorMessage.reading(SystemCalls.lastError))
        }
        self.identity = identity
    }

    /// The file's bytes now, at most `maximumSize`; refused, without reading a byte, when it is no longer the file
    /// the user named (see the type's description).
    public func read(maximumSize: Int) throws(Failure) -> [UInt8] {
        if let linkTarget, SystemCalls.canonicalPath(path) != linkTarget {
            throw Failure(path: path, reason: "no longer leads to \(linkTarget), the file it led to at start; start again to read the link's new target")
        }
        do {
            return try folder.readFile(named: name, maximumSize: maximumSize) { [identity] found, links in
                found == identity || links == 1 ? nil : "is now a second name (hard link) of another file; only the file named at start, or one saved in its place, is read"
            }
        } catch {
            let reason = error.reason == ConfinedFolder.linkRefusal
                ? "was replaced by a symbolic link, which is not followed (start again naming the link to read through it)"
                : error.reason
            throw Failure(path: path, reason: reason)
        }
    }
}
