import CardPlatform

/// The frames the simulation hands to the rendering workers, in frame order, each taken by whichever worker is
/// free next (no fixed stripes: a slow frame does not hold back the frames after it).
///
/// A job is a run of consecutive frames that show one scene: the first job of a run draws it, the others reuse the
/// drawing. Memory stays bounded by a window: the simulation may run at most `window` jobs ahead of the oldest job
/// not yet finished, so at most that many drawn frames are alive, whatever a consumer that needs frame order keeps
/// waiting (see ``FrameOrder``).
final class FrameHandout: Sendable {
    /// Frames `frames` of one scene; `draws` when this job draws `rendered`, else it waits for the job that does.
    struct Job {
        var number: Int
        var frames: Range<Int>
        var rendered: RenderedFrame
        var draws: Bool
    }

    let window: Int
    private let state = Gate(State())

    /// The handout's state, changed under the gate's lock.
    private struct State {
        /// Jobs in frame order; a taken job's slot is emptied at once, so that its frame's memory goes with its
        /// last user, not with the queue.
        var waiting: [Job?] = []
        var head = 0
        var closed = false
        var cancelled = false
        /// The oldest job not finished; jobs finished out of order wait in `finished` until it catches up.
        var oldest = 0
        var finished: Set<Int> = []
    }

    init(window: Int) {
        self.window = max(1, window)
    }

    /// Queues `job` once it lies within the window; false when the run was cancelled (stop simulating).
    func push(_ job: Job) -> Bool {
        let window = self.window
        // Only the simulation pushes and `oldest` only grows: the window still holds when the job is queued.
        guard state.wait(until: { $0.cancelled || job.number - $0.oldest < window }, then: { !$0.cancelled }) else { return false }
        state.update { $0.waiting.append(job) }
        return true
    }

    /// The next job in frame order, waiting for one; `nil` when every job was taken or the run was cancelled.
    func next() -> Job? {
        state.wait(until: { $0.cancelled || $0.head < $0.waiting.count || $0.closed }) { state in
            guard !state.cancelled, state.head < state.waiting.count else { return nil }
            let job = state.waiting[state.head]
            state.waiting[state.head] = nil
            state.head += 1
            if state.head > 64 && state.head * 2 > state.waiting.count {
                state.waiting.removeFirst(state.head)
                state.head = 0
            }
            return job
        }
    }

    /// Marks job `number` done, which may let the simulation run further ahead.
    func finish(_ number: Int) {
        state.update { state in
            state.finished.insert(number)
            while state.finished.remove(state.oldest) != nil { state.oldest += 1 }
        }
    }

    /// No more jobs will come.
    func close() {
        state.update { $0.closed = true }
    }

    /// Stops the run: the simulation stops pushing and the workers stop taking jobs.
    func cancel() {
        state.update { $0.cancelled = true }
    }
}
