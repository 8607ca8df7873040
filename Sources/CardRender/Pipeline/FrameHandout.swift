import Foundation

/// The frames the simulation hands to the rendering workers, in frame order, each taken by whichever worker is
/// free next (no fixed stripes: a slow frame does not hold back the frames after it).
///
/// A job is a run of consecutive frames that show one scene: the first job of a run draws it, the others reuse the
/// drawing. Memory stays bounded by a window: the simulation may run at most `window` jobs ahead of the oldest job
/// not yet finished, so at most that many drawn frames are alive, whatever a consumer that needs frame order keeps
/// waiting (see ``FrameOrder``).
final class FrameHandout: @unchecked Sendable {
    /// Frames `frames` of one scene; `draws` when this job draws `rendered`, else it waits for the job that does.
    struct Job {
        var number: Int
        var frames: Range<Int>
        var rendered: RenderedFrame
        var draws: Bool
    }

    let window: Int
    private let condition = NSCondition()
    /// Jobs in frame order; a taken job's slot is emptied at once, so that its frame's memory goes with its last
    /// user, not with the queue.
    private var waiting: [Job?] = []
    private var head = 0
    private var closed = false
    private var cancelled = false
    /// The oldest job not finished; jobs finished out of order wait in `finished` until it catches up.
    private var oldest = 0
    private var finished: Set<Int> = []

    init(window: Int) {
        self.window = max(1, window)
    }

    /// Queues `job` once it lies within the window; false when the run was cancelled (stop simulating).
    func push(_ job: Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && job.number - oldest >= window { condition.wait() }
        guard !cancelled else { return false }
        waiting.append(job)
        condition.broadcast()
        return true
    }

    /// The next job in frame order, waiting for one; `nil` when every job was taken or the run was cancelled.
    func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && head == waiting.count && !closed { condition.wait() }
        guard !cancelled, head < waiting.count else { return nil }
        let job = waiting[head]
        waiting[head] = nil
        head += 1
        if head > 64 && head * 2 > waiting.count {
            waiting.removeFirst(head)
            head = 0
        }
        return job
    }

    /// Marks job `number` done, which may let the simulation run further ahead.
    func finish(_ number: Int) {
        condition.lock()
        defer { condition.unlock() }
        finished.insert(number)
        while finished.remove(oldest) != nil { oldest += 1 }
        condition.broadcast()
    }

    /// No more jobs will come.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the run: the simulation stops pushing and the workers stop taking jobs.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
