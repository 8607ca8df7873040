import CardGeometry

extension SceneNode {
    /// Whether the node's own layer turns in 3D (its ``ContentLayer/rotationX`` or ``ContentLayer/rotationY``): its
    /// content is then drawn flat and projected (``contentProjection()``) before ``transform`` maps it to the screen.
    /// The scale and rotation of the node's own layer are not used: ``transform`` carries the node's 2D motion.
    public var isTurnedIn3D: Bool { layer.isTurnedIn3D }

    /// The node's content turned in 3D within its own coordinates: its layer's ``ContentLayer/rotationX`` and
    /// ``ContentLayer/rotationY`` about the bounds' centre, seen through the layer's own
    /// ``ContentLayer/perspective`` about that centre (orthographic without one). The corners are in the node's
    /// points; the facing is the turn's (a mirroring ``transform`` does not turn a node's front away).
    public func contentProjection() throws(LayerProjectionError) -> LayerProjection {
        var turn = layer
        turn.frame.origin = .zero
        turn.rotation = 0
        turn.scaleX = 1
        turn.scaleY = 1
        return try turn.projected(parentPerspective: nil, parentSize: size)
    }

    /// The exact mapping from the node's points to the screen's, before the divide by `w`: ``contentProjection()``,
    /// then ``transform`` (``transform`` alone when the node is not turned in 3D). Throws as
    /// ``ContentLayer/projection(parentPerspective:parentSize:)`` does.
    public func projection() throws(LayerProjectionError) -> Transform3D {
        let placement = Transform3D(transform)
        guard isTurnedIn3D else { return placement }
        return try contentProjection().transform.concatenating(placement)
    }
}

extension SceneNode {
    /// The node's content as drawn flat in its own plane when its turn shows `facing`: its layer's face
    /// (``ContentLayer/face(_:)``), with the ``liveLayers`` over a front (mirrored with it when it faces away), at
    /// full alpha and with no transform; `nil` when nothing is shown (edge-on, or facing away single-sided).
    public func face(_ facing: LayerProjection.Facing) -> SceneNode? {
        guard let face = layer.face(facing) else { return nil }
        var flat = self
        flat.layer = face
        flat.transform = .identity
        flat.alpha = 1
        if facing == .back, layer.back != nil { flat.liveLayers = [] }
        return flat
    }
}
