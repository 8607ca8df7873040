import CardRender
import CardPlatform

/// The engine of `compare A B` over two folders: every PNG of the same name compared in one process, pairs in
/// parallel.
///
/// Up to a number of workers (fewer when the images' decoded size needs it: ``workers(requested:)``) each take the
/// next name in byte order and compare its pair on their own thread (``PairComparer``), so at most that many pairs
/// are in memory at once and nothing is decoded ahead. The verdicts land in their name's slot, so the results do
/// not depend on the number of workers or on timing. Diffs are staged in the caller's `OutputBatch` as pairs
/// finish; a broken or unreadable file fails the run with a `RenderFailure` naming the first such file in byte
/// order.
public struct FolderComparison: Sendable {
    /// The two folders compared.
    public let a: String
    public let b: String
    /// The comparison's settings.
    public let options: PixelmatchOptions
    /// The folder of the diff images, or `nil` for none.
    public let diffFolder: String?
    /// The PNG files of both folders, paired by name.
    public let pairs: FolderPairs

    /// Pairs the PNG files of `a` and `b` (``FolderPairs``); a folder that cannot be listed fails, naming it.
    public init(a: String, b: String, options: PixelmatchOptions, diffFolder: String?) throws {
        self.a = a
        self.b = b
        self.options = options
        self.diffFolder = diffFolder
        pairs = try FolderPairs(a, b)
    }

    /// The workers for `requested` jobs, sized by the largest PNG header of both folders and the memory available
    /// (``CompareMemoryBudget``), and a line saying why when it is lower than asked.
    public func workers(requested: Int) -> (jobs: Int, note: String?) {
        let largest = CompareMemoryBudget.largestImage(of: pairs.entries, a: a, b: b)
        return CompareMemoryBudget.jobs(requested: min(requested, max(1, pairs.entries.count)), pixels: largest.pixels,
                                        path: largest.path, available: SystemMemory.available)
    }

    /// Compares every name on `workers` workers: the verdicts in the order of ``pairs``, and the paths of the diffs
    /// staged in `batch`. On a failure the first failure in byte order is thrown.
    public func compareAll(workers: Int, into batch: OutputBatch) throws -> (verdicts: [PairVerdict], diffs: [String]) {
        let entries = pairs.entries
        let queue = PairQueue(count: entries.count)
        let (a, b, options, diffFolder) = (self.a, self.b, self.options, self.diffFolder)
        if !entries.isEmpty {
            ParallelLoop.run(iterations: max(1, workers)) { _ in
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
    /// of the pairs' names that this run did not write (`kept`). Never removes a compared file
    /// (`OutputFile.removeStale(_:keeping:)`).
    public func removeStaleDiffs(kept: [String]) {
        guard let diffFolder else { return }
        let written = Set(kept)
        let names = pairs.entries
        let stale = names.map { PairComparer.path(diffFolder, $0.name) }.filter { !written.contains($0) }
        let inputs = Set(names.flatMap { [PairComparer.path(a, $0.name), PairComparer.path(b, $0.name)] })
        OutputFile.removeStale(stale, keeping: inputs)
    }
}
