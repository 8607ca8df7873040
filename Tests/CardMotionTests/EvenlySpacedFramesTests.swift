import CardMotion
import Testing

/// ``FrameTiming/evenlySpacedFrames(_:)``: the real frames a contact sheet shows, from the first to the last.
@Suite struct EvenlySpacedFramesTests {
    @Test func twelveFramesOfStackAt60fps() {
        // Examples/stack.yaml: 3.7 s at 60 fps, frames 0 to 222; 222 / 11 = 20.18 frames apart.
        let timing = FrameTiming(fps: 60, duration: 3.7)
        #expect(timing.frameCount == 223)
        #expect(timing.evenlySpacedFrames(12) == [0, 20, 40, 61, 81, 101, 121, 141, 161, 182, 202, 222])
    }

    @Test func halvesRoundUpAndEndsAreExact() {
        // 5 frames (0...4) in 3: 0, 2, 4; in 4: 0, 1.33, 2.67, 4 -> 0, 1, 3, 4; 3 frames (0...2) in 2: 0, 2.
        let five = FrameTiming(fps: 10, duration: 0.4)
        #expect(five.evenlySpacedFrames(3) == [0, 2, 4])
        #expect(five.evenlySpacedFrames(4) == [0, 1, 3, 4])
        // 4 frames (0...3) in 3: 0, 1.5, 3 -> the half rounds up to 2.
        #expect(FrameTiming(fps: 10, duration: 0.3).evenlySpacedFrames(3) == [0, 2, 3])
    }

    @Test func atMostEveryFrameOnceAndAtLeastTheFirst() {
        let timing = FrameTiming(fps: 24, duration: 0.25)
        #expect(timing.frameCount == 7)
        #expect(timing.evenlySpacedFrames(400) == [0, 1, 2, 3, 4, 5, 6])
        #expect(timing.evenlySpacedFrames(7) == [0, 1, 2, 3, 4, 5, 6])
        #expect(timing.evenlySpacedFrames(1) == [0])
        #expect(timing.evenlySpacedFrames(0) == [0])
        #expect(FrameTiming(fps: 60, duration: 0.001).evenlySpacedFrames(12) == [0])
    }

    @Test func aHugeSequenceNeitherOverflowsNorTraps() {
        let timing = FrameTiming(fps: 1, duration: 1e300)
        #expect(timing.evenlySpacedFrames(3) == [0, (Int.max - 1) / 2, Int.max - 1])
    }
}
