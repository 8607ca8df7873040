extension OutputBatch {
    /// Runs `body`, which stages a run's files in a new batch, then puts them all in place and returns `body`'s result
    /// with the paths written. When `body` throws, or a file cannot be put in place, every staged file is removed and
    /// the error thrown: the folders stay byte-identical to what they were before the run.
    public static func allOrNothing<Result>(_ body: (OutputBatch) throws -> Result) throws -> (result: Result, written: Set<String>) {
        let batch = OutputBatch()
        do {
            let result = try body(batch)
            // The paths staged, taken before they are put in place (which empties the batch).
            let written = batch.paths
            try batch.commit()
            return (result, written)
        } catch {
            batch.discard()
            throw error
        }
    }
}
