import Foundation
import Testing
@testable import CardGeometry

/// CATransform3D's semantics: row vectors, `CATransform3DConcat(a, b)` applies `a` first (docs/3d.md).
@Suite struct Transform3DTests {
    @Test func identityChangesNothing() {
        let image = Transform3D.identity.homogeneous(x: 3, y: -4, z: 5)
        #expect(image == (3, -4, 5, 1))
    }

    /// Translate then scale moves by 20; scale then translate by 10: the first of a concatenation applies first.
    @Test func concatenationAppliesTheFirstThenTheSecond() {
        let move = Transform3D(translationX: 10, y: 0, z: 0), scale = Transform3D(scaleX: 2, y: 3, z: 4)
        #expect(move.concatenating(scale).homogeneous(x: 1, y: 1, z: 1) == (22, 3, 4, 1))
        #expect(scale.concatenating(move).homogeneous(x: 1, y: 1, z: 1) == (12, 3, 4, 1))
        #expect(move.concatenating(scale).m41 == 20)
    }

    /// About z, the matrix is `CGAffineTransform`'s rotation: a = m11, b = m12, c = m21, d = m22.
    @Test func rotationAboutZIsTheAffineRotation() {
        let turn = Transform3D(rotationDegrees: 30, about: .z), affine = AffineTransform2D(rotationAngle: .pi / 6)
        #expect(abs(turn.m11 - affine.a) < 1e-15 && abs(turn.m12 - affine.b) < 1e-15)
        #expect(abs(turn.m21 - affine.c) < 1e-15 && abs(turn.m22 - affine.d) < 1e-15)
        #expect(turn.m33 == 1 && turn.m44 == 1)
    }

    /// Right-handed quarter turns, exact: about y, +x goes to −z (away from the viewer); about x, +y goes to +z.
    @Test func quarterTurnsAreExact() {
        #expect(Transform3D(rotationDegrees: 90, about: .y).homogeneous(x: 1, y: 0, z: 0) == (0, 0, -1, 1))
        #expect(Transform3D(rotationDegrees: 90, about: .y).homogeneous(x: 0, y: 0, z: 1) == (1, 0, 0, 1))
        #expect(Transform3D(rotationDegrees: 90, about: .x).homogeneous(x: 0, y: 1, z: 0) == (0, 0, 1, 1))
        #expect(Transform3D(rotationDegrees: 90, about: .z).homogeneous(x: 1, y: 0, z: 0) == (0, 1, 0, 1))
        #expect(Transform3D(rotationDegrees: -270, about: .z) == Transform3D(rotationDegrees: 90, about: .z))
        #expect(Transform3D(rotationDegrees: 180, about: .y).homogeneous(x: 1, y: 2, z: 0) == (-1, 2, 0, 1))
        #expect(Transform3D(rotationDegrees: 720, about: .x) == .identity)
    }

    /// m34 = −1/D: a point z points toward the viewer is divided by w = 1 − z/D.
    @Test func perspectiveDividesByOneMinusZOverD() {
        let perspective = Transform3D(perspectiveEyeDistance: 500)
        #expect(perspective.m34 == -1.0 / 500)
        #expect(perspective.homogeneous(x: 100, y: 50, z: 100) == (100, 50, 100, 0.8))
        #expect(perspective.homogeneous(x: 100, y: 50, z: -250) == (100, 50, -250, 1.5))
    }
}
