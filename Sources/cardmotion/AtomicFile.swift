import Foundation

/// Writes files so that no reader ever sees half of one: the bytes go to a hidden temporary file in the same
/// folder, which is renamed over the destination only when complete.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            let reason = String(cString: strerror(errno))
            throw CommandFailure("cannot write \(path): \(reason)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandFailure("cannot write \(path): \(reason)")
        }
    }

    /// Creates `path` and its parents if needed; fails with a clear message when it cannot.
    static func makeFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandFailure("\(path) exists and is not a folder") }
            guard FileManager.default.isWritableFile(atPath: path) else { throw CommandFailure("cannot write to the folder \(path): permission denied") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create the folder \(path): \((error as NSError).localizedDescription)")
        }
    }
}
