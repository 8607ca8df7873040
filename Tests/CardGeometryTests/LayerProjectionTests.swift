import Foundation
import Testing
@testable import CardGeometry

/// A layer's corners through its rotations and a parent's perspective, worked by hand (docs/3d.md).
@Suite struct LayerProjectionTests {
    private static func project(_ size: Size = Size(width: 200, height: 300), at position: Point = Point(x: 0, y: 0),
                                x: Double = 0, y: Double = 0, z: Double = 0, eye: Double? = 500) throws -> LayerProjection {
        try LayerProjection(size: size, position: position, rotationX: x, rotationY: y, rotationZ: z, eyeDistance: eye)
    }

    /// A w × h card turned θ about y with eye distance D: a vertical edge at x = ±w/2 (points from the centre) turns
    /// to X = ±(w/2)·cos θ and Z = ∓(w/2)·sin θ, so w' = 1 − Z/D = 1 ± (w/2)·sin θ / D. Its corners (±w/2, ±h/2) land
    /// at (X/w', ±(h/2)/w'): the edge is h / (1 ± (w/2)·sin θ / D) high, at X/w' from the centre.
    /// For 200 × 300, 60° and D = 500: w' = 1 ∓ 100·(√3/2)/500 = 1 ∓ 0.173205…, so the left edge (coming toward the
    /// viewer) is 300 / 0.826795 = 362.8469 high at x = −50 / 0.826795 = −60.4745, and the right edge (going away)
    /// 300 / 1.173205 = 255.7098 high at x = 50 / 1.173205 = 42.6183.
    @Test func sixtyDegreesAboutYWithPerspective500() throws {
        let projection = try Self.project(at: Point(x: 195, y: 422), y: 60)
        let corners = projection.corners
        let k = 100 * 3.0.squareRoot() / 2 / 500
        let left = 300 / (1 - k), right = 300 / (1 + k)
        #expect(abs((corners[3].y - corners[0].y) - left) < 1e-9)
        #expect(abs((corners[2].y - corners[1].y) - right) < 1e-9)
        #expect(abs(left - 362.846932) < 1e-6 && abs(right - 255.709769) < 1e-6)
        #expect(abs(corners[0].x - (195 - 50 / (1 - k))) < 1e-9 && abs(corners[0].x - 134.525511) < 1e-6)
        #expect(abs(corners[1].x - (195 + 50 / (1 + k))) < 1e-9 && abs(corners[1].x - 237.618295) < 1e-6)
        // Each edge is centred on the position's row, and the card's centre stays on the position.
        #expect(abs((corners[0].y + corners[3].y) / 2 - 422) < 1e-9 && abs((corners[1].y + corners[2].y) / 2 - 422) < 1e-9)
        let centre = try #require(Homography(planeOf: projection.transform).applied(to: Point(x: 100, y: 150)))
        #expect(abs(centre.x - 195) < 1e-12 && abs(centre.y - 422) < 1e-12)
        #expect(projection.facing == .front)
    }

    /// The same turn without perspective is the affine squash: both edges 300 high, 100·cos 60° = 50 from the centre.
    @Test func withoutPerspectiveTheEdgesKeepTheirHeight() throws {
        let corners = try Self.project(y: 60, eye: nil).corners
        #expect(corners[0].y == -150 && corners[3].y == 150 && corners[1].y == -150 && corners[2].y == 150)
        #expect(abs(corners[0].x + 50) < 1e-12 && abs(corners[1].x - 50) < 1e-12)
    }

    @Test func noTurnIsTheRectangleItself() throws {
        let projection = try Self.project(at: Point(x: 10, y: 20))
        #expect(projection.corners == [Point(x: -90, y: -130), Point(x: 110, y: -130), Point(x: 110, y: 170), Point(x: -90, y: 170)])
        #expect(projection.facing == .front)
        #expect(projection.doubleSignedArea == 2 * 200 * 300)
    }

    /// Half a turn about y shows the back: the same rectangle, its left and right corners traded (mirrored order).
    @Test func halfATurnShowsTheBack() throws {
        let projection = try Self.project(y: 180)
        #expect(projection.corners == [Point(x: 100, y: -150), Point(x: -100, y: -150), Point(x: -100, y: 150), Point(x: 100, y: 150)])
        #expect(projection.facing == .back)
        #expect(try Self.project(x: 180).facing == .back)
        #expect(try Self.project(z: 180).facing == .front)
    }

    /// The back shows from just past 90 degrees, about either axis, with or without perspective.
    @Test func theBackShowsPastNinetyDegrees() throws {
        #expect(try Self.project(y: 89.9).facing == .front)
        #expect(try Self.project(y: 90.1).facing == .back)
        #expect(try Self.project(y: -90.1).facing == .back)
        #expect(try Self.project(x: 90.1).facing == .back)
        #expect(try Self.project(y: 269.9).facing == .back)
        #expect(try Self.project(y: 270.1).facing == .front)
        #expect(try Self.project(y: 91, eye: nil).facing == .back)
    }

