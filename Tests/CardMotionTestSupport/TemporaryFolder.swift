import Foundation

/// A new, empty folder of its own under the system's temporary folder, for one test's files; its path.
public func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "cardmotion-test-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
