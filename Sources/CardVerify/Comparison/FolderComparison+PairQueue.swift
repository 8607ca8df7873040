import CardRender
import CardPlatform

/// The names still to compare and what the workers found, shared by the workers of one run.
final class PairQueue: Sendable {
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
