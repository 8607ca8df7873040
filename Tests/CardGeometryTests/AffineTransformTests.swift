import Foundation
import Testing
@testable import CardGeometry

/// CoreGraphics semantics (docs/physics.md#affine-transforms).
@Suite struct AffineTransformTests {
    /// CGAffineTransformTranslate prepends: scale 2 then translate 10 gives tx = 20.
    @Test func translatedByPrependsInTheLocalFrame() {
        let transform = AffineTransform2D(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(transform.tx == 20)
        #expect(transform.ty == 0)
        #expect(Point(x: 1, y: 1).applying(transform) == Point(x: 22, y: 2))
    }

    @Test func concatenatingAppliesTheFirstThenTheSecond() {
        let move = AffineTransform2D(translationX: 10, y: 0)
        let scale = AffineTransform2D(scaleX: 2, y: 3)
        #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 3))
        #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 3))
    }

    /// A positive angle turns +x toward +y: clockwise on a y-down screen.
    @Test func positiveRotationIsClockwiseOnScreen() {
        let quarter = AffineTransform2D(rotationAngle: .pi / 2)
        let turned = Point(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-15 && turned.y == 1)
        let rotatedThenMoved = AffineTransform2D(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        #expect(abs(rotatedThenMoved.tx) < 1e-12 && abs(rotatedThenMoved.ty - 10) < 1e-12)
    }

    @Test func invertedRoundTrips() throws {
        let transform = AffineTransform2D(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let inverse = try #require(transform.inverted())
        let point = Point(x: 12.5, y: -4)
        let back = point.applying(transform).applying(inverse)
        #expect(abs(back.x - point.x) < 1e-12 && abs(back.y - point.y) < 1e-12)
        #expect(AffineTransform2D(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func rectApplyingIsTheBoundingBox() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 20).applying(AffineTransform2D(rotationAngle: .pi / 2))
        #expect(abs(rect.minX - -20) < 1e-12 && abs(rect.width - 20) < 1e-12 && abs(rect.height - 10) < 1e-12)
    }

    @Test func decompositionRoundTrips() {
        let transforms = [
            AffineTransform2D(rotationAngle: 0.4).scaledBy(x: 0.9, y: 0.6).translatedBy(x: 12, y: -7),
            AffineTransform2D(scaleX: -1, y: 1).rotated(by: 0.2),
            AffineTransform2D(a: 1, b: 0.2, c: 0.5, d: 1.1, tx: 3, ty: 4),
        ]
        for transform in transforms {
            let recomposed = transform.decomposed.transform
            for (lhs, rhs) in zip([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty],
                                  [recomposed.a, recomposed.b, recomposed.c, recomposed.d, recomposed.tx, recomposed.ty]) {
                #expect(abs(lhs - rhs) < 1e-12)
            }
        }
        let rotation = AffineTransform2D(rotationAngle: 0.7).decomposed
        #expect(abs(rotation.rotation - 0.7) < 1e-15 && abs(rotation.scaleX - 1) < 1e-15 && abs(rotation.shear) < 1e-15)
    }
}
