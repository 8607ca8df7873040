/// Conversions from `Double` to a fixed-width integer that never trap: `Int(x)` and `Int32(x)` stop the process when
/// `x` is infinite, NaN or beyond the type's range, and a value computed from a script or a C library (Pango, Cairo)
/// can be any of them.
extension FixedWidthInteger {
    /// `value` rounded by `rule`, or `nil` when it is not finite or the rounded value lies outside the type's range.
    @inlinable
    public init?(checking value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let rounded = value.rounded(rule)
        // `Double(Self.max) + 1` is the first value past the range: exact up to 32 bits, and for 64 bits `Self.max`
        // already rounds up to 2^63 (2^64), which is past the range.
        guard rounded.isFinite, rounded >= Double(Self.min), rounded < Double(Self.max) + 1 else { return nil }
        self.init(rounded)
    }

    /// `value` rounded by `rule` and clamped to `range`; NaN gives `range.lowerBound`, infinities the nearer bound.
    @inlinable
    public init(clamping value: Double, to range: ClosedRange<Self>,
                rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let rounded = value.rounded(rule)
        if rounded.isNaN || rounded <= Double(range.lowerBound) {
            self = range.lowerBound
        } else if rounded >= Double(range.upperBound) {
            self = range.upperBound
        } else {
            self.init(rounded)
        }
    }
}
