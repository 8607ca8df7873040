import Foundation
import PropertyBased
import Testing
@testable import CardGeometry

/// Laws the geometry must keep for any input, checked on random values (swift-property-based prints the seed of
/// a failure; `.fixedSeed(...)` on the test replays it).
@Suite struct GeometryPropertyTests {
    // MARK: Generators

    /// Any transform whose entries are of the sizes a card UI meets: linear part within ±10, translation
    /// within ±2,000 points.
    static let transforms = zip(Gen.double(in: -10...10), Gen.double(in: -10...10),
                                Gen.double(in: -10...10), Gen.double(in: -10...10),
                                Gen.double(in: -2000...2000), Gen.double(in: -2000...2000))
        .map { AffineTransform2D(a: $0, b: $1, c: $2, d: $3, tx: $4, ty: $5) }

    /// Transforms built from parts, as the animator builds them: rotation within ±π, scales of 0.05...5 either
    /// way round, shear within ±2, translation within ±2,000 points.
    static let parts = zip(Gen.double(in: -2000...2000), Gen.double(in: -2000...2000), Gen.double(in: -Double.pi...Double.pi),
                           Gen.double(in: 0.05...5), Gen.double(in: 0.05...5), Gen.double(in: -2...2))
        .map { DecomposedTransform(translationX: $0, translationY: $1, rotation: $2, scaleX: $3, scaleY: $4, shear: $5) }

    static let points = zip(Gen.double(in: -2000...2000), Gen.double(in: -2000...2000)).map { Point(x: $0, y: $1) }

    /// Whether `p` and `q` agree within `relative` of the larger of their sizes and `scale`.
    static func agree(_ p: Point, _ q: Point, relative: Double = 1e-9, scale: Double = 1) -> Bool {
        let size = max(p.length, q.length, scale)
        return (p - q).length <= relative * size
    }

