import Foundation

/// A state that threads share and wait on: reached only under its own lock, like ``Locked``, and a thread may sleep
/// until the state is what it needs. The one condition variable of CardMotion outside the platform layer's own
/// internals, so that no module writes its own lock-and-wait loop.
///
/// ``update(_:)`` changes the state and wakes every waiting thread, which then checks its own condition again;
/// ``wait(until:then:)`` sleeps until its condition holds. A change that others may be waiting for must go through
/// ``update(_:)``: the body of ``wait(until:then:)`` wakes nobody.
public final class Gate<State>: @unchecked Sendable {
    private let condition = NSCondition()
    private var state: State

    /// A gate guarding `state`.
    public init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the state under the lock, then wakes every thread waiting in ``wait(until:then:)``.
    public func update<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&state)
    }

    /// Sleeps until `ready` holds for the state, then runs `body` with it, all under the lock (`ready` is checked
    /// again after every ``update(_:)``). `body`'s changes wake nobody.
    public func wait<Result, Failure: Error>(until ready: (State) -> Bool,
                                             then body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        condition.lock()
        defer { condition.unlock() }
        while !ready(state) { condition.wait() }
        return try body(&state)
    }
}
