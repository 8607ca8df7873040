import CardGeometry

/// A finger gesture of the timeline. Every gesture becomes a real touch sequence (see ``TouchSynthesizer``).
public enum Gesture: Hashable, Sendable {
    /// Touch down at `from`, optionally hold still for `press` seconds, move to `to` over `duration` seconds
    /// along `curve`, hold still for `hold` seconds, lift.
    case drag(Drag)
    /// Recorded samples `(t, x, y)`: the first is the touch-down, the others moves; the lift follows the last
    /// sample after `hold` seconds. Times are seconds from the event's `at`.
    case path(samples: [PathSample], hold: Double)
    /// Touch down and lift at one point, `hold` seconds apart.
    case tap(at: Point, hold: Double)

    /// A straight drag as the script writes it: where it starts and ends, how long it moves and along which curve,
    /// and how long the finger rests before and after.
    public struct Drag: Hashable, Sendable {
        /// Start, in screen points.
        public var from: Point
        /// End, in screen points.
        public var to: Point
        /// Time spent moving, in seconds.
        public var duration: Double
        /// How the finger's progress follows time.
        public var curve: FingerCurve
        /// Time held still after touch-down before moving, in seconds (0.5 s or more makes a long press).
        public var press: Double
        /// Time held still at the end before lifting, in seconds.
        public var hold: Double

        public init(from: Point, to: Point, duration: Double, curve: FingerCurve = .linear, press: Double = 0, hold: Double = 0) {
            self.from = from
            self.to = to
            self.duration = duration
            self.curve = curve
            self.press = press
            self.hold = hold
        }
    }

    /// One recorded sample of a `path:` gesture: where the finger is, and when.
    public struct PathSample: Hashable, Sendable {
        /// Seconds after the event's start.
        public var time: Double
        /// Screen location, in points.
        public var location: Point

        public init(time: Double, location: Point) {
            self.time = time
            self.location = location
        }
    }

    /// Default time between a tap's touch-down and lift, in seconds.
    public static let defaultTapHold = 0.1

    /// How long the finger is down, in seconds.
    public var touchDuration: Double {
        switch self {
        case .drag(let drag): drag.press + drag.duration + drag.hold
        case .path(let samples, let hold): (samples.last?.time ?? 0) - (samples.first?.time ?? 0) + hold
        case .tap(_, let hold): hold
        }
    }
}

/// The pacing of a finger's movement along a drag.
public enum FingerCurve: String, Hashable, Sendable, CaseIterable {
    case linear, easeIn, easeOut, easeInEaseOut

    /// The timing curve with the Core Animation control points of the same name.
    public var timingCurve: TimingCurve {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInEaseOut: .easeInEaseOut
        }
    }
}
