import Foundation
import Testing
@testable import CardGeometry

/// Deceleration, projection and rubber band vectors of docs/physics.md#deceleration and
/// docs/physics.md#rubber-band.
@Suite struct DecayTests {
    /// 1000 pt/s at rate 0.998: WWDC form 499.0, exact integral 499.5, UIKit's target 494.5 (one decimal).
    @Test func projections() {
        let decay = Decay(rate: Decay.normalRate)
        #expect(abs(decay.wwdcProjectedDistance(initialVelocity: 1000) - 499.0) < 0.05)
        #expect(abs(decay.integratedDistance(initialVelocity: 1000) - 499.5) < 0.05)
        #expect(abs(decay.projectedDistance(initialVelocity: 1000) - 494.5) < 0.05)
        #expect(abs(decay.projectedDistance(initialVelocity: -1000) + 494.5) < 0.05)
    }

    /// The discrete sum approaches the WWDC total and the velocity falls by r each millisecond.
    @Test func offsetAndVelocity() {
        let decay = Decay()
        #expect(decay.offset(after: 0, initialVelocity: 1000) == 0)
        #expect(abs(decay.offset(after: 60, initialVelocity: 1000) - 499.0) < 1e-9)
        #expect(abs(decay.velocity(after: 0.001, initialVelocity: 1000) - 998) < 1e-9)
        let duration = decay.duration(toReach: 10, from: 1000)
        #expect(abs(decay.velocity(after: duration, initialVelocity: 1000) - 10) < 1e-9)
    }

    /// d = 400: x = 50, 100, 200, 400, 1000 -> 25.73, 48.35, 86.27, 141.94, 231.58 (two decimals).
    @Test(arguments: [(50.0, 25.73), (100, 48.35), (200, 86.27), (400, 141.94), (1000, 231.58)])
    func rubberBand(distance: Double, expected: Double) {
        #expect(abs(RubberBand.offset(pastEdge: distance, dimension: 400) - expected) < 0.005)
        #expect(abs(RubberBand.offset(pastEdge: -distance, dimension: 400) + expected) < 0.005)
    }
}
