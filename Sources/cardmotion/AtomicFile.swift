import CardPlatform
import Foundation

/// The command line's file output: ``OutputFile``'s atomic writes with its errors as exit status 2, and folders
/// created with a clear message.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw CommandFailure(error.description)
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
