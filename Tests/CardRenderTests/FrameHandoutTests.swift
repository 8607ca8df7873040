import CardGeometry
import CardScene
import Dispatch
import Testing
@testable import CardRender

/// The hand-out between the simulation and the workers: frame order, the window that bounds how far the
/// simulation runs ahead, closing and cancelling.
@Suite struct FrameHandoutTests {
    func job(_ number: Int) -> FrameHandout.Job {
        let scene = Scene(size: Size(width: 1, height: 1), scale: 1, background: Color(white: 1), nodes: [])
        return FrameHandout.Job(number: number, frames: number..<number + 1, rendered: RenderedFrame(scene: scene), draws: true)
    }

    @Test func jobsComeOutInOrderAndTheWindowHoldsTheSimulationBack() {
        let handout = FrameHandout(window: 2)
        #expect(handout.push(job(0)) && handout.push(job(1)))
        let third = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = handout.push(job(2))
            third.signal()
        }
        #expect(handout.next()?.number == 0)
        #expect(handout.next()?.number == 1)
        #expect(third.wait(timeout: .now() + 0.2) == .timedOut, "job 2 lies outside the window while job 0 is unfinished")
        handout.finish(1)
        #expect(third.wait(timeout: .now() + 0.2) == .timedOut, "finishing job 1 first does not move the window")
        handout.finish(0)
        #expect(third.wait(timeout: .now() + 5) == .success)
        #expect(handout.next()?.number == 2)
        handout.close()
        #expect(handout.next() == nil)
    }

    @Test func cancellingStopsBothSides() {
        let handout = FrameHandout(window: 1)
        #expect(handout.push(job(0)))
        handout.cancel()
        #expect(!handout.push(job(1)))
        #expect(handout.next() == nil, "a cancelled run hands out nothing more")
    }
}
