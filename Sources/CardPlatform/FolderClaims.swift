/// The folders one run writes many files into, taken for that run: each is created, locked against other runs
/// (``FolderLock``) and cleared of the temporary files that killed runs left in it. ``release()`` gives back the
/// locks these claims took (a folder the process held already stays held), so a run inside a longer process (a test
/// suite, the studio) leaves no lock behind; a command's claims also end with its process.
public final class FolderClaims: Sendable {
    /// Why a folder could not be taken, in words that name it and the option (or parameter) that chose it.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    private let taken = Locked<[FileIdentity]>([])

    /// The claims of a command, held until its process ends (never released before).
    public static let untilExit = FolderClaims()

    public init() {}

    /// Takes `folder` for this run: creates it, locks it (a second run fails at once, naming the first; `chooser`
    /// is the option or parameter that chose the folder, as in "choose another --reference"), then removes the
    /// temporary files that killed runs left in it.
    public func claim(_ folder: String, chosenBy chooser: String) throws(Failure) {
        do {
            try Folders.make(folder)
        } catch {
            throw Failure(description: error.description)
        }
        do {
            if let identity = try FolderLock.taking(folder) { taken.withLock { $0.append(identity) } }
        } catch {
            switch error {
            case .held(let process):
                let other = process.map { "another cardmotion run (process \($0))" } ?? "another cardmotion run"
                let shown = folder.hasSuffix("/") ? folder : folder + "/"
                throw Failure(description: "\(shown): \(other) is writing here; wait for it or choose another \(chooser)")
            case .unavailable(let reason):
                throw Failure(description: "cannot lock the folder \(folder): \(reason)")
            }
        }
        OutputFile.removeLeftovers(in: folder)
    }

    /// Releases the locks these claims took and removes their lock files.
    public func release() {
        let identities = taken.withLock { taken in
            defer { taken.removeAll() }
            return Set(taken)
        }
        if !identities.isEmpty { FolderLock.release { identities.contains($0) } }
    }
}
