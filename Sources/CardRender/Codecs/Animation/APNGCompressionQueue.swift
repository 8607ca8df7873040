import CardPlatform
import Foundation

/// APNG frame data compressed on every core while later frames are still being drawn: each frame's job runs on a
/// thread of its own, at most ``limit`` at once (a job holds its frame and the one before it), and the results are
/// read back by frame number, so the file has the same bytes whatever the number of cores or the order the jobs
/// end in.
///
/// Before it, the encoder compressed each frame on the thread that delivers frames in order, while the render
/// workers waited for it: on `Examples/stack.yaml` at scale 2 the APNG took 1.01 times as long as the PNG sequence,
/// whose frames are compressed by the workers themselves.
final class APNGCompressionQueue: Sendable {
    /// A frame's compressed rectangle and the blend its data is for.
    struct Output: Sendable {
        var data: [UInt8]
        var blend: APNGFrameControl.Blend
    }

    /// Jobs running or waiting to be collected at once: two per core.
    static let limit = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)

    private let outputs = Locked<[Int: Result<Output, AnimationError>]>([:])
    private let jobs = BoundedWorkQueue(limit: limit, order: .concurrent)

    /// Runs `job` for frame `index` on another thread, first waiting while ``limit`` jobs run.
    func submit(_ index: Int, _ job: @escaping @Sendable () throws(AnimationError) -> Output) {
        jobs.submit { [outputs] in
            let result = Result { () throws(AnimationError) in try job() }
            outputs.withLock { $0[index] = result }
        }
    }

    /// Waits for every job submitted so far and hands over their outputs by frame number; the failure of the
    /// lowest-numbered frame that failed is thrown instead.
    func collect() throws(AnimationError) -> [Int: Output] {
        jobs.waitForAll()
        let done = outputs.withLock { outputs in
            let done = outputs
            outputs = [:]
            return done
        }
        var collected: [Int: Output] = [:]
        for index in done.keys.sorted() {
            switch done[index]! {
            case .success(let output): collected[index] = output
            case .failure(let error): throw error
            }
        }
        return collected
    }
}
