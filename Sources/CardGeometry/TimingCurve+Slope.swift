/// The speed of a timing curve: what an interruption needs to know how fast a property was moving.
extension TimingCurve {
    /// dy/dx at `fraction` of the duration: progress per unit of the time fraction, `y′(t) / x′(t)` at the t that
    /// solves x(t) = fraction (chain rule). Divide by the duration for progress per second. Where x′(t) = 0 (an end
    /// with a control point on it, such as `easeIn`'s start) the ratio's limit is the end gradient. Outside 0...1
    /// the extrapolation's constant gradient.
    public func slope(at fraction: Double) -> Double {
        if self == .linear { return 1 }
        if fraction < 0 { return startGradient }
        if fraction > 1 { return endGradient }
        let t = solveCurveX(fraction)
        let dx = sampleDerivativeX(t), dy = (3 * ay * t + 2 * by) * t + cy
        if abs(dx) < 1e-9 { return t < 0.5 ? startGradient : endGradient }
        return dy / dx
    }

    /// Progress per second at `elapsed` seconds into a curve of `duration` seconds.
    public func velocity(elapsed: Double, duration: Double) -> Double {
        guard duration > 0, elapsed >= 0, elapsed <= duration else { return 0 }
        return slope(at: elapsed / duration) / duration
    }
}
