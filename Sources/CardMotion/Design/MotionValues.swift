import CardGeometry

/// A card's live motion at one instant, as expressions read it: `motion.x`, `motion.y`, `motion.angle` and
/// `motion.progress`. Each control says how it derives them (docs/controls/*.md, "Motion values").
public struct MotionValues: Hashable, Sendable {
    /// The card centre's displacement on screen from where the card rests, in points (x right, y down).
    public var x: Double
    public var y: Double
    /// The card's rotation on screen relative to its resting rotation, in degrees, clockwise positive.
    public var angle: Double
    /// Signed progress toward the control's removal threshold along its drag axis, -1...1.
    public var progress: Double

    public init(x: Double, y: Double, angle: Double, progress: Double) {
        self.x = x
        self.y = y
        self.angle = angle
        self.progress = min(max(progress, -1), 1)
    }

    /// A card at rest: every value 0.
    public static let rest = MotionValues(x: 0, y: 0, angle: 0, progress: 0)

    /// The prefix of a motion value's name: `motion.progress`.
    public static let prefix = "motion."

    /// The names an expression may read, in the order the docs list them.
    public static let names = ["motion.x", "motion.y", "motion.angle", "motion.progress"]

    /// The value of `name` (one of ``names``), or `nil` for any other name.
    public func value(named name: String) -> Double? {
        switch name {
        case "motion.x": x
        case "motion.y": y
        case "motion.angle": angle
        case "motion.progress": progress
        default: nil
        }
    }
}
