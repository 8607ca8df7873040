import CardPlatform

/// Frames (images, or whatever a frame carries) that the pipeline's workers deliver in any order, handed on in
/// frame order.
///
/// A frame that arrives early waits until those before it have come; the pipeline's simulation runs at most a
/// window of jobs ahead of the oldest unfinished one (`FrameHandout`), so at most that many frames wait here. The handler runs under a lock, one frame at a time.
public final class FrameOrder<Value>: @unchecked Sendable {
    private let handle: (Int, Value) throws -> Void
    /// The next frame to hand on, and the frames that came before their turn.
    private let queue: Locked<(next: Int, waiting: [Int: Value])>

    /// Hands frames on from `first`, in order, to `handle`.
    public init(first: Int, _ handle: @escaping (Int, Value) throws -> Void) {
        queue = Locked((first, [:]))
        self.handle = handle
    }

    /// Takes frame `index`, and hands on every frame that is now next in order.
    public func add(_ index: Int, _ value: Value) throws {
        try queue.withLock { queue in
            queue.waiting[index] = value
            while let frame = queue.waiting.removeValue(forKey: queue.next) {
                try handle(queue.next, frame)
                queue.next += 1
            }
        }
    }

    /// Checks that every frame given has been handed on.
    public func finish() {
        queue.withLock { precondition($0.waiting.isEmpty, "frames \($0.waiting.keys.sorted()) never had their predecessors") }
    }
}
