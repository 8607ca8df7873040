import Foundation

/// Where the `ffmpeg` program is: the path in `CARDMOTION_FFMPEG` when that is set (for a build of one's own, or a
/// test standing in for a missing or failing ffmpeg), else the first executable file named `ffmpeg` in a folder of
/// `PATH`.
enum FFmpegProgram {
    /// The environment variable that names the program instead of a search of `PATH`.
    static let overrideVariable = "CARDMOTION_FFMPEG"
    /// What a run without ffmpeg is told.
    static let missingMessage = "ffmpeg is not installed; install it with: apt-get install ffmpeg"

    /// The program's path, found in `environment` (`CARDMOTION_FFMPEG`, `PATH`); throws ``missingMessage`` when there
    /// is no executable file there.
    static func locate(in environment: [String: String]) throws(AnimationError) -> String {
        if let path = environment[overrideVariable], !path.isEmpty {
            guard isExecutableFile(path) else { throw AnimationError(missingMessage) }
            return path
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let path = folders.map({ $0 + "/ffmpeg" }).first(where: isExecutableFile) else {
            throw AnimationError(missingMessage)
        }
        return path
    }

    /// Whether `path` names an executable regular file (links followed), not a folder.
    private static func isExecutableFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