    static func agree(_ s: AffineTransform2D, _ t: AffineTransform2D, tolerance: Double) -> Bool {
        zip([s.a, s.b, s.c, s.d, s.tx, s.ty], [t.a, t.b, t.c, t.d, t.tx, t.ty]).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // MARK: Transforms

    /// `concatenating` means "first self, then other" for every point, and composition is associative.
    @Test func concatenationAppliesInOrderAndAssociates() async {
        await propertyCheck(count: 300, input: Self.transforms, Self.transforms, Self.transforms, Self.points) { s, t, u, p in
            // |entries| ≤ 10, |translations| and |p| ≤ 2,000: two transforms move a point at most ~1e5 points away,
            // three at most ~1e7; rounding is relative to those sizes.
            #expect(Self.agree(p.applying(s.concatenating(t)), p.applying(s).applying(t), scale: 1e5))
            let left = s.concatenating(t).concatenating(u), right = s.concatenating(t.concatenating(u))
            #expect(Self.agree(p.applying(left), p.applying(right), scale: 1e7))
        }
    }

    /// `translatedBy`, `scaledBy` and `rotated` prepend their operation, as CoreGraphics does.
    @Test func builderOperationsPrepend() async {
        await propertyCheck(count: 300, input: Self.transforms, Self.points, Gen.double(in: -Double.pi...Double.pi),
                            Gen.double(in: -5...5)) { t, p, angle, factor in
            #expect(Self.agree(p.applying(t.translatedBy(x: factor, y: -factor)),
                               Point(x: p.x + factor, y: p.y - factor).applying(t), scale: 1e5))
            #expect(Self.agree(p.applying(t.scaledBy(x: factor, y: 2)), Point(x: p.x * factor, y: p.y * 2).applying(t), scale: 1e5))
            let turned = Point(x: p.x * cos(angle) - p.y * sin(angle), y: p.x * sin(angle) + p.y * cos(angle))
            #expect(Self.agree(p.applying(t.rotated(by: angle)), turned.applying(t), scale: 1e5))
        }
    }

    /// A transform whose determinant is not tiny inverts: composing either way gives the identity, and a point
    /// makes the round trip. A singular one has no inverse.
    @Test func inversionUndoesTheTransform() async {
        await propertyCheck(count: 500, input: Self.transforms, Self.points) { t, p in
            guard abs(t.determinant) > 1e-2 else { return }
            let inverse = try #require(t.inverted())
            // ||t|| ≤ 20 and ||t⁻¹|| ≤ ||t|| / |det| for 2 × 2 linear parts: the condition number is at most 400 / |det|.
            let conditioning = 400 / abs(t.determinant)
            #expect(Self.agree(t.concatenating(inverse), .identity, tolerance: 1e-9 * conditioning * 2000))
            #expect(Self.agree(p.applying(t).applying(inverse), p, relative: 1e-10 * conditioning, scale: 2000))
        }
        await propertyCheck(count: 100, input: Self.transforms, Gen.double(in: -10...10)) { t, k in
            // Rows (a, b) and k·(a, b): determinant exactly zero.
            let singular = AffineTransform2D(a: t.a, b: t.b, c: k * t.a, d: k * t.b, tx: t.tx, ty: t.ty)
            if singular.determinant == 0 { #expect(singular.inverted() == nil) }
        }
    }

    /// Splitting a transform into parts and building it again gives the same transform; the parts of a built
    /// transform are the parts it was built from.
    @Test func decompositionRoundTrips() async {
        await propertyCheck(count: 500, input: Self.parts) { parts in
            let transform = parts.transform
            let again = transform.decomposed
            #expect(Self.agree(again.transform, transform, tolerance: 1e-9))
            for (found, original) in zip(again.components, parts.components) {
                #expect(abs(found - original) <= 1e-9 * max(1, abs(original)))
            }
        }
    }

    // MARK: Timing curves

    /// Control points with x in 0...1 (what Core Animation accepts) and any y.
    static let curves = zip(Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1), Gen.double(in: -1...2))
        .map { TimingCurve(controlPoint1: Point(x: $0, y: $1), controlPoint2: Point(x: $2, y: $3)) }

    /// Every curve starts at 0 and ends at 1.
    @Test func timingCurvesRunFromZeroToOne() async {
        await propertyCheck(count: 500, input: Self.curves) { curve in
            #expect(curve.progress(at: 0) == 0)
            #expect(abs(curve.progress(at: 1) - 1) <= 1e-12)
        }
    }

    /// With both control points' y in 0...1, progress never goes back and never leaves 0...1; and whatever the
    /// control points, progress at x(t) is y(t): the solver inverts the curve.
    @Test func timingCurvesAreMonotoneWhenTheirControlPointsAre() async {
        let fractions = Gen.double(in: 0...1).array(of: 2...40).map { $0.sorted() }
        let monotone = zip(Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1))
            .map { TimingCurve(controlPoint1: Point(x: $0, y: $1), controlPoint2: Point(x: $2, y: $3)) }
        await propertyCheck(count: 500, input: monotone, fractions) { curve, fractions in
            let values = fractions.map(curve.progress(at:))
            // The solver stops within 1e-7 in x; 1e-6 lets y step back by that times a slope of up to 10.
            for (earlier, later) in zip(values, values.dropFirst()) { #expect(later >= earlier - 1e-6) }
            for value in values { #expect(value >= -1e-6 && value <= 1 + 1e-6) }
        }
        await propertyCheck(count: 500, input: Self.curves, Gen.double(in: 0...1)) { curve, t in
            // The curve's own point at parameter t, from the Bernstein form (independent of the solver's polynomial).
            let (p1, p2) = (curve.controlPoint1, curve.controlPoint2), u = 1 - t
            let x = 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t
            let y = 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t
            let slopeX = 3 * u * u * p1.x + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (1 - p2.x)
            // Only where x is not nearly flat in t: there the solver's x tolerance (1e-7) maps to at most 1e-6 in t,
            // and y, whose slope in t is at most 3 · 3 = 9 for these control points, to less than 1e-5.
            guard slopeX >= 0.1 else { return }
            #expect(abs(curve.progress(at: x) - y) <= 1e-5)
        }
    }

    // MARK: Springs

    static let springs = zip(Gen.double(in: 0.1...5), Gen.double(in: 1...2000), Gen.double(in: 0...200))
        .map { DampedSpring(mass: $0, stiffness: $1, damping: $2) }

    /// A damped spring starts where it is told, never gains energy, and comes to rest at its target.
    @Test func dampedSpringsLoseEnergyAndSettle() async {
        await propertyCheck(count: 500, input: Self.springs, Gen.double(in: -500...500), Gen.double(in: -5000...5000),
                            Gen.double(in: 0...3).array(of: 2...20).map { $0.sorted() }) { spring, s0, v0, times in
            #expect(abs(spring.displacement(at: 0, initialDisplacement: s0, initialVelocity: v0) - s0) <= 1e-9 * max(1, abs(s0)))
            #expect(abs(spring.velocity(at: 0, initialDisplacement: s0, initialVelocity: v0) - v0) <= 1e-9 * max(1, abs(v0)))
            func energy(_ t: Double) -> Double {
                let x = spring.displacement(at: t, initialDisplacement: s0, initialVelocity: v0)
                let v = spring.velocity(at: t, initialDisplacement: s0, initialVelocity: v0)
                return 0.5 * spring.stiffness * x * x + 0.5 * spring.mass * v * v
            }
            let start = energy(0)
            let energies = times.map(energy)
            for value in energies { #expect(value.isFinite) }
            for (earlier, later) in zip(energies, energies.dropFirst()) { #expect(later <= earlier + 1e-9 * max(1, start)) }
            // Forty time constants of its slowest mode later (energy e⁻⁸⁰ of the start), nothing is left.
            if spring.damping > 0 {
                let zeta = spring.dampingRatio, omega = spring.naturalFrequency
                let slowestRate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
                let late = 40 / slowestRate
                #expect(energy(late) <= 1e-12 * max(1, start))
            }
        }
    }

    /// The velocity is the derivative of the displacement, and together they solve m·x″ + c·x′ + k·x = 0.
    @Test func dampedSpringsSolveTheirEquationOfMotion() async {
        await propertyCheck(count: 500, input: Self.springs, Gen.double(in: -500...500), Gen.double(in: -5000...5000),
                            Gen.double(in: 0.01...2)) { spring, s0, v0, t in
            let h = 1e-6
            func x(_ t: Double) -> Double { spring.displacement(at: t, initialDisplacement: s0, initialVelocity: v0) }
            func v(_ t: Double) -> Double { spring.velocity(at: t, initialDisplacement: s0, initialVelocity: v0) }
            // The size of the terms at t, to scale the finite-difference tolerance.
            let size = max(1, abs(s0) * spring.naturalFrequency, abs(v0))
            #expect(abs((x(t + h) - x(t - h)) / (2 * h) - v(t)) <= 1e-4 * size)
            let acceleration = (v(t + h) - v(t - h)) / (2 * h)
            let force = spring.damping * v(t) + spring.stiffness * x(t)
            #expect(abs(spring.mass * acceleration + force) <= 1e-4 * size * max(spring.naturalFrequency, 1) * max(spring.mass, 1))
        }
    }

    /// UIKit's spring: 0 before it starts, exactly 1 from its duration on, finite between, and its stiffness
    /// solve lands on a positive, finite natural frequency for every duration and damping the API accepts.
    @Test func uiKitSpringsEndExactlyAtTheirTarget() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0.01...10), Gen.double(in: 0.01...1), Gen.double(in: -20...20),
                            Gen.bool, Gen.double(in: 0...1)) { duration, damping, velocity, includesVelocity, fraction in
            let spring = UIKitSpring(duration: duration, dampingRatio: damping, initialVelocity: velocity,
                                     includesVelocityInSolve: includesVelocity)
            #expect(spring.spring.naturalFrequency.isFinite && spring.spring.naturalFrequency > 0)
            #expect(spring.progress(at: 0) == 0)
            #expect(spring.progress(at: -1) == 0)
            #expect(spring.progress(at: duration) == 1)
            #expect(spring.progress(at: duration * 2) == 1)
            #expect(spring.progress(at: duration * fraction).isFinite)
        }
    }

    /// With no initial velocity the solve is exact: the envelope of the oscillation is ``UIKitSpring/envelopeEpsilon``
    /// at the duration, so the spring is within a few thousandths of its target when it snaps there.
    @Test func uiKitSpringsSolveTheirEnvelope() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0.05...10), Gen.double(in: 0.05...0.99)) { duration, damping in
            let spring = UIKitSpring(duration: duration, dampingRatio: damping)
            let zeta = spring.dampingRatio, omega = spring.spring.naturalFrequency
            let root = (1 - zeta * zeta).squareRoot()
            let envelope = zeta / root * exp(-zeta * omega * duration)
            #expect(abs(envelope - UIKitSpring.envelopeEpsilon) <= 1e-9)
            // |1 − progress| is bounded by the full amplitude √(1 + (ζ/√(1−ζ²))²)·e^(−ζωt) = e^(−ζωt)/√(1−ζ²).
            let justBefore = duration * (1 - 1e-9)
            #expect(abs(1 - spring.progress(at: justBefore)) <= exp(-zeta * omega * justBefore) / root + 1e-9)
        }
    }

    // MARK: Decay

    /// Deceleration moves the same way as the release, covers less ground the longer it runs toward a finite
    /// total, and its velocity only shrinks.
    @Test func decayIsMonotoneAndBounded() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0.98...0.999), Gen.double(in: -10000...10000),
                            Gen.double(in: 0...10).array(of: 2...20).map { $0.sorted() }) { rate, velocity, times in
            let decay = Decay(rate: rate)
            let offsets = times.map { decay.offset(after: $0, initialVelocity: velocity) }
            let total = decay.wwdcProjectedDistance(initialVelocity: velocity)
            for offset in offsets {
                #expect(offset * velocity >= 0)
                #expect(abs(offset) <= abs(total) * (1 + 1e-12))
            }
            for (earlier, later) in zip(offsets, offsets.dropFirst()) { #expect(abs(later) >= abs(earlier) * (1 - 1e-12)) }
            let speeds = times.map { abs(decay.velocity(after: $0, initialVelocity: velocity)) }
            for (earlier, later) in zip(speeds, speeds.dropFirst()) { #expect(later <= earlier) }
            #expect(abs(decay.projectedDistance(initialVelocity: velocity)) <= abs(decay.integratedDistance(initialVelocity: velocity)))
        }
    }
}
