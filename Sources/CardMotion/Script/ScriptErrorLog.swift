/// The errors found while one script is read, so that reading goes on past a bad section as a compiler's does:
/// each top-level key, card, layer and timeline event that fails is recorded here and its next sibling read, and
/// the script then fails with every error, in file order (``ScriptError/further``).
///
/// What depends on a section that failed (the cards on the cell, the timeline on the control) is not read, so
/// one mistake gives one error. A limit on the work of reading (``ScriptLimits/designLayers``,
/// ``ScriptLimits/boundLayers``, ``ScriptLimits/collectedErrors``) stops the reading at once: ``stop()``.
final class ScriptErrorLog {
    private var errors: [ScriptError] = []
    private var seen: Set<ScriptError> = []
    /// Whether a limit on the work of reading was passed: nothing more is read.
    private(set) var isStopped = false

    /// Records `error` and the errors it carries, each once (a template bound to many cards fails the same way for
    /// each), up to ``ScriptLimits/collectedErrors``, where the reading stops.
    func record(_ error: ScriptError) {
        var first = error
        first.further = []
        // Memory stays bounded however many errors a script could give (aliases repeat a bad value cheaply).
        for single in [first] + error.further where errors.count < ScriptLimits.collectedErrors {
            if seen.insert(single).inserted { errors.append(single) }
        }
        if errors.count >= ScriptLimits.collectedErrors { stop() }
    }

    /// Ends the reading: every later ``recover(_:)`` throws what it catches.
    func stop() {
        isStopped = true
    }

    /// Whether no error was recorded.
    var isEmpty: Bool { errors.isEmpty }

    /// How many errors were recorded (each once).
    var count: Int { errors.count }

    /// `body`'s value, or `nil` when it throws: the error is then recorded, unless the reading was stopped (then it
    /// is thrown on).
    func recover<T>(_ body: () throws(ScriptError) -> T) throws(ScriptError) -> T? {
        do {
            return try body()
        } catch {
            if isStopped { throw error }
            record(error)
            return nil
        }
    }

    /// Every error recorded, in file order (by line, then column; errors of the whole file first), as one error
    /// carrying the others; `nil` when there is none.
    var combined: ScriptError? {
        let ordered = errors.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.line ?? 0, lhs.element.column ?? 0), right = (rhs.element.line ?? 0, rhs.element.column ?? 0)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        guard var first = ordered.first else { return nil }
        first.further = Array(ordered.dropFirst())
        return first
    }
}

extension ScriptNode {
    /// `body`'s value; when it throws and the node is read with an error log (the script decoder's), the error is
    /// recorded and `nil` returned, so that the caller goes on with the next sibling; without a log it is thrown.
    func recovering<T>(_ body: () throws(ScriptError) -> T) throws(ScriptError) -> T? {
        guard let log else { return try body() }
        return try log.recover(body)
    }
}
