import CardPlatform

/// One value a consumer of the frames keeps beside a rendered scene, for every frame that shows it: `verify` keeps
/// the last verdict against a reference there, so that frames at rest decode an identical reference once. The
/// pipeline itself never reads it.
public final class SceneMemo: Sendable {
    private let value = Locked<(any Sendable)?>(nil)

    public init() {}

    /// The value kept, when it is a `Value`.
    public func value<Value: Sendable>(as type: Value.Type) -> Value? {
        value.withLock { $0 as? Value }
    }

    /// Keeps `newValue`, replacing what was kept.
    public func keep(_ newValue: some Sendable) {
        value.withLock { $0 = newValue }
    }
}
