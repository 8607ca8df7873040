import Testing
@testable import CardRender

/// `--jobs` is lowered when the frames' buffers would not fit in half the available memory (seven 4-byte-per-pixel
/// buffers a worker: 8000 x 8000 frames take 1.7 GB each).
@Suite struct WorkerBudgetTests {
    @Test func largeFramesLowerTheJobsAndSaySo() {
        let budget = WorkerBudget.jobs(requested: 8, width: 8000, height: 8000, available: 4 << 30)
        #expect(budget.jobs == 1)
        #expect(budget.note == "--jobs 8 lowered to 1: frames of 8000 x 8000 pixels need about 1.7 GB per worker, and 4.0 GB of memory is available")
    }

    @Test func smallFramesKeepTheRequest() {
        let budget = WorkerBudget.jobs(requested: 8, width: 750, height: 1334, available: 4 << 30)
        #expect(budget.jobs == 8)
        #expect(budget.note == nil)
    }

    @Test func neverBelowOneWorker() {
        #expect(WorkerBudget.jobs(requested: 4, width: 8000, height: 8000, available: 1 << 20).jobs == 1)
        #expect(WorkerBudget.jobs(requested: 4, width: 8000, height: 8000, available: nil).jobs == 4)
    }
}
