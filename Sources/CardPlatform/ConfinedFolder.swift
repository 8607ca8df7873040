/// An open folder from which names are looked up one component at a time, never leaving it: no absolute path, no
/// `..`, no symbolic link (`openat(2)` with `O_NOFOLLOW`), and files read only when they are regular files.
///
/// For inputs that come from elsewhere (a downloaded artefact folder's manifest): a path they give can only reach
/// what lies below the folder, whatever the path spells and whatever links the folder holds. Folders are compared
/// as files (device and inode), never by their spelling.
public final class ConfinedFolder: @unchecked Sendable {
    /// Why a folder or file could not be reached or read: the path (as shown: the folder's path, then the
    /// relative path) and the reason in words.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        /// Whether the last component does not exist (the parts before it were folders).
        public var isMissing = false
        public var description: String { "\(path): \(reason)" }
    }

    /// The reason given for a component that is a symbolic link.
    static let linkRefusal = "is a symbolic link; links are not followed here"

    /// The folder's path, as given or built from the components that reached it (for messages and the lock file).
    public let path: String
    let descriptor: Int32
    let identity: FileIdentity

    init(path: String, descriptor: Int32) throws(Failure) {
        guard let identity = SystemCalls.identity(of: descriptor) else {
            let code = SystemCalls.lastError
            _ = SystemCalls.close(descriptor)
            throw Failure(path: path, reason: SystemErrorMessage.reading(code))
        }
        self.path = path
        self.descriptor = descriptor
        self.identity = identity
    }

    deinit { _ = SystemCalls.close(descriptor) }

    /// Opens the folder `path` that the user named (links in it are followed: the user chose it).
    public static func open(_ path: String) throws(Failure) -> ConfinedFolder {
        let descriptor = SystemCalls.openFolder(path.isEmpty ? "." : path)
        guard descriptor >= 0 else {
            throw folderFailure(path, code: SystemCalls.lastError, isLink: false)
        }
        return try ConfinedFolder(path: path, descriptor: descriptor)
    }

    /// The current directory.
    public static func current() throws(Failure) -> ConfinedFolder {
        try open(".")
    }

    /// The components of `relativePath`, which must stay inside the folder it is looked up in: not absolute, no
    /// `.`, `..` or empty component (`a//b`), no NUL. The failure's reason says which rule it breaks.
    public static func components(of relativePath: String) throws(Failure) -> [Substring] {
        func refuse(_ reason: String) -> Failure { Failure(path: relativePath, reason: reason) }
        guard !relativePath.isEmpty else { throw refuse("is empty") }
        guard !relativePath.hasPrefix("/") else { throw refuse("is an absolute path; only a path inside the folder is accepted") }
        guard !relativePath.utf8.contains(0) else { throw refuse("contains a NUL byte") }
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { throw refuse("goes up with '..'; only a path inside the folder is accepted") }
        if parts.contains(".") || parts.contains("") { throw refuse("has an empty or '.' component; give it as verify wrote it") }
        return parts
    }

    /// The folder at `relativePath` below this one (see ``components(of:)``), reached one component at a time
    /// without following a link. An empty path is this folder.
    public func folder(at relativePath: String) throws(Failure) -> ConfinedFolder {
        guard !relativePath.isEmpty else { return self }
        var current = self
        var reached = path
        for component in try Self.components(of: relativePath) {
            reached = reached == "." ? String(component) : reached + "/" + component
            let descriptor = SystemCalls.openFolder(named: String(component), in: current.descriptor)
            guard descriptor >= 0 else {
                let code = SystemCalls.lastError
                // O_NOFOLLOW with O_DIRECTORY reports a link as "not a folder": tell the two apart.
                let isLink = code == SystemCalls.symbolicLinkLoop || (code == SystemCalls.notAFolder && current.isLink(String(component)))
                throw Self.folderFailure(reached, code: code, isLink: isLink)
            }
            current = try ConfinedFolder(path: reached, descriptor: descriptor)
        }
        return current
    }

    /// Why the folder `path` could not be opened: the `errno` code of `open(2)`, and whether it is a link.
    private static func folderFailure(_ path: String, code: Int32, isLink: Bool) -> Failure {
        Failure(path: path, reason: isLink ? linkRefusal
                    : code == SystemCalls.notAFolder ? "is not a folder"
                    : code == SystemCalls.noSuchFile ? "no such folder" : SystemErrorMessage.reading(code),
                isMissing: code == SystemCalls.noSuchFile)
    }

    /// The bytes of the regular file `name` in this folder (one component, no link), at most `maximumSize` bytes.
    public func readFile(named name: String, maximumSize: Int) throws(Failure) -> [UInt8] {
        try readFile(named: name, maximumSize: maximumSize) { _, _ in nil }
    }

    /// ``readFile(named:maximumSize:)``, refusing the file when `refusal`, given the open file's identity and its
    /// number of names (hard links), gives a reason.
    func readFile(named name: String, maximumSize: Int, refusal: (FileIdentity, Int) -> String?) throws(Failure) -> [UInt8] {
        let shownPath = shown(name)
        guard (try? Self.components(of: name))?.count == 1 else {
            throw Failure(path: shownPath, reason: "is not a file name")
        }
        let descriptor = SystemCalls.openFileForReading(named: name, in: self.descriptor)
        guard descriptor >= 0 else {
            let code = SystemCalls.lastError
            throw Failure(path: shownPath, reason: code == SystemCalls.symbolicLinkLoop ? Self.linkRefusal
                              : SystemErrorMessage.reading(code), isMissing: code == SystemCalls.noSuchFile)
        }
        defer { _ = SystemCalls.close(descriptor) }
        guard let (kind, size) = SystemCalls.kind(of: descriptor) else {
            throw Failure(path: shownPath, reason: SystemErrorMessage.reading(SystemCalls.lastError))
        }
        guard kind == .regular else { throw Failure(path: shownPath, reason: "is not a regular file") }
        guard let identity = SystemCalls.identity(of: descriptor), let links = SystemCalls.linkCount(of: descriptor) else {
            throw Failure(path: shownPath, reason: SystemErrorMessage.reading(SystemCalls.lastError))
        }
        if let reason = refusal(identity, links) { throw Failure(path: shownPath, reason: reason) }
        guard size <= maximumSize else {
            throw Failure(path: shownPath, reason: "is \(size) bytes, more than the limit of \(maximumSize) bytes")
        }
        guard SystemCalls.makeBlocking(descriptor) else {
            throw Failure(path: shownPath, reason: SystemErrorMessage.reading(SystemCalls.lastError))
        }
        do {
            return try FileBytes.readAll(descriptor, size: size, maximumSize: maximumSize)
        } catch {
            throw Failure(path: shownPath, reason: error.reason)
        }
    }

    /// The bytes of the regular file at `relativePath` below this folder (see ``components(of:)``): every folder on
    /// the way and the file itself reached without a link.
    public func readFile(at relativePath: String, maximumSize: Int) throws(Failure) -> [UInt8] {
        let parts = try Self.components(of: relativePath)
        return try folder(at: parts.dropLast().joined(separator: "/")).readFile(named: String(parts.last!), maximumSize: maximumSize)
    }

    /// The names in this folder (without `.` and `..`), sorted.
    public func names() throws(Failure) -> [String] {
        guard let names = SystemCalls.names(in: descriptor) else {
            throw Failure(path: path, reason: SystemErrorMessage.reading(SystemCalls.lastError))
        }
        return names.sorted()
    }

    /// Whether `other` is this very folder (device and inode), however either was reached.
    public func isSameFolder(as other: ConfinedFolder) -> Bool {
        identity == other.identity
    }

    /// `name` inside this folder, as shown in messages.
    func shown(_ name: String) -> String {
        path == "." || path.isEmpty ? (name.isEmpty ? "." : name) : (name.isEmpty ? path : path + "/" + name)
    }

    private func isLink(_ name: String) -> Bool {
        SystemCalls.isSymbolicLink(named: name, in: descriptor)
    }
}
