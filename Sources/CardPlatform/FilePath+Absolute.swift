import Foundation

extension FilePath {
    /// `path` made absolute (a relative one from the current folder, as Foundation resolves it) and standardized,
    /// without `.` or `..` parts; links are not resolved (``canonical(_:)`` does that).
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
