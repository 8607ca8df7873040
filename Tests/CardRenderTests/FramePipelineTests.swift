import CardMotion
import CardRender
import CardMotionTestSupport
import Foundation
import Testing

/// The frame pipeline as a library: every frame delivered once, the same pixels for any number of workers, and
/// failures as ``RenderFailure`` with the message a user reads.
@Suite struct FramePipelineTests {
    /// Frame index -> PNG bytes of frames `frames` of the demo stack swiped left, drawn by `jobs` workers.
    func render(jobs: Int, frames: some Sequence<Int> & Sendable & Collection) throws -> [Int: [UInt8]] {
        let plan = try PlaybackPlan(demoStackScript(cards: 3, timeline: "  - {at: 0.05, swipe: left}\n"))
        let pipeline = try FramePipeline(jobs: jobs, for: [plan])
        let delivered = ResultBox<(frame: Int, bytes: [UInt8])>()
        try pipeline.run(plan, frames: frames) { frame, rendered in
            delivered.append((frame, try rendered.pngBytes()))
        }
        #expect(delivered.values.count == frames.count)
        return Dictionary(delivered.values.map { ($0.frame, $0.bytes) }) { first, _ in first }
    }

    @Test func everyFrameComesOnceWithTheSamePixelsForAnyNumberOfWorkers() throws {
        let one = try render(jobs: 1, frames: 0..<24)
        let three = try render(jobs: 3, frames: 0..<24)
        #expect(one.keys.sorted() == Array(0..<24))
        #expect(one == three)
        // Frames 0 to 2 rest before the swipe: one drawing, the same bytes.
        #expect(one[0] == one[2])
        #expect(one[0] != one[23])
    }

    /// Chosen frames (an assertion's instants), some resting on one scene and far apart: exactly those come, once
    /// each, with the pixels the whole run gives them.
    @Test func chosenFramesComeOnceWithTheSamePixelsAsInTheWholeRun() throws {
        let whole = try render(jobs: 1, frames: 0..<24)
        let chosen = [0, 2, 7, 8, 23]
        for jobs in [1, 3] {
            let some = try render(jobs: jobs, frames: chosen)
            #expect(some.keys.sorted() == chosen)
            #expect(some == whole.filter { chosen.contains($0.key) })
        }
    }

    @Test func anAnimationIsTheSameBytesForAnyNumberOfWorkers() throws {
        let plan = try PlaybackPlan(demoStackScript(cards: 3, timeline: "  - {at: 0.05, swipe: left}\n"))
        let counted = ResultBox<Int>()
        func encode(jobs: Int) throws -> [UInt8] {
            try AnimatedRender.encode(plan, frames: 0..<12, for: "out.apng", format: .apng,
                                      pipeline: FramePipeline(jobs: jobs, for: [plan]), frameDone: { counted.append(1) })
        }
        let one = try encode(jobs: 1)
        #expect(try encode(jobs: 3) == one)
        #expect(Array(one.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(counted.values.count == 24)
    }

    @Test func aBrokenImageFailsThePreloadNamingTheScriptLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder + "/bad.png"))
        let script = try ScriptDecoder.decode("""
        screen: {size: [100, 100], scale: 1}
        widget: {kind: stack, frame: [10, 10, 80, 80]}
        cards:
          - {title: a, image: bad.png}

        """, file: "s.yaml", baseDirectory: folder)
        let plan = try PlaybackPlan(script)
        let pipeline = try FramePipeline(jobs: 1, for: [plan])
        #expect(pipeline.note == nil)
        let failure = #expect(throws: RenderFailure.self) { try pipeline.preload(plan) }
        #expect(failure?.message == "s.yaml:4:23: cards[0].image: image 'bad.png': not a PNG or JPEG file (it starts with neither's signature)")
    }
}
