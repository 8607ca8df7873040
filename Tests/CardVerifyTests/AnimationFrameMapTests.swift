import CardRender
import CardScene
import CardVerify
import Testing

/// An animated reference's frames, with runs of repeats merged, mapped back onto a script's frames.
@Suite struct AnimationFrameMapTests {
    let sixty = FrameTiming(fps: 60, duration: 0)

    @Test func delaysAreExactMillisecondsWithoutDrift() {
        #expect((0..<6).map(sixty.delay(ofFrame:)) == [17, 16, 17, 17, 16, 17])
        #expect(sixty.milliseconds(atFrame: 600) == 10_000)
        #expect((0..<600).reduce(0) { $0 + sixty.delay(ofFrame: $1) } == 10_000)
    }

    @Test func mergedRepeatsMapBackOntoEveryFrame() throws {
        // Frames 0-2 identical (50 ms), frame 3 alone (17 ms), frames 4-5 identical (33 ms).
        let map = try AnimationFrameMap.map(referenceDelays: [50, 17, 33], timing: sixty, frameCount: 6).get()
        #expect(map.referenceFrames == [0, 0, 0, 1, 2, 2])
    }

    @Test func aDifferentDurationIsAMismatchWithTheNumbers() {
        let result = AnimationFrameMap.map(referenceDelays: [50, 17], timing: sixty, frameCount: 6)
        #expect(throws: AnimationError("the reference has 2 frames lasting 67 ms; the script has 6 frames lasting 100 ms at 60 fps (the durations differ)")) {
            try result.get()
        }
    }

    @Test func aChangeBetweenScriptFramesIsAMismatch() {
        let result = AnimationFrameMap.map(referenceDelays: [40, 60], timing: sixty, frameCount: 6)
        #expect(throws: AnimationError("the reference has 2 frames lasting 100 ms; the script has 6 frames lasting 100 ms at 60 fps (reference frame 1 starts at 40 ms, between two script frames)")) {
            try result.get()
        }
    }
}
