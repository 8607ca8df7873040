import CardPlatform
import Foundation
import Testing

/// CardPlatform's threads and waits, which the frame pipeline, the encoders and the comparisons are built on: a
/// `Gate` wakes its waiters on every update, a `WorkerThread` is joined when its job has returned, a
/// `ParallelLoop` runs each index once, and a `BoundedWorkQueue` keeps its order and its bound.
@Suite struct PlatformThreadsTests {
    @Test func aGateWaiterSleepsUntilAnUpdateMakesItsConditionHold() {
        let gate = Gate(0)
        let seen = Locked<Int?>(nil)
        let waiter = WorkerThread {
            let value = gate.wait(until: { $0 >= 2 }, then: { $0 })
            seen.withLock { $0 = value }
        }
        gate.update { $0 = 1 }
        Thread.sleep(forTimeInterval: 0.1)
        #expect(seen.current == nil, "1 does not meet the condition")
        gate.update { $0 = 2 }
        waiter.join()
        #expect(seen.current == 2)
    }

    @Test func joiningAWorkerThreadWaitsForItsJob() {
        let done = Locked(false)
        let worker = WorkerThread {
            Thread.sleep(forTimeInterval: 0.1)
            done.withLock { $0 = true }
        }
        worker.join()
        #expect(done.current)
    }

    @Test func aParallelLoopRunsEveryIndexOnce() {
        let counts = Locked([Int](repeating: 0, count: 100))
        ParallelLoop.run(iterations: 100) { index in counts.withLock { $0[index] += 1 } }
        #expect(counts.current == [Int](repeating: 1, count: 100))
    }

    @Test func aSerialQueueRunsItsJobsInTheOrderSubmitted() {
        let queue = BoundedWorkQueue(limit: 4, order: .serial, label: "test.serial")
        let order = Locked<[Int]>([])
        for index in 0..<50 { queue.submit { order.withLock { $0.append(index) } } }
        queue.waitForAll()
        #expect(order.current == Array(0..<50))
    }

    @Test func submittingPastTheLimitWaitsForAJobToFinish() {
        let queue = BoundedWorkQueue(limit: 2, order: .concurrent)
        let release = Gate(false)
        let submitted = Locked(0)
        let submitter = WorkerThread {
            for _ in 0..<3 {
                queue.submit { release.wait(until: { $0 }, then: { _ in }) }
                submitted.withLock { $0 += 1 }
            }
        }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(submitted.current == 2, "the third job waits while two are unfinished")
        release.update { $0 = true }
        submitter.join()
        queue.waitForAll()
        #expect(submitted.current == 3)
    }
}
