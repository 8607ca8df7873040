import CardMotion
import Testing

/// ``FrameTiming`` is the one model of frame time: seconds for the simulation, whole milliseconds without drift
/// for every animated format, and whole numbers (clamped, never trapped) for any rate or length a library caller
/// gives.
@Suite struct FrameTimingTests {
    @Test func framesAndMillisecondsFollowTheRate() {
        let timing = FrameTiming(fps: 60, duration: 0.6)
        #expect(timing.frameCount == 37)
        #expect(timing.frame(showing: 0.6) == 36)
        #expect((0..<6).map(timing.delay(ofFrame:)) == [17, 16, 17, 17, 16, 17])
        #expect(timing.milliseconds(atFrame: 36) == 600)
        #expect(timing.frame(nearestMilliseconds: 583) == 35)
        #expect(timing.frames(from: 0.1, to: 0.2) == 6..<13)
    }

    @Test(arguments: [0, -1, Double.infinity, -Double.infinity, Double.nan, 1e300])
    func anyRateGivesWholeNumbersWithoutTrapping(_ fps: Double) {
        let timing = FrameTiming(fps: fps, duration: 1e300)
        #expect(timing.frameCount >= 1)
        _ = timing.milliseconds(atFrame: 5)
        _ = timing.delay(ofFrame: Int.max - 1)
        _ = timing.frame(showing: 1e300)
        _ = timing.frame(nearestMilliseconds: -1e300)
        _ = timing.frames(from: 0, to: 1e300)
    }
}
