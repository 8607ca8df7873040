/// How many rendering workers memory allows: each worker holds a few frame-sized buffers at once, so at large
/// frame sizes `--jobs` is lowered to what fits in half the memory available (never below one).
public enum WorkerBudget {
    /// Frame-sized buffers one worker holds at the most: its drawing surface, the kept pixels of the nodes frames
    /// share (`SettledPrefix`), the straight-alpha copy it hands over, and its share of the frames drawn ahead
    /// and waiting to be written (``FramePipeline/jobsAheadPerWorker``).
    public static let framesPerWorker = FramePipeline.jobsAheadPerWorker + 3

    /// The share of the available memory the workers may take together.
    public static let share = 0.5

    /// The number of workers for `requested` jobs drawing frames of `width` x `height` pixels with `available`
    /// bytes of memory (`nil`: unknown, keep the request), and a line saying why when it is lower than asked.
    public static func jobs(requested: Int, width: Int, height: Int, available: Int?) -> (jobs: Int, note: String?) {
        guard let available else { return (requested, nil) }
        let perWorker = width * height * 4 * framesPerWorker
        let fitting = max(1, Int(Double(available) * share) / max(1, perWorker))
        guard fitting < requested else { return (requested, nil) }
        return (fitting, "--jobs \(requested) lowered to \(fitting): frames of \(width) x \(height) pixels need about \(gigabytes(perWorker)) per worker, and \(gigabytes(available)) of memory is available")
    }

    /// `bytes` in gigabytes (2^30 bytes) for a message: one decimal below 10 GB (`1.7 GB`), whole above (`12 GB`).
    public static func gigabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / Double(1 << 30)
        return value >= 10 ? "\(Int(value.rounded())) GB" : "\((value * 10).rounded() / 10) GB"
    }
}
