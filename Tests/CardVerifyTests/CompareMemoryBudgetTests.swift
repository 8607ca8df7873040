@testable import CardVerify
import Testing
@testable import CardRender

/// `compare` of folders sizes its workers by the images' decoded size: four frame-sized buffers a worker, within
/// 1 GiB or half the available memory, whichever is less.
@Suite struct CompareMemoryBudgetTests {
    @Test func decodedSizeLowersTheJobs() {
        let large = CompareMemoryBudget.jobs(requested: 2, pixels: 64_000_000, path: "A/c1.png", available: 24 << 30)
        #expect(large.jobs == 1)
        #expect(large.note == "--jobs 2 lowered to 1: A/c1.png decodes to 64000000 pixels, about 1.0 GB per worker with its pair and diff, within compare's 1.0 GB of decoded images")
        let small = CompareMemoryBudget.jobs(requested: 8, pixels: 750 * 1334, path: "A/f.png", available: 24 << 30)
        #expect(small.jobs == 8)
        #expect(small.note == nil)
        // Half the available memory, when that is less than the budget.
        #expect(CompareMemoryBudget.jobs(requested: 8, pixels: 4_000_000, path: nil, available: 256 << 20).jobs == 2)
        #expect(CompareMemoryBudget.jobs(requested: 8, pixels: 0, path: nil, available: nil).jobs == 8)
    }
}
