import PropertyBased
import Testing
@testable import CardGeometry

/// SwiftUI-style keyframe tracks (docs/motion.md#keyframes). Expected values worked by hand from the segment formulas.
@Suite struct KeyframeTrackTests {
    typealias Keyframe = KeyframeTrack.Keyframe

    /// 0 → 1 by 0.3 s with easeOut, → 0.5 by 1 s linearly: easeOut(0.5) = 0.684643187 at 0.15 s with velocity
    /// slope(0.5)/0.3 = 3.579929266; halfway down the linear segment at 0.65 s, −0.5/0.7 per second; 0.5 afterwards.
    @Test func curveSegments() throws {
        let track = try KeyframeTrack(startValue: 0, keyframes: [
            Keyframe(time: 0.3, value: 1, segment: .curve(.easeOut)),
            Keyframe(time: 1.0, value: 0.5),
        ])
        #expect(abs(track.value(at: 0.15) - 0.684643187) < 1e-6)
        #expect(abs(track.velocity(at: 0.15) - 3.579929266) < 1e-5)
        #expect(track.value(at: 0.3) == 1)
        #expect(abs(track.value(at: 0.65) - 0.75) < 1e-12)
        #expect(abs(track.velocity(at: 0.65) + 0.5 / 0.7) < 1e-12)
        #expect(track.value(at: 1.0) == 0.5)
        #expect(track.value(at: 7) == 0.5)
        #expect(track.velocity(at: 7) == 0)
        #expect(track.value(at: -1) == 0)
        #expect(track.duration == 1)
    }

    /// Cubic keyframes 0 (at 0) → 10 (1 s) → 0 (3 s) → 4 (4 s): Catmull-Rom tangents (p[i+1] − p[i−1])/(t[i+1] − t[i−1])
    /// are 0 at 1 s and (4 − 10)/3 = −2 at 3 s; the ends start and stop at rest. Hermite, by hand: 5 and 15/s at 0.5 s;
    /// 5.5 and −7/s at 2 s; 1.75 and 6.5/s at 3.5 s.
    @Test func cubicSegmentsAreCatmullRom() throws {
        let track = try KeyframeTrack(startValue: 0, keyframes: [
            Keyframe(time: 1, value: 10, segment: .cubic),
            Keyframe(time: 3, value: 0, segment: .cubic),
            Keyframe(time: 4, value: 4, segment: .cubic),
        ])
        for (time, value, velocity) in [(0.5, 5.0, 15.0), (2, 5.5, -7), (3.5, 1.75, 6.5), (1, 10, 0), (3, 0, -2)] {
            #expect(abs(track.value(at: time) - value) < 1e-12, "t = \(time)")
            #expect(abs(track.velocity(at: time) - velocity) < 1e-12, "t = \(time)")
        }
        // Continuous velocity across keyframes: just before and after 3 s.
        #expect(abs(track.velocity(at: 3 - 1e-9) - track.velocity(at: 3)) < 1e-6)
        #expect(track.value(at: 4) == 4)
    }

    /// A spring keyframe starts with the velocity the property has: 0 → 1 linearly in 0.2 s (5/s), then a spring
    /// (k 100, c 20, critical) back to 0: s(t) = e^(−10t)·(1 + (5 + 10)·t), at 0.5 s (t = 0.3) 0.273828876 and
    /// −1.991482735/s; at its keyframe time, exactly 0.
    @Test func springSegmentCarriesTheVelocity() throws {
        let spring = try SpringAnimation(mass: 1, stiffness: 100, damping: 20)
        let track = try KeyframeTrack(startValue: 0, keyframes: [
            Keyframe(time: 0.2, value: 1),
            Keyframe(time: 2, value: 0, segment: .spring(spring)),
        ])
        #expect(abs(track.value(at: 0.5) - 0.273828876) < 1e-9)
        #expect(abs(track.velocity(at: 0.5) + 1.991482735) < 1e-9)
        #expect(abs(track.velocity(at: 0.2) - 5) < 1e-12)
        #expect(track.value(at: 2) == 0)
    }

    /// A keyframe at 0 (or at the time of the one before) jumps, as SwiftUI's MoveKeyframe.
    @Test func keyframesAtTheSameTimeJump() throws {
        let track = try KeyframeTrack(startValue: 0.4, keyframes: [
            Keyframe(time: 0, value: 0),
            Keyframe(time: 0.5, value: 1),
            Keyframe(time: 0.5, value: 0.2),
        ])
        #expect(track.value(at: 0) == 0)
        #expect(abs(track.value(at: 0.25) - 0.5) < 1e-12)
        #expect(track.value(at: 0.5) == 0.2)
    }

    @Test func badTracksAreRefused() {
        #expect(throws: MotionParameterError.noKeyframes) { try KeyframeTrack(startValue: 0, keyframes: []) }
        #expect(throws: MotionParameterError.keyframeOutOfOrder(index: 1, time: 0.2, previous: 0.5)) {
            try KeyframeTrack(startValue: 0, keyframes: [Keyframe(time: 0.5, value: 1), Keyframe(time: 0.2, value: 0)])
        }
        #expect(throws: MotionParameterError.keyframeOutOfOrder(index: 0, time: -1, previous: 0)) {
            try KeyframeTrack(startValue: 0, keyframes: [Keyframe(time: -1, value: 1)])
        }
        #expect(throws: MotionParameterError.notFinite("keyframe 0 value")) {
            try KeyframeTrack(startValue: 0, keyframes: [Keyframe(time: 1, value: .nan)])
        }
    }
}

/// Laws of any keyframe track of curve and cubic keyframes, on random values.
@Suite struct KeyframeTrackPropertyTests {
    static let segments = Gen.int(in: 0...3).map { choice -> KeyframeTrack.Keyframe.Segment in
        [.curve(.linear), .curve(.easeOut), .curve(.easeInEaseOut), .cubic][choice]
    }

    /// The value passes through every keyframe and has no jump at one (keyframes 0.1 s apart at least).
    @Test func passesThroughEveryKeyframeWithoutAJump() async {
        let keyframe = zip(Gen.double(in: 0.1...1), Gen.double(in: -100...100), Self.segments)
        await propertyCheck(count: 200, input: Gen.double(in: -100...100), keyframe, keyframe, keyframe) { start, k1, k2, k3 in
            var time = 0.0
            let keyframes = [k1, k2, k3].map { gap, value, segment in
                time += gap
                return KeyframeTrack.Keyframe(time: time, value: value, segment: segment)
            }
            let track = try KeyframeTrack(startValue: start, keyframes: keyframes)
            #expect(track.value(at: 0) == start)
            for keyframe in keyframes {
                #expect(abs(track.value(at: keyframe.time) - keyframe.value) < 1e-9)
                #expect(abs(track.value(at: keyframe.time - 1e-9) - keyframe.value) < 1e-4)
            }
            #expect(track.value(at: time + 5) == keyframes[2].value)
        }
    }
}
