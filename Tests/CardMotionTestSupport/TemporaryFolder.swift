import CardPlatform
import Foundation

/// A new, empty folder of its own under the system's temporary folder, for one test's files; its path. Every folder
/// made here is removed when the test process exits, so runs of the suite leave nothing behind in the temporary
/// folder (where each cardmotion run lists the entries to sweep its own stale spools).
public func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "cardmotion-test-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    TestFolders.made.withLock { folders in
        if folders.isEmpty { atexit { TestFolders.removeAll() } }
        folders.append(path)
    }
    return path
}

/// Writes `text` as the script `name` in a new temporary folder; the folder and the script's path.
public func scriptInTemporaryFolder(_ text: String, named name: String) throws -> (folder: String, path: String) {
    let folder = try temporaryFolder()
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (folder, path)
}

/// The folders ``temporaryFolder()`` made in this process.
enum TestFolders {
    static let made = Locked<[String]>([])

    static func removeAll() {
        for path in made.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
