import Dispatch

/// A loop whose iterations run at once on the machine's worker threads: the one parallel loop of CardMotion
/// (rendering workers, comparison bands, folder pairs).
public enum ParallelLoop {
    /// Runs `body(0)`, `body(1)`, ... `body(iterations - 1)`, as many at once as the cores allow, and returns when
    /// every one has returned. Which thread runs an index, and in what order, is unspecified: what `body` produces
    /// must not depend on it.
    public static func run(iterations: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }
}
