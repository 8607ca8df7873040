import Foundation
import Testing
@testable import CardGeometry

/// The scroll view's motion after a lift: deceleration, bounce back and the paging settle
/// (docs/physics.md#deceleration, docs/physics.md#bounce-back, docs/physics.md#paging).
@Suite struct ScrollPhysicsTests {
    /// 1000 pt/s at 0.998 stops where the speed reaches 10 pt/s: r·(v − 0.01)/(1 − r) = 494.01 pt after
    /// ln(0.01)/ln(0.998) = 2300.3 ms; on the way it follows the discrete law (90.54 pt after 100 ms).
    @Test func freeDecelerationStopsAtTenPointsPerSecond() {
        let motion = ScrollAxisMotion.deceleration(from: 20, velocity: 1000, range: 0...10_000, tolerance: 0.25)
        #expect(abs(motion.restingValue - (20 + 494.01)) < 1e-9)
        #expect(abs(motion.duration - log(0.01) / log(0.998) / 1000) < 1e-12)
        #expect(abs(motion.duration - 2.3003) < 0.0001)
        #expect(abs(motion.value(after: 0.1) - (20 + 499 * (1 - pow(0.998, 100)))) < 1e-9)
        #expect(abs(motion.value(after: 0.1) - 110.535) < 0.0005)
        #expect(motion.value(after: motion.duration) == motion.restingValue)
        // Backwards is the mirror image.
        let back = ScrollAxisMotion.deceleration(from: 600, velocity: -1000, range: 0...10_000, tolerance: 0.25)
        #expect(abs(back.restingValue - (600 - 494.01)) < 1e-9)
    }

    @Test func slowerThanTheStopSpeedDoesNotMove() {
        let motion = ScrollAxisMotion.deceleration(from: 5, velocity: 9.9, range: 0...100, tolerance: 0.25)
        #expect(motion.duration == 0 && motion.restingValue == 5)
    }

    /// From 0 at 1000 pt/s with the edge 100 pt away: the edge is reached when r^t = 1 − 100·(1 − r)/(1·r), after
    /// 111.7 ms at 799.6 pt/s; the content passes it by at most 26.63 pt, turns back and rests exactly on it.
    @Test func decelerationReachingAnEdgeBouncesBack() throws {
        let motion = ScrollAxisMotion.deceleration(from: 0, velocity: 1000, range: 0...100, tolerance: 0.25)
        let crossing = log(1 - 100 * 0.002 / 0.998) / log(0.998) / 1000
        #expect(abs(crossing - 0.1117) < 0.0001)
        #expect(abs(motion.value(after: crossing) - 100) < 1e-9)
        #expect(abs(motion.value(after: crossing - 1e-6) - 100) < 0.001)
        let samples = stride(from: crossing, through: motion.duration, by: 0.0001).map { motion.value(after: $0) }
        let peak = try #require(samples.max())
        #expect(abs(peak - 126.627) < 0.001)
        #expect(motion.restingValue == 100)
        #expect(abs(motion.value(after: motion.duration - 1e-9) - 100) <= 0.25 + 1e-6)
        #expect(motion.value(after: motion.duration) == 100)
    }

    /// Released 40 pt past the edge at rest: the overshoot shrinks by 0.99 per millisecond (14.64 pt after 100 ms).
    @Test func releasedPastAnEdgeReturns() {
        let motion = ScrollAxisMotion.deceleration(from: -40, velocity: 0, range: 0...100, tolerance: 0.25)
        #expect(abs(motion.value(after: 0.1) - (-40 * pow(0.99, 100))) < 1e-9)
        #expect(abs(motion.value(after: 0.1) + 14.64) < 0.005)
        // Within 0.25 pt after ln(0.25/40)/ln(0.99) = 505.0 ms.
        #expect(abs(motion.duration - log(0.25 / 40) / log(0.99) / 1000) < 1e-6)
        #expect(motion.restingValue == 0)
    }

    /// The bounce law composes: one evaluation at a + b equals stepping to a and then b from that state, with the
    /// velocity scaled by (r · 0.99)^a.
    @Test func edgeBounceComposes() {
        let law = EdgeBounce()
        let x0 = 12.0, v0 = 800.0
        let a = 0.016, b = 0.033
        let atA = law.overshoot(after: a, from: x0, velocity: v0)
        let velocityAtA = v0 * pow(law.rate * law.factor, a * 1000)
        let stepped = law.overshoot(after: b, from: atA, velocity: velocityAtA)
        #expect(abs(stepped - law.overshoot(after: a + b, from: x0, velocity: v0)) < 1e-9)
    }

    /// The paging settle leaves at the release velocity and arrives at rest on the page after its duration.
    @Test func pagingSettleKeepsTheReleaseVelocity() {
        let settle = PagingSettle(duration: 0.35)
        #expect(settle.offset(after: 0, from: 310, to: 600, velocity: 1240) == 310)
        #expect(settle.offset(after: 0.35, from: 310, to: 600, velocity: 1240) == 600)
        #expect(abs(settle.velocity(after: 0, from: 310, to: 600, velocity: 1240) - 1240) < 1e-9)
        #expect(abs(settle.velocity(after: 0.35 - 1e-9, from: 310, to: 600, velocity: 1240)) < 1e-4)
        var previous = 310.0
        for step in 1...35 {
            let value = settle.offset(after: Double(step) / 100, from: 310, to: 600, velocity: 1240)
            #expect(value >= previous && value <= 600)
            previous = value
        }
    }

    /// A start faster than 3 · distance / duration is capped so the page is never passed; a velocity away from the
    /// page is dropped, which leaves a symmetric ease in and out (the midpoint at half time).
    @Test func pagingSettleNeverPassesThePage() {
        let settle = PagingSettle(duration: 0.35)
        // 30 pt to go at 2000 pt/s: capped at 3 · 30 / 0.35 = 257.1 pt/s.
        #expect(abs(settle.velocity(after: 0, from: 270, to: 300, velocity: 2000) - 90 / 0.35) < 1e-9)
        for step in 0...35 {
            #expect(settle.offset(after: Double(step) / 100, from: 270, to: 300, velocity: 2000) <= 300)
        }
        #expect(settle.velocity(after: 0, from: -50, to: 0, velocity: -900) == 0)
        #expect(abs(settle.offset(after: 0.175, from: -50, to: 0, velocity: -900) + 25) < 1e-12)
    }

    /// The rubber band's inverse recovers the finger distance; offsets of a whole dimension are out of reach.
    @Test(arguments: [25.73, 48.35, 86.27, 141.94, 231.58])
    func rubberBandInverse(offset: Double) {
        let distance = RubberBand.distance(forOffset: offset, dimension: 400)
        #expect(abs(RubberBand.offset(pastEdge: distance, dimension: 400) - offset) < 1e-9)
        #expect(abs(RubberBand.distance(forOffset: -offset, dimension: 400) + distance) < 1e-9)
        #expect(RubberBand.distance(forOffset: 400, dimension: 400) == .infinity)
    }
}
