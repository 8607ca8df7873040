import CardPlatform
import CardRender
import CardVerify

/// `compare A B` over two folders, as the command line runs it: the diff folder claimed, every pair compared
/// (``FolderComparison``), the diffs and the JSON put in place only when every pair was compared (a broken or
/// unreadable file ends the run with status 2 and writes no diff and no JSON), a line per differing name and the
/// summary printed.
struct FolderCompareRun {
    let a: String
    let b: String
    /// The comparison's settings, the command line's.
    let options: PixelmatchOptions
    /// The folder of the diff images (`--output`), or `nil` for none.
    let diffFolder: String?
    /// The `--json` file, or `nil`.
    let json: String?
    let jobs: Int

    /// Compares the folders, puts the diffs and the JSON in place, prints a line per differing name and the summary;
    /// returns whether anything differs.
    func run() throws -> Bool {
        let comparison = try FolderComparison(a: a, b: b, options: options, diffFolder: diffFolder)
        if let folder = diffFolder { try claim(folder) }
        let (verdicts, diffs) = try OutputBatch.allOrNothing { batch in
            let workers = comparison.workers(requested: jobs)
            if let note = workers.note { StandardStreams.writeError("cardmotion: \(note)\n") }
            return try comparison.compareAll(workers: workers.jobs, into: batch)
        }.result
        comparison.removeStaleDiffs(kept: diffs)
        if let json {
            try Folders.make(FilePath.folder(of: json))
            let document = CompareJSON.document(a: a, b: b, verdicts: verdicts)
            try OutputFile.write(Array((document.formatted() + "\n").utf8), to: json)
        }
        for line in verdicts.compactMap(\.line) { try StandardStreams.line(line) }
        try StandardStreams.line(CompareTotals(verdicts).summary)
        return verdicts.contains { $0.differs }
    }

    /// Takes the diff folder for the run, refusing one of the compared folders (``CompareCommand/refuseInput(asOutput:inputs:)``).
    private func claim(_ folder: String) throws {
        try CompareCommand.refuseInput(asOutput: folder, inputs: [a, b])
        try FolderClaims.untilExit.claim(folder, chosenBy: "--output")
    }
}
