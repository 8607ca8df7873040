import CardPlatform
import Foundation

/// The command line's file output: ``OutputFile``'s atomic writes with its errors as exit status 2, and folders
/// created and locked with a clear message.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Runs `body`, which stages the run's files in a batch (``OutputBatch``), then puts them all in place. When
    /// `body` throws, or a file cannot be put in place, every staged file is removed and the error thrown: the
    /// folders stay byte-identical to what they were before the run.
    static func allOrNothing<Result>(_ body: (OutputBatch) throws -> Result) throws -> Result {
        let batch = OutputBatch()
        do {
            let result = try body(batch)
            try batch.commit()
            return result
        } catch let failure as OutputFile.Failure {
            batch.discard()
            throw CommandFailure(failure.description)
        } catch {
            batch.discard()
            throw error
        }
    }

    /// Creates `path` and its parents if needed; fails with a message naming the part of the path at fault.
    static func makeFolder(_ path: String) throws {
        do {
            try Folders.make(path)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The folder of the file at `path`, as written (`.` for a bare file name), for messages that name it.
    static func folder(of path: String) -> String {
        FilePath.folder(of: path)
    }

    /// Takes `folder` for this run, which writes many files there: creates it, locks it against other runs until the
    /// process ends (a second run fails at once, naming the first; `option` is the one that chose the folder), then
    /// removes the temporary files that killed runs left in it.
    static func claimFolder(_ folder: String, chosenBy option: String) throws {
        try makeFolder(folder)
        do {
            try FolderLock.acquire(folder)
        } catch {
            switch error {
            case .held(let process):
                let other = process.map { "another cardmotion run (process \($0))" } ?? "another cardmotion run"
                let shown = folder.hasSuffix("/") ? folder : folder + "/"
                throw CommandFailure("\(shown): \(other) is writing here; wait for it or choose another \(option)")
            case .unavailable(let reason):
                throw CommandFailure("cannot lock the folder \(folder): \(reason)")
            }
        }
        OutputFile.removeLeftovers(in: folder)
    }
}
