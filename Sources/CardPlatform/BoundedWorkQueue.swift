import Dispatch

/// Jobs run on other threads while the caller goes on, with a bound on the jobs not yet finished: ``submit(_:)``
/// waits while ``limit`` jobs are queued or running, so a slow consumer holds the producer back instead of filling
/// memory. An animation's encoder (one job at a time, in order) and APNG's frame compression (many at once) are
/// ones.
public final class BoundedWorkQueue: Sendable {
    /// How the jobs run.
    public enum Order: Sendable {
        /// One at a time, in the order submitted, on a thread of the queue's own.
        case serial
        /// As many at once as the machine's worker threads allow, in any order.
        case concurrent
    }

    /// The most jobs queued or running at once.
    public let limit: Int
    private let queue: DispatchQueue
    private let slots: DispatchSemaphore
    private let running = DispatchGroup()

    /// A queue running at most `limit` (at least 1) jobs, in `order`; `label` names a serial queue's thread.
    public init(limit: Int, order: Order, label: String = "cardmotion.work") {
        self.limit = max(1, limit)
        slots = DispatchSemaphore(value: self.limit)
        switch order {
        case .serial: queue = DispatchQueue(label: label)
        case .concurrent: queue = DispatchQueue.global(qos: .userInitiated)
        }
    }

    /// Queues `job`, first waiting while ``limit`` jobs are queued or running.
    public func submit(_ job: @escaping @Sendable () -> Void) {
        slots.wait()
        running.enter()
        queue.async { [slots, running] in
            job()
            slots.signal()
            running.leave()
        }
    }

    /// Waits until every job submitted so far has finished.
    public func waitForAll() {
        running.wait()
    }
}
