/// A frame rate as a fraction of whole numbers, the form ffmpeg takes a rate in exactly (`60`, `30000/1001`), so that
/// its frame times are the ones ``FrameTiming`` gives, not those of a rate rounded to a few decimals.
struct FrameRateFraction: Hashable, Sendable, CustomStringConvertible {
    /// Frames...
    var numerator: Int
    /// ...per this many seconds; both at most `Int32.max`, as ffmpeg's rationals hold them.
    var denominator: Int

    /// The simplest fraction equal to `fps` (frames per second, finite and positive) to within its last digits: the
    /// first convergent of its continued fraction within 1e-12 of it, so 29.97 is 2997/100 and 30000 / 1001.0 is
    /// 30000/1001; else the closest convergent whose terms fit ffmpeg's rationals.
    init(_ fps: Double) {
        precondition(fps.isFinite && fps > 0, "a frame rate is finite and positive")
        let limit = Double(Int32.max)
        // Convergents h/k of the continued fraction [a0; a1, a2, ...] of fps, from h-1/k-1 = 1/0 and h-2/k-2 = 0/1.
        var (numerator, denominator) = (1.0, 0.0)
        var (previousNumerator, previousDenominator) = (0.0, 1.0)
        var rest = fps
        while true {
            let term = rest.rounded(.down)
            let next = (term * numerator + previousNumerator, term * denominator + previousDenominator)
            guard next.0 <= limit, next.1 <= limit else { break }
            (previousNumerator, previousDenominator) = (numerator, denominator)
            (numerator, denominator) = next
            let fraction = rest - term
            guard abs(numerator / denominator - fps) > fps * 1e-12, fraction > 0 else { break }
            rest = 1 / fraction
        }
        self.numerator = max(1, Int(numerator))
        self.denominator = max(1, Int(denominator))
    }

    /// This rate divided by `step` (every `step`-th frame kept), in lowest terms.
    func divided(by step: Int) -> FrameRateFraction {
        var result = self
        result.denominator *= step
        var (a, b) = (result.numerator, result.denominator)
        while b != 0 { (a, b) = (b, a % b) }
        result.numerator /= a
        result.denominator /= a
        return result
    }

    /// `60`, or `30000/1001`.
    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
