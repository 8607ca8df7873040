import CardPlatform
import Foundation

/// Where the `ffmpeg` program is: the path in `CARDMOTION_FFMPEG` when that is set (for a build of one's own, or a
/// test standing in for a missing or failing ffmpeg), else the first executable file named `ffmpeg` in a folder of
/// `PATH`.
enum FFmpegProgram {
    /// The environment variable that names the program instead of a search of `PATH`.
    static let overrideVariable = "CARDMOTION_FFMPEG"
    /// The environment variable that sets how many seconds ffmpeg may show no progress (read no frame, use no CPU
    /// time, write nothing) before it is given up: ``CardPlatform/ChildProcess/defaultTimeout`` when unset.
    static let timeoutVariable = "CARDMOTION_HELPER_TIMEOUT"
    /// What a run without ffmpeg is told.
    static let missingMessage = "ffmpeg is not installed; install it with: apt-get install ffmpeg"

    /// The program's path, found in `environment` (`CARDMOTION_FFMPEG`, `PATH`); throws ``missingMessage`` when there
    /// is no executable file there.
    static func locate(in environment: [String: String]) throws(AnimationError) -> String {
        if let path = environment[overrideVariable], !path.isEmpty {
            guard FilePath.isExecutableFile(path) else { throw AnimationError(missingMessage) }
            return path
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let path = folders.map({ $0 + "/ffmpeg" }).first(where: FilePath.isExecutableFile) else {
            throw AnimationError(missingMessage)
        }
        return path
    }

    /// The timeout set in `environment` (``timeoutVariable``), in seconds: 0.1 to 3600.
    static func timeout(in environment: [String: String]) throws(AnimationError) -> Double {
        guard let text = environment[timeoutVariable], !text.isEmpty else { return ChildProcess.defaultTimeout }
        guard let seconds = Double(text), seconds >= 0.1, seconds <= 3600 else {
            throw AnimationError("\(timeoutVariable) '\(text)' is not a number of seconds from 0.1 to 3600")
        }
        return seconds
    }

}
