import Foundation

/// A thread of its own for one long job, with the stack every thread that reads, binds or draws a script gets
/// (``ThreadStack/size``), and a way to wait for the job's end: the simulation that runs ahead of the rendering
/// workers is one.
public final class WorkerThread: Sendable {
    private let done = Gate(false)

    /// Starts `job` on a new thread at once.
    public init(_ job: @escaping @Sendable () -> Void) {
        let done = self.done
        let thread = Thread {
            job()
            done.update { $0 = true }
        }
        thread.stackSize = ThreadStack.size
        thread.start()
    }

    /// Waits until the job has returned.
    public func join() {
        done.wait(until: { $0 }, then: { _ in })
    }
}
