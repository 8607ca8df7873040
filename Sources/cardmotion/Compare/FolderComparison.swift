import CardPlatform
import CardRender
import Dispatch
import Foundation

/// `compare A B` over two folders: every PNG of the same name compared in one process, pairs in parallel.
///
/// Up to `jobs` workers (fewer when the images' decoded size needs it: ``CompareMemoryBudget``) each take the next name in byte order and compare its pair on their own thread
/// (``PairComparer``), so at most `jobs` pairs are in memory at once and nothing is decoded ahead. The verdicts land
/// in their name's slot, so what is printed and written does not depend on the number of workers or on timing.
/// Diffs are staged (``OutputBatch``) as pairs finish and put in place only when every pair was compared: a broken
/// or unreadable file ends the run with status 2, naming the first such file in byte order, and writes no diff and
/// no JSON.
struct FolderComparison {
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
        let pairs = try FolderPairs(a, b)
        if let folder = diffFolder { try claim(folder) }
        let (verdicts, diffs) = try AtomicFile.allOrNothing { batch in try compareAll(pairs.entries, into: batch) }
        if let folder = diffFolder { removeStaleDiffs(in: folder, names: pairs.entries, kept: diffs) }
        if let json {
            try AtomicFile.makeFolder(AtomicFile.folder(of: json))
            let document = CompareJSON.document(a: a, b: b, verdicts: verdicts)
            try AtomicFile.write(Array((document.formatted() + "\n").utf8), to: json)
        }
        for line in verdicts.compactMap(\.line) { try StandardStreams.line(line) }
        try StandardStreams.line(CompareTotals(verdicts).summary)
        return verdicts.contains { $0.differs }
    }

    /// Takes the diff folder for the run, refusing one of the compared folders (``CompareCommand/refuseInput(asOutput:inputs:)``).
    private func claim(_ folder: String) throws {
        try CompareCommand.refuseInput(asOutput: folder, inputs: [a, b])
        try AtomicFile.claimFolder(folder, chosenBy: "--output")
    }

    /// Compares every name on up to `jobs` workers: the verdicts in the order of `entries`, and the paths of the diffs
    /// staged in `batch`. On a failure the first failure in byte order is thrown.
    private func compareAll(_ entries: [FolderPairs.Entry], into batch: OutputBatch) throws -> ([PairVerdict], [String]) {
        let queue = PairQueue(count: entries.count)
        let largest = CompareMemoryBudget.largestImage(of: entries, a: a, b: b)
        let budget = CompareMemoryBudget.jobs(requested: min(jobs, max(1, entries.count)), pixels: largest.pixels, path: largest.path,
                                              available: SystemMemory.available)
        if let note = budget.note { StandardStreams.writeError("cardmotion: \(note)\n") }
        let workers = entries.isEmpty ? 0 : budget.jobs
        let (a, b, options, diffFolder) = (self.a, self.b, self.options, self.diffFolder)
        if workers > 0 {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                let comparer = PairComparer(options: options, diffFolder: diffFolder, batch: batch)
                while let index = queue.take() {
                    let entry = entries[index]
                    switch entry.sides {
                    case .onlyA: queue.finish(index, PairVerdict(name: entry.name, status: .onlyInA), diff: nil)
                    case .onlyB: queue.finish(index, PairVerdict(name: entry.name, status: .onlyInB), diff: nil)
                    case .both:
                        do {
                            let (verdict, diff) = try comparer.compare(entry.name, in: a, and: b)
                            queue.finish(index, verdict, diff: diff)
                        } catch {
                            queue.fail(index, error)
                        }
                    }
                }
            }
        }
        return try queue.results()
    }

    /// Removes from the diff folder the diffs of an earlier run for names that no longer differ: files named as one
    /// of `names` that this run did not write. Never removes a compared file (``OutputFile/removeStale(_:keeping:)``).
    private func removeStaleDiffs(in folder: String, names: [FolderPairs.Entry], kept: [String]) {
        let written = Set(kept)
        let stale = names.map { PairComparer.path(folder, $0.name) }.filter { !written.contains($0) }
        let inputs = Set(names.flatMap { [PairComparer.path(a, $0.name), PairComparer.path(b, $0.name)] })
        OutputFile.removeStale(stale, keeping: inputs)
    }
}

/// The names still to compare and what the workers found, shared by the workers of one run.
private final class PairQueue: Sendable {
    /// The next name's index, and each name's verdict and staged diff once compared.
    private let state: Locked<(next: Int, verdicts: [PairVerdict?], diffs: [String?])>
    private let failures = FailureBox()

    init(count: Int) {
        state = Locked((0, Array(repeating: nil, count: count), Array(repeating: nil, count: count)))
    }

    /// The next name's index, in order; `nil` when every name is taken or a worker failed (names taken before the
    /// failure are still finished, so the first failing name in order is the one reported).
    func take() -> Int? {
        guard !failures.hasFailure else { return nil }
        return state.withLock { state in
            guard state.next < state.verdicts.count else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    func finish(_ index: Int, _ verdict: PairVerdict, diff: String?) {
        state.withLock { state in
            state.verdicts[index] = verdict
            state.diffs[index] = diff
        }
    }

    func fail(_ index: Int, _ error: Error) {
        failures.record(frame: index, error: error)
    }

    /// Every verdict in order and the diffs staged; on a failure, the first failure is thrown (and the batch, with
    /// the diffs, discarded by its owner).
    func results() throws -> ([PairVerdict], [String]) {
        if let failure = failures.first { throw failure }
        return state.withLock { state in (state.verdicts.map { $0! }, state.diffs.compactMap { $0 }) }
    }
}
