/// One property's keyframes, as SwiftUI's `KeyframeTrack` in a `KeyframeAnimator` (docs/motion.md#keyframes).
///
/// Keyframe i's segment runs from the keyframe before it (or from the track's start value at time 0) to its own
/// `time`, shaped by its ``Keyframe/Segment``. A keyframe at the same time as the one before jumps (SwiftUI's
/// `MoveKeyframe`); after the last keyframe its value holds.
public struct KeyframeTrack: Hashable, Sendable {
    /// One keyframe: where the property is at `time` and how the segment ending there moves.
    public struct Keyframe: Hashable, Sendable {
        /// The shape of the segment that ends at a keyframe.
        public enum Segment: Hashable, Sendable {
            /// SwiftUI's `LinearKeyframe(_:duration:timingCurve:)`: `a + (b − a)·curve(u)`; `.curve(.linear)` is plain
            /// linear interpolation.
            case curve(TimingCurve)
            /// SwiftUI's `CubicKeyframe` with automatic velocities: a cubic Hermite segment; between two cubic segments
            /// the velocity is the Catmull-Rom tangent.
            case cubic
            /// SwiftUI's `SpringKeyframe`: the spring from the previous value, starting with the velocity the
            /// property has there.
            case spring(SpringAnimation)
        }

        /// Seconds from the animation's start.
        public let time: Double
        public let value: Double
        public let segment: Segment

        public init(time: Double, value: Double, segment: Segment = .curve(.linear)) {
            self.time = time
            self.value = value
            self.segment = segment
        }
    }

    /// The property's value when the track starts.
    public let startValue: Double
    /// Units per second the property has when the track starts.
    public let startVelocity: Double
    public let keyframes: [Keyframe]
    /// For each segment, its velocities at its start and end (used by cubic and spring segments).
    private let segmentVelocities: [(start: Double, end: Double)]

    public static func == (lhs: KeyframeTrack, rhs: KeyframeTrack) -> Bool {
        lhs.startValue == rhs.startValue && lhs.startVelocity == rhs.startVelocity && lhs.keyframes == rhs.keyframes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(startValue)
        hasher.combine(startVelocity)
        hasher.combine(keyframes)
    }

