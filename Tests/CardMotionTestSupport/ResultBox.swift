import Foundation

/// A list that several threads append to at once, behind a lock: for collecting what concurrent work produced.
public final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    public init() {}

    /// Adds `value` at the end.
    public func append(_ value: Value) { lock.withLock { stored.append(value) } }

    /// Everything appended so far, in the order the appends took the lock.
    public var values: [Value] { lock.withLock { stored } }
}
