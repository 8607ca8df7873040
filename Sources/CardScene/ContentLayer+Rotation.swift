import CardGeometry

extension ContentLayer {
    /// The transform from the layer's own coordinates (its bounds, points) to its parent's: a scale by ``scaleX`` and
    /// ``scaleY``, then a turn of ``rotation`` degrees, both about the bounds' centre, then a move to the frame's
    /// origin (`CGAffineTransform(scaleX:y:)` then `rotated`, as `CALayer.transform = rotate · scale` composes).
    /// Without a scale or a rotation it is the translation to the frame's origin. A turn in 3D (``rotationX``,
    /// ``rotationY``) is not in it: ``projection(parentPerspective:parentSize:)`` is the whole mapping.
    public var placement: AffineTransform2D {
        let translation = AffineTransform2D(translationX: frame.minX, y: frame.minY)
        guard isTurnedOrScaled else { return translation }
        let halfWidth = frame.width / 2, halfHeight = frame.height / 2
        var turn = Self.turn(degrees: rotation)
        if scaleX != 1 || scaleY != 1 { turn = AffineTransform2D(scaleX: scaleX, y: scaleY).concatenating(turn) }
        return AffineTransform2D(translationX: -halfWidth, y: -halfHeight)
            .concatenating(turn)
            .concatenating(AffineTransform2D(translationX: halfWidth, y: halfHeight))
            .concatenating(translation)
    }

    /// Whether ``placement`` scales or turns the layer (is more than a move to the frame's origin).
    public var isTurnedOrScaled: Bool { rotation != 0 || scaleX != 1 || scaleY != 1 }

    /// The layer with its 2D placement taken out: its frame at the origin, unscaled, unturned about z and opaque (what
    /// a node's transform and alpha carry instead); its 3D turn, perspective and back stay.
    public var unplaced: ContentLayer {
        var layer = self
        layer.frame.origin = .zero
        layer.rotation = 0
        layer.scaleX = 1
        layer.scaleY = 1
        layer.opacity = 1
        return layer
    }

    /// The frame's four corners (top-left, top-right, bottom-right, bottom-left of the bounds) in the parent's
    /// coordinates, scaled and turned with the layer (``placement``), in points.
    public var placedCorners: [Point] { bounds.corners.map { $0.applying(placement) } }

    /// A turn by `degrees`, clockwise on screen for a positive angle; quarter turns are exact (their sines and
    /// cosines are 0 and ±1, not the nearest doubles to them), so a layer turned 90 degrees keeps whole-point corners.
    static func turn(degrees: Double) -> AffineTransform2D {
        let quarters = degrees / 90
        if quarters == quarters.rounded(), let whole = Int(checking: quarters) {
            let (cosine, sine): (Double, Double)
            switch whole.modulo(4) {
            case 0: (cosine, sine) = (1, 0)
            case 1: (cosine, sine) = (0, 1)
            case 2: (cosine, sine) = (-1, 0)
            default: (cosine, sine) = (0, -1)
            }
            return AffineTransform2D(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }
        return AffineTransform2D(rotationAngle: degrees * .pi / 180)
    }
}

private extension Int {
    /// The remainder of division by `divisor` (positive), in 0..<divisor.
    func modulo(_ divisor: Int) -> Int { ((self % divisor) + divisor) % divisor }
}
