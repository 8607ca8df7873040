import Foundation

/// A value that threads share, reached only under its own lock: the one lock type of CardMotion, so that no module
/// writes its own lock-guarded class.
///
/// Every read and write goes through ``withLock(_:)``, which holds the lock for exactly the closure's run; the closure
/// must not call back into the same `Locked` (the lock is not recursive). The value's own thread safety does not
/// matter: only one closure touches it at a time, which is why `Locked` is `Sendable` whatever `Value` is.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, under the lock, and returns what it returns; `body` may change the value.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value, read under the lock.
    public var current: Value {
        withLock { $0 }
    }
}
