import Foundation
import PropertyBased
import Testing
@testable import CardGeometry

/// Core Animation's named curves and `cubicBezier` (docs/motion.md#timing-curves). The expected values were solved
/// independently: bisection of the Bernstein form x(t) to 1e-15, then y(t) and y′(t)/x′(t), nine decimals.
@Suite struct MotionCurveTests {
    static let fractions = [0.1, 0.3, 0.5, 0.7, 0.9]

    @Test(arguments: [
        ("linear", [0.1, 0.3, 0.5, 0.7, 0.9], [1.0, 1.0, 1.0, 1.0, 1.0]),
        ("easeIn", [0.017026610, 0.129576761, 0.315356813, 0.554814033, 0.839427846],
         [0.324183075, 0.768389318, 1.073978780, 1.313461443, 1.535074010]),
        ("easeOut", [0.160572154, 0.445185967, 0.684643187, 0.870423239, 0.982973390],
         [1.535074010, 1.313461443, 1.073978780, 0.768389318, 0.324183075]),
        ("easeInOut", [0.019722454, 0.187395907, 0.500000000, 0.812604093, 0.980277546],
         [0.402244219, 1.267217836, 1.724137931, 1.267217836, 0.402244219]),
        ("default", [0.094796306, 0.513315161, 0.802403388, 0.940764614, 0.994316477],
         [1.539757853, 1.969312873, 0.994142452, 0.443028084, 0.117447087]),
    ])
    func namedCurves(name: String, progress: [Double], slopes: [Double]) throws {
        let curve = try #require(TimingCurve.named(name))
        for (index, fraction) in Self.fractions.enumerated() {
            #expect(abs(curve.progress(at: fraction) - progress[index]) < 1e-6, "\(name) at \(fraction)")
            #expect(abs(curve.slope(at: fraction) - slopes[index]) < 1e-6, "\(name) slope at \(fraction)")
            // Progress per second over 0.4 s is the slope / 0.4.
            #expect(abs(curve.velocity(elapsed: fraction * 0.4, duration: 0.4) - slopes[index] / 0.4) < 1e-5)
        }
    }

    /// easeInOutBack's control points: y leaves 0...1 (an overshoot), which Core Animation allows.
    @Test func cubicBezierWithOvershoot() throws {
        let curve = try TimingCurve.cubicBezier([0.68, -0.55, 0.265, 1.55])
        let expected = [-0.066291477, -0.049316718, 0.606679897, 1.069260561, 1.062373195]
        let slopes = [-0.495026670, 0.971280432, 4.973562738, 0.606454634, -0.482844499]
        for (index, fraction) in Self.fractions.enumerated() {
            #expect(abs(curve.progress(at: fraction) - expected[index]) < 1e-6)
            #expect(abs(curve.slope(at: fraction) - slopes[index]) < 1e-6)
        }
    }

    @Test func cubicBezierIsChecked() {
        #expect(throws: MotionParameterError.controlPointOutOfRange("x1", 1.2)) { try TimingCurve.cubicBezier([1.2, 0, 0.5, 1]) }
        #expect(throws: MotionParameterError.controlPointOutOfRange("x2", -0.1)) { try TimingCurve.cubicBezier([0.2, 0, -0.1, 1]) }
        #expect(throws: MotionParameterError.cubicBezierCount(3)) { try TimingCurve.cubicBezier([0.2, 0, 1]) }
        #expect(throws: MotionParameterError.notFinite("y2")) { try TimingCurve.cubicBezier([0.2, 0, 1, .nan]) }
        #expect(TimingCurve.named("easeInEaseOut") == nil)
        #expect(MotionParameterError.controlPointOutOfRange("x1", 1.2).description
                == "cubicBezier x1 is 1.2; a control point's x is time and must be within 0...1")
    }

    /// For any curve Core Animation accepts: the solved t puts x(t) within 1e-6 of the fraction, the progress is y at
    /// that t, and the slope is dy/dx there, checked against central differences along the curve's parameter:
    /// (y(t + h) − y(t − h)) / (x(t + h) − x(t − h)), h = 1e-6.
    ///
    /// The differences are taken in t, not over the fraction: progress is solved only to 1e-7 in x (Newton's
    /// tolerance), so `progress(f ± h)` each carry up to slope·1e-7 of error and their difference quotient up to
    /// slope·1e-7/h, a tenth of the slope for h = 1e-6 (2 million random cases: 210 missed 1e-3, the worst by 0.064;
    /// a larger h trades that for truncation error on steep curves: 1,299 missed with h = 1e-3). In t both sides are
    /// exact polynomials: the same 2 million cases agree to 2.3e-9 relative, so 1e-6 is a bound with room.
    @Test func solvedToAMillionthWithItsDerivative() async {
        let curves = zip(Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1), Gen.double(in: -1...2))
        await propertyCheck(count: 300, input: curves, Gen.double(in: 0.02...0.98)) { points, fraction in
            let curve = try TimingCurve.cubicBezier([points.0, points.1, points.2, points.3])
            let t = curve.solveCurveX(fraction)
            #expect(abs(curve.sampleX(t) - fraction) < 1e-6)
            #expect(curve.progress(at: fraction) == curve.sampleY(t))
            let h = 1e-6
            let numeric = (curve.sampleY(t + h) - curve.sampleY(t - h)) / (curve.sampleX(t + h) - curve.sampleX(t - h))
            #expect(abs(curve.slope(at: fraction) - numeric) <= 1e-6 * max(1, abs(numeric)))
        }
    }
}
