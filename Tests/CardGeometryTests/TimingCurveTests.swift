import Testing
@testable import CardGeometry

/// The test vectors of docs/physics.md#timing-curves: y at x = 0.1, 0.25, 0.5, 0.75, 0.9 (six decimals, so 5e-7).
@Suite struct TimingCurveTests {
    static let fractions = [0.1, 0.25, 0.5, 0.75, 0.9]

    @Test(arguments: [
        (TimingCurve.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
        (TimingCurve.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
        (TimingCurve.easeInEaseOut, [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
        (TimingCurve.systemDefault, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
    ])
    func vectors(curve: TimingCurve, expected: [Double]) {
        for (fraction, value) in zip(Self.fractions, expected) {
            #expect(abs(curve.progress(at: fraction) - value) < 5e-7, "x = \(fraction)")
        }
    }

    @Test func endpointsAreExactAndTheCurvesAreMonotonic() {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInEaseOut, .systemDefault, .linear] {
            #expect(curve.progress(at: 0) == 0)
            #expect(abs(curve.progress(at: 1) - 1) < 1e-9)
            var previous = 0.0
            for step in 1...1000 {
                let value = curve.progress(at: Double(step) / 1000)
                #expect(value >= previous - 1e-12)
                previous = value
            }
        }
        #expect(TimingCurve.linear.progress(at: 0.37) == 0.37)
    }
}