    /// Exactly 90 degrees about y: every corner has X = 0, so the quad is a vertical segment of no area (edge-on,
    /// drawn as nothing). The near corners (Z = +100, w' = 0.8) reach 150 / 0.8 = 187.5 from the centre row, the far
    /// ones (w' = 1.2) 125.
    @Test func aQuarterTurnIsEdgeOn() throws {
        let projection = try Self.project(y: 90)
        #expect(projection.facing == .edgeOn)
        #expect(projection.doubleSignedArea == 0)
        #expect(projection.corners.map(\.x) == [0, 0, 0, 0])
        for (corner, y) in zip(projection.corners, [-187.5, -125, 125, 187.5]) { #expect(abs(corner.y - y) < 1e-12) }
        #expect(try Self.project(x: -90).facing == .edgeOn)
    }

    /// A corner at or behind the eye (w' <= 0) is refused: at 90 degrees with D = 100 the left edge is 100 points
    /// toward the viewer, exactly at the eye (w' = 1 − 100/100 = 0); with D = 50 it is behind it.
    @Test func cornersAtOrBehindTheEyeAreRefused() {
        #expect(throws: LayerProjectionError.behindEye(corner: 0, w: 0)) { try Self.project(y: 90, eye: 100) }
        #expect(Self.refusedCorner { try Self.project(y: 60, eye: 50) } == 0)
        #expect(Self.refusedCorner { try Self.project(y: -60, eye: 50) } == 1)
        #expect(Self.refusedCorner { try Self.project(x: 60, eye: 100) } == 2)
        #expect(Self.refusedCorner { try Self.project(y: 60, eye: 87) } == nil)
        #expect(throws: LayerProjectionError.eyeDistance(0)) { try Self.project(eye: 0) }
        #expect(throws: LayerProjectionError.eyeDistance(-500)) { try Self.project(eye: -500) }
        #expect(throws: LayerProjectionError.notFinite) { try Self.project(y: .nan) }
        #expect(throws: LayerProjectionError.negativeSize) { try Self.project(Size(width: -1, height: 1)) }
        #expect("\(LayerProjectionError.behindEye(corner: 0, w: 0))".contains("top-left corner reaches the viewer's eye"))
    }

    /// The corner a projection refuses as at or behind the eye, and the w' it found below or at 0.
    private static func refusedCorner(_ project: () throws -> LayerProjection) -> Int? {
        do {
            _ = try project()
            return nil
        } catch let error as LayerProjectionError {
            guard case .behindEye(let corner, let w) = error, w <= 0 else { return -1 }
            return corner
        } catch {
            return -1
        }
    }

    /// The front faces the viewer exactly when cos x · cos y > 0, whatever the turn about z and the eye distance: the
    /// layer's normal (0, 0, 1) turns to (cos x · sin y, −sin x, cos x · cos y) (Rz keeps z), and the eye is on the
    /// axis through the layer's centre, which lies in its plane. Checked on a grid of 7.5° steps.
    @Test func theFrontShowsWhenCosXTimesCosYIsPositive() throws {
        let angles = stride(from: -180.0, through: 180, by: 7.5)
        for x in angles {
            for y in angles {
                let product = cos(x * .pi / 180) * cos(y * .pi / 180)
                guard abs(product) > 1e-9 else { continue }
                for (z, eye) in [(0.0, 500.0 as Double?), (37.5, 1000), (-120, nil)] {
                    let facing = try Self.project(x: x, y: y, z: z, eye: eye).facing
                    #expect(facing == (product > 0 ? .front : .back), "x \(x), y \(y), z \(z), eye \(String(describing: eye))")
                }
            }
        }
    }

    /// The three angles turn about x first, then y, then z.
    @Test func anglesApplyXThenYThenZ() throws {
        let combined = LayerProjection.transform(rotationX: 30, rotationY: 40, rotationZ: 50)
        let stepwise = Transform3D(rotationDegrees: 30, about: .x).homogeneous(x: 1, y: 2, z: 0)
        let throughY = Transform3D(rotationDegrees: 40, about: .y).homogeneous(x: stepwise.x, y: stepwise.y, z: stepwise.z)
        let throughZ = Transform3D(rotationDegrees: 50, about: .z).homogeneous(x: throughY.x, y: throughY.y, z: throughY.z)
        let direct = combined.homogeneous(x: 1, y: 2, z: 0)
        #expect(abs(direct.x - throughZ.x) < 1e-12 && abs(direct.y - throughZ.y) < 1e-12 && abs(direct.z - throughZ.z) < 1e-12)
    }
}
