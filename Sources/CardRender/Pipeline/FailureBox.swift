import CardPlatform

/// The first error any worker met (lowest frame first, so the message does not depend on timing).
public final class FailureBox: Sendable {
    private let failure = Locked<(frame: Int, error: Error)?>(nil)

    public init() {}

    /// Whether any error was recorded.
    public var hasFailure: Bool { failure.withLock { $0 != nil } }
    /// The error of the lowest frame recorded, if any.
    public var first: Error? { failure.withLock { $0?.error } }

    /// Records `error`, met at `frame`; it is kept when no lower frame failed.
    public func record(frame: Int, error: Error) {
        failure.withLock { failure in
            if failure == nil || frame < failure!.frame { failure = (frame, error) }
        }
    }
}
