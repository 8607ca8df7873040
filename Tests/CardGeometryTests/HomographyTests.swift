import Foundation
import Testing
@testable import CardGeometry

@Suite struct HomographyTests {
    /// A rectangle onto itself is the identity, exactly.
    @Test func rectangleOntoItselfIsTheIdentity() throws {
        let corners = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 3), Point(x: 0, y: 3)]
        let mapping = try #require(Homography(width: 4, height: 3, to: corners))
        #expect(mapping == Homography(h11: 1, h12: 0, h13: 0, h21: 0, h22: 1, h23: 0, h31: 0, h32: 0, h33: 1))
    }

    /// The rectangle's corners go to the quad's corners, and its centre to where the quad's diagonals cross (a
    /// projective mapping keeps lines and incidence): for (0, 0), (100, 20), (100, 80), (0, 100) the diagonals
    /// y = 0.8x and y = 100 − 0.8x meet at (62.5, 50).
    @Test func cornersAndCentreGoWhereExpected() throws {
        let quad = [Point(x: 0, y: 0), Point(x: 100, y: 20), Point(x: 100, y: 80), Point(x: 0, y: 100)]
        let mapping = try #require(Homography(width: 20, height: 10, to: quad))
        for (corner, image) in zip([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 10), Point(x: 0, y: 10)], quad) {
            let mapped = try #require(mapping.applied(to: corner))
            #expect(abs(mapped.x - image.x) < 1e-12 && abs(mapped.y - image.y) < 1e-12)
        }
        let centre = try #require(mapping.applied(to: Point(x: 10, y: 5)))
        #expect(abs(centre.x - 62.5) < 1e-12 && abs(centre.y - 50) < 1e-12)
        let inverse = try #require(mapping.inverted())
        let back = try #require(inverse.applied(to: Point(x: 62.5, y: 50)))
        #expect(abs(back.x - 10) < 1e-12 && abs(back.y - 5) < 1e-12)
    }

    /// The corner-based mapping and the 3D transform's plane agree (a projective mapping of a rectangle is fixed by
    /// its four corners).
    @Test func cornersAgreeWithTheTransformsPlane() throws {
        let projection = try LayerProjection(size: Size(width: 200, height: 300), position: Point(x: 195, y: 422),
                                             rotationX: 20, rotationY: 60, rotationZ: 10, eyeDistance: 500)
        let fromCorners = try #require(Homography(width: 200, height: 300, to: projection.corners))
        let fromPlane = Homography(planeOf: projection.transform)
        for point in [Point(x: 37, y: 201), Point(x: 100, y: 150), Point(x: 180, y: 12)] {
            let a = try #require(fromCorners.applied(to: point)), b = try #require(fromPlane.applied(to: point))
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        }
    }

    @Test func degenerateQuadsHaveNoMapping() {
        #expect(Homography(width: 1, height: 1, to: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 0, y: 1)]) == nil)
        #expect(Homography(width: 0, height: 1, to: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]) == nil)
    }
}
