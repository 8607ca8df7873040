/// Output folders, created with their missing parents one step at a time, so that a failure names the part of the
/// path at fault ("afile is a file, not a folder") rather than a framework's error number.
public enum Folders {
    /// Why a folder cannot be used for output: the whole message, naming the path.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Creates the folder `path` and its missing parents; succeeds when it is (or becomes) a folder this process may
    /// create files in.
    public static func make(_ path: String) throws(Failure) {
        let path = path.isEmpty ? "." : path
        let steps = prefixes(of: path)
        for (position, step) in steps.enumerated() {
            try makeStep(step, of: path, isLast: position == steps.count - 1)
        }
        guard SystemCalls.canWriteInto(path) else {
            throw Failure(description: "cannot write to the folder \(path): permission denied")
        }
    }

    /// Makes sure `step`, a prefix of `path`, is a folder, creating it when it does not exist.
    private static func makeStep(_ step: String, of path: String, isLast: Bool) throws(Failure) {
        func cannotCreate(_ reason: String) -> Failure {
            Failure(description: "cannot create the folder \(path): \(reason)")
        }
        // Twice: another process may create the folder between the check and mkdir(2).
        for _ in 0..<2 {
            switch SystemCalls.kind(ofPath: step) {
            case .success(.folder):
                return
            case .success(let kind):
                if isLast { throw Failure(description: "\(path) exists and is not a folder") }
                throw cannotCreate(kind == .regular ? "\(step) is a file, not a folder" : "\(step) is not a folder")
            case .failure(let error) where error.code == SystemCalls.noSuchFile:
                if SystemCalls.isSymbolicLink(step) { throw cannotCreate("\(step) is a symbolic link to nothing") }
                let code = SystemCalls.makeFolder(step)
                if code == 0 { return }
                if code != SystemCalls.alreadyExists { throw cannotCreate(SystemErrorMessage.creatingFolder(code)) }
            case .failure(let error):
                throw cannotCreate(SystemErrorMessage.creatingFolder(error.code))
            }
        }
        throw cannotCreate("\(step) keeps changing")
    }

    /// `a`, `a/b`, `a/b/c` for `a/b/c` (`/a`, ... for an absolute path); repeated slashes count as one.
    static func prefixes(of path: String) -> [String] {
        var steps: [String] = []
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            if !current.isEmpty && !current.hasSuffix("/") { current += "/" }
            current += component
            steps.append(current)
        }
        return steps.isEmpty ? [path] : steps
    }
}
