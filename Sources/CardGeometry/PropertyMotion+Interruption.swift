/// A new animation of a property that is still moving (docs/motion.md#interruption).
extension PropertyMotion {
    /// Where the property is and how fast it goes, at a moment.
    public struct State: Hashable, Sendable {
        /// The presentation value, in the property's units.
        public var value: Double
        /// Units per second.
        public var velocity: Double

        public init(value: Double, velocity: Double) {
            self.value = value
            self.velocity = velocity
        }
    }

    /// The state `elapsed` seconds after the start.
    public func state(at elapsed: Double) -> State {
        State(value: value(at: elapsed), velocity: velocity(at: elapsed))
    }

    /// The motion to `target` along `curve` that takes over from `state`, as UIKit (`beginFromCurrentState`) and
    /// SwiftUI do: it starts from the presentation value, so the position is continuous; a spring also starts with
    /// the property's velocity (SwiftUI's springs "preserve velocity"), which replaces the spring's own
    /// `initialVelocity`, so the velocity is continuous too; a timing curve starts at its own speed (zero for
    /// `easeIn`, `easeInOut`, `default`).
    public static func interrupting(_ state: State, to target: Double, along curve: MotionCurve) -> PropertyMotion {
        switch curve {
        case .bezier:
            PropertyMotion(from: state.value, to: target, curve: curve)
        case .spring(let spring):
            PropertyMotion(from: state.value, to: target, curve: .spring(spring.with(initialVelocity: 0)),
                           initialVelocity: state.velocity)
        }
    }
}
