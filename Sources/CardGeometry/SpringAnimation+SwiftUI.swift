import Foundation

/// SwiftUI's ways of naming a spring, mapped to mass, stiffness and damping by Apple's formulas
/// (docs/motion.md#swiftui-springs).
extension SpringAnimation {
    /// `Spring(response:dampingRatio:)` / `.spring(response:dampingFraction:)`: mass 1, stiffness (2π/response)²,
    /// damping 4π·dampingFraction/response (ζ = dampingFraction, ω0 = 2π/response). `response` in seconds, > 0;
    /// `dampingFraction` > 0 (0 would never settle; above 1 over-damps).
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) throws(MotionParameterError) {
        guard response.isFinite else { throw .notFinite("response") }
        guard dampingFraction.isFinite else { throw .notFinite("dampingFraction") }
        guard response > 0 else { throw .notPositive("response", response) }
        guard dampingFraction > 0 else { throw .neverSettles("dampingFraction", dampingFraction) }
        let omega = 2 * Double.pi / response
        try self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingFraction / response,
                      initialVelocity: initialVelocity)
    }

    /// iOS 17's `Spring(duration:bounce:)`: `duration` is the response (2π/ω0, the period of the undamped spring) and
    /// the damping ratio is 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below (over-damped), as Apple's example
    /// checks: duration 0.5, bounce 0.3 → mass 1, stiffness 157.9, damping 17.6. `bounce` within −1 < bounce < 1 (1
    /// would never settle, −1 damps infinitely); duration > 0.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) throws(MotionParameterError) {
        guard bounce.isFinite else { throw .notFinite("bounce") }
        guard bounce < 1 else { throw .neverSettles("bounce", 1 - bounce) }
        guard bounce > -1 else { throw .outOfRange("bounce", bounce, -1...1) }
        guard duration.isFinite else { throw .notFinite("duration") }
        guard duration > 0 else { throw .notPositive("duration", duration) }
        try self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce),
                      initialVelocity: initialVelocity)
    }

    /// SwiftUI's presets, `Spring.smooth`, `.snappy` and `.bouncy`: duration 0.5 s with a base bounce of 0, 0.15 and
    /// 0.3 (Apple: `smooth(duration: 0.5, extraBounce: 0)` "added to the base bounce of 0"; snappy's base 0.15,
    /// bouncy's 0.3), plus `extraBounce`.
    public enum Preset: String, CaseIterable, Sendable {
        case smooth, snappy, bouncy

        /// The preset's base bounce.
        public var baseBounce: Double {
            switch self {
            case .smooth: 0
            case .snappy: 0.15
            case .bouncy: 0.3
            }
        }

        /// The preset's default duration, in seconds.
        public static let defaultDuration = 0.5
    }

    /// A preset spring with `duration` seconds and `extraBounce` added to its base bounce.
    public init(_ preset: Preset, duration: Double = Preset.defaultDuration, extraBounce: Double = 0,
                initialVelocity: Double = 0) throws(MotionParameterError) {
        try self.init(duration: duration, bounce: preset.baseBounce + extraBounce, initialVelocity: initialVelocity)
    }

    /// SwiftUI's `Spring.bounce`: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (the inverse of ``init(duration:bounce:initialVelocity:)``).
    public var bounce: Double {
        let zeta = oscillator.dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// SwiftUI's `Spring.duration` (the response): 2π/ω0, in seconds.
    public var response: Double { 2 * Double.pi / oscillator.naturalFrequency }
}
