import CardPlatform
import Foundation

/// The folder a test's user works in: the package root, where `cardmotion approve` is run and the approval
/// manifest's reference paths start.
enum PackageRoot {
    /// The nearest folder holding a `Package.swift`, walking up from the folder of the test file at `testFile`; the
    /// test file's folder when none does (a test outside any package). Absolute, without `.` or `..`.
    static func of(testFile: String) -> String {
        let start = URL(fileURLWithPath: testFile).standardizedFileURL.deletingLastPathComponent()
        var folder = start
        // A path has finitely many parents: "/" is its own parent, where the walk stops.
        while true {
            if FilePath.kind(of: folder.appendingPathComponent("Package.swift").path) == .regular { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return start.path }
            folder = parent
        }
    }

}
