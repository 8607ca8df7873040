import CardGeometry

extension ContentLayer {
    /// Whether the layer turns in 3D (``rotationX`` or ``rotationY`` is not 0): it is then drawn flat and projected
    /// onto its parent (``projected(parentPerspective:parentSize:)``), not placed by ``placement``.
    public var isTurnedIn3D: Bool { rotationX != 0 || rotationY != 0 }

    /// The exact mapping from the layer's points (its bounds, origin at the top-left) to its parent's, before the
    /// divide by `w` (docs/3d.md): the layer is scaled (``scaleX``, ``scaleY``), turned about x, y and z
    /// (``rotationX``, ``rotationY``, ``rotation``) about its centre, and seen through its own ``perspective`` about
    /// its own centre, or else through its parent's (`parentPerspective`, the parent's `sublayerTransform`) about the
    /// parent's centre (`parentSize`: the parent's bounds, points), or else orthographically; then it is moved to
    /// the frame's centre. A layer not turned in 3D gets its ``placement`` (a perspective changes nothing in its
    /// plane).
    ///
    /// Throws when a value is not finite, an eye distance is not positive, or a corner reaches the viewer's eye or
    /// passes behind it (`LayerProjectionError.behindEye`).
    public func projection(parentPerspective: Double?, parentSize: Size) throws(LayerProjectionError) -> Transform3D {
        try projected(parentPerspective: parentPerspective, parentSize: parentSize).transform
    }

    /// The layer projected onto its parent as ``projection(parentPerspective:parentSize:)`` maps it: its four
    /// corners in the parent's points (top-left, top-right, bottom-right, bottom-left of its bounds) and which face
    /// the viewer sees.
    public func projected(parentPerspective: Double?, parentSize: Size) throws(LayerProjectionError) -> LayerProjection {
        for value in [frame.minX, frame.minY, frame.width, frame.height, scaleX, scaleY, rotation, rotationX, rotationY]
        where !value.isFinite {
            throw .notFinite
        }
        guard frame.width >= 0, frame.height >= 0 else { throw .negativeSize }
        let own = Transform3D(translationX: -frame.width / 2, y: -frame.height / 2, z: 0)
            .concatenating(Transform3D(scaleX: scaleX, y: scaleY, z: 1))
            .concatenating(LayerProjection.transform(rotationX: rotationX, rotationY: rotationY, rotationZ: rotation))
        let center = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        let whole: Transform3D
        // From the layer's centre toward the eye (or along the view, orthographically).
        var towardEye = (x: 0.0, y: 0.0, z: 1.0)
        if let eyeDistance = perspective {
            whole = own.concatenating(try Self.perspective(eyeDistance))
                .concatenating(Transform3D(translationX: center.x, y: center.y, z: 0))
        } else if let eyeDistance = parentPerspective {
            guard parentSize.width.isFinite, parentSize.height.isFinite else { throw .notFinite }
            let parentCenter = Point(x: parentSize.width / 2, y: parentSize.height / 2)
            whole = own.concatenating(Transform3D(translationX: center.x - parentCenter.x, y: center.y - parentCenter.y, z: 0))
                .concatenating(try Self.perspective(eyeDistance))
                .concatenating(Transform3D(translationX: parentCenter.x, y: parentCenter.y, z: 0))
            towardEye = (parentCenter.x - center.x, parentCenter.y - center.y, eyeDistance)
        } else {
            whole = own.concatenating(Transform3D(translationX: center.x, y: center.y, z: 0))
        }
        // The face seen is the side of the turned plane the eye is on: the sign of its normal (the turned x axis
        // crossed with the turned y axis, rows 1 and 2 of the matrix) toward the eye. Exact zeros at quarter turns
        // make a layer turned 90 degrees about its eye's axis exactly edge-on.
        let normal = (x: own.m12 * own.m23 - own.m13 * own.m22, y: own.m13 * own.m21 - own.m11 * own.m23,
                      z: own.m11 * own.m22 - own.m12 * own.m21)
        let side = normal.x * towardEye.x + normal.y * towardEye.y + normal.z * towardEye.z
        return try LayerProjection(size: frame.size, transform: whole, facing: side > 0 ? .front : side < 0 ? .back : .edgeOn)
    }

    /// What the layer shows when `facing` (its own coordinates, unscaled and unturned, at full opacity; `nil` for
    /// nothing): its front flat (``flattened``) when it faces the viewer, or faces away with no ``back`` while
    /// ``isDoubleSided`` (the projection then mirrors it); its ``back`` layers mirrored left to right (`backFace`)
    /// when it faces away and has them; nothing when it faces away with neither, or is exactly edge-on.
    public func face(_ facing: LayerProjection.Facing) -> ContentLayer? {
        switch facing {
        case .edgeOn: nil
        case .front: flattened
        case .back: back.map(backFace) ?? (isDoubleSided ? flattened : nil)
        }
    }

    /// The layer as drawn in its own plane: its frame at the origin, no scale, no turn of any kind, full opacity and
    /// no back (its ``perspective`` stays, for its sublayers).
    public var flattened: ContentLayer {
        var flat = unplaced
        flat.rotationX = 0
        flat.rotationY = 0
        flat.back = nil
        flat.isDoubleSided = true
        return flat
    }

    /// The back face in the layer's own plane: `layers` (in the layer's coordinates) mirrored about its vertical
    /// centre line (`x -> width - x`), so that after a turn of 180 degrees about y they read as drawn, clipped as
    /// the layer clips its sublayers (``masksToBounds`` with ``cornerRadius``) and seen through its
    /// ``perspective``. Nothing else of the layer (background, border, shadow) is on its back.
    func backFace(_ layers: [ContentLayer]) -> ContentLayer {
        var mirror = backMirror
        mirror.sublayers = layers
        return ContentLayer(frame: bounds, sublayers: [mirror])
    }

    /// The layer that holds the ``back`` layers in the back face: the bounds mirrored about their vertical centre
    /// line (a scale of -1 about the centre), clipping and seen through as this layer.
    var backMirror: ContentLayer {
        ContentLayer(frame: bounds, cornerRadius: cornerRadius, masksToBounds: masksToBounds, scaleX: -1, perspective: perspective)
    }

    /// The transform of a perspective of `eyeDistance` points, refused unless finite and positive.
    private static func perspective(_ eyeDistance: Double) throws(LayerProjectionError) -> Transform3D {
        guard eyeDistance.isFinite, eyeDistance > 0 else { throw .eyeDistance(eyeDistance) }
        return Transform3D(perspectiveEyeDistance: eyeDistance)
    }
}