    /// Times must be finite, at least 0 and never decreasing; values finite.
    public init(startValue: Double, startVelocity: Double = 0, keyframes: [Keyframe]) throws(MotionParameterError) {
        guard !keyframes.isEmpty else { throw .noKeyframes }
        var previous = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            guard keyframe.time.isFinite else { throw .notFinite("keyframe \(index) at") }
            guard keyframe.value.isFinite else { throw .notFinite("keyframe \(index) value") }
            guard keyframe.time >= previous else {
                throw .keyframeOutOfOrder(index: index, time: keyframe.time, previous: previous)
            }
            previous = keyframe.time
        }
        guard startValue.isFinite else { throw .notFinite("start value") }
        guard startVelocity.isFinite else { throw .notFinite("start velocity") }
        self.startValue = startValue
        self.startVelocity = startVelocity
        self.keyframes = keyframes
        segmentVelocities = Self.velocities(startValue: startValue, startVelocity: startVelocity, keyframes: keyframes)
    }

    /// Seconds until the last keyframe.
    public var duration: Double { keyframes[keyframes.count - 1].time }

    /// The value `time` seconds after the start: the start value before 0, the last keyframe's value after it.
    public func value(at time: Double) -> Double {
        if time < 0 { return startValue }
        guard let index = keyframes.firstIndex(where: { $0.time > time }) else { return keyframes[keyframes.count - 1].value }
        return evaluate(segment: index, at: time).value
    }

    /// Units per second `time` seconds after the start (0 before the start and after the last keyframe).
    public func velocity(at time: Double) -> Double {
        if time < 0 { return 0 }
        guard let index = keyframes.firstIndex(where: { $0.time > time }) else { return 0 }
        return evaluate(segment: index, at: time).velocity
    }

    private func start(of index: Int) -> (time: Double, value: Double) {
        index == 0 ? (0, startValue) : (keyframes[index - 1].time, keyframes[index - 1].value)
    }

    private func evaluate(segment index: Int, at time: Double) -> (value: Double, velocity: Double) {
        let (t0, a) = start(of: index), keyframe = keyframes[index]
        let b = keyframe.value, length = keyframe.time - t0
        let velocities = segmentVelocities[index]
        let elapsed = time - t0
        switch keyframe.segment {
        case .curve(let curve):
            return (a + (b - a) * curve.progress(at: elapsed / length),
                    (b - a) * curve.velocity(elapsed: elapsed, duration: length))
        case .cubic:
            return Self.hermite(a: a, b: b, startVelocity: velocities.start, endVelocity: velocities.end,
                                length: length, elapsed: elapsed)
        case .spring(let spring):
            let s0 = a - b, v0 = velocities.start
            return (b + spring.oscillator.displacement(at: elapsed, initialDisplacement: s0, initialVelocity: v0),
                    spring.oscillator.velocity(at: elapsed, initialDisplacement: s0, initialVelocity: v0))
        }
    }

    /// The cubic Hermite from `a` to `b` over `length` seconds with the given end velocities (units per second):
    /// `h00·a + h10·L·m0 + h01·b + h11·L·m1` in u = elapsed/L, and its derivative divided by L.
    static func hermite(a: Double, b: Double, startVelocity m0: Double, endVelocity m1: Double,
                        length: Double, elapsed: Double) -> (value: Double, velocity: Double) {
        let u = elapsed / length, u2 = u * u, u3 = u2 * u
        let value = (2 * u3 - 3 * u2 + 1) * a + (u3 - 2 * u2 + u) * length * m0 + (-2 * u3 + 3 * u2) * b
            + (u3 - u2) * length * m1
        let derivative = (6 * u2 - 6 * u) * a + (3 * u2 - 4 * u + 1) * length * m0 + (-6 * u2 + 6 * u) * b
            + (3 * u2 - 2 * u) * length * m1
        return (value, derivative / length)
    }

    /// Each segment's start and end velocities, in order (a segment's start velocity may need the one before's end).
    ///
    /// - A segment's start velocity is the end velocity of the segment before (the track's start velocity for the
    ///   first); where both sides of a keyframe are cubic, the Catmull-Rom tangent
    ///   `(p[i+1] − p[i−1]) / (t[i+1] − t[i−1])` instead.
    /// - A cubic segment's end velocity: the Catmull-Rom tangent before another cubic, the next segment's start
    ///   velocity before a curve segment (its curve's slope at 0), its own chord `(b − a)/L` before a spring (which
    ///   then starts with it), and 0 at the last keyframe (the value holds afterwards).
    private static func velocities(startValue: Double, startVelocity: Double,
                                   keyframes: [Keyframe]) -> [(start: Double, end: Double)] {
        func point(_ index: Int) -> (time: Double, value: Double) {
            index < 0 ? (0, startValue) : (keyframes[index].time, keyframes[index].value)
        }
        func isCubic(_ index: Int) -> Bool {
            if index < keyframes.count, case .cubic = keyframes[index].segment { return true }
            return false
        }
        func catmullRom(at index: Int) -> Double {
            let before = point(index - 1), after = point(index + 1)
            let span = after.time - before.time
            return span > 0 ? (after.value - before.value) / span : 0
        }
        var result: [(start: Double, end: Double)] = []
        var carried = startVelocity
        for index in keyframes.indices {
            let (t0, a) = point(index - 1), keyframe = keyframes[index]
            let length = keyframe.time - t0, b = keyframe.value
            guard length > 0 else {
                // A jump: no motion, and the velocity carried on is what it was.
                result.append((carried, carried))
                continue
            }
            let start = index > 0 && isCubic(index) && isCubic(index - 1) ? catmullRom(at: index - 1) : carried
            let end: Double
            switch keyframe.segment {
            case .curve(let curve):
                end = (b - a) * curve.slope(at: 1) / length
            case .spring(let spring):
                end = spring.oscillator.velocity(at: length, initialDisplacement: a - b, initialVelocity: start)
            case .cubic:
                if index == keyframes.count - 1 {
                    end = 0
                } else if isCubic(index + 1) {
                    end = catmullRom(at: index)
                } else if case .curve(let next) = keyframes[index + 1].segment, keyframes[index + 1].time > keyframe.time {
                    end = (keyframes[index + 1].value - b) * next.slope(at: 0) / (keyframes[index + 1].time - keyframe.time)
                } else {
                    end = (b - a) / length
                }
            }
            result.append((start, end))
            carried = end
        }
        return result
    }
}
