import CardGeometry

extension SceneNode {
    /// Every layer of the node's content that has an ``ContentLayer/id``, in drawing order (a layer before its
    /// sublayers, then its ``ContentLayer/back`` layers, the ``liveLayers`` after the content): its frame's corners on
    /// screen, through its own and its ancestors' frames, scales, rotations and turns in 3D (projected exactly, as
    /// ``ContentLayer/projection(parentPerspective:parentSize:)`` and ``contentProjection()`` give them) and the node's
    /// transform, and its effective opacity, the node's alpha times the opacities of the layer and every ancestor
    /// (the node's own layer included), 0 where a face that is not shown holds it: the front's layers while a layer
    /// shows its back, the back's while it shows its front, and both while it shows neither (edge-on, or facing away
    /// and not double-sided). Walked without recursion; the node's own layer, whose frame is the node's bounds, is
    /// placed by the node's transform alone, as ``corners`` are. A layer so turned that a corner reaches the viewer's
    /// eye (which cannot be drawn) is placed as if unturned in 3D.
    public var namedLayers: [StatesLine.Layer] {
        var found: [StatesLine.Layer] = []
        var pending = [Pending(layer: layer, toScreen: .affine(transform), parent: (nil, size), alpha: alpha, isPlaced: false)]
        var isNodeLayer = true
        while let next = pending.popLast() {
            let layer = next.layer
            let alpha = next.alpha * layer.opacity
            var mapping = next.isPlaced ? next.toScreen.preceded(by: layer.placement) : next.toScreen
            var facing = LayerProjection.Facing.front
            if layer.isTurnedIn3D,
               let projected = try? (next.isPlaced ? layer.projected(parentPerspective: next.parent.perspective, parentSize: next.parent.size)
                                                   : contentProjection()) {
                mapping = next.toScreen.preceded(by: projected.transform)
                facing = projected.facing
            }
            let face = layer.isTurnedIn3D ? layer.face(facing) : layer
            if let id = layer.id {
                found.append(StatesLine.Layer(id: id, corners: layer.bounds.corners.map { mapping.applied(to: $0) },
                                              alpha: face == nil ? 0 : alpha))
            }
            let showsBack = face != nil && facing == .back && layer.back != nil
            let frontAlpha = face == nil || showsBack ? 0 : alpha
            let parent = (layer.perspective, layer.frame.size)
            var children = layer.sublayers.map { Pending(layer: $0, toScreen: mapping, parent: parent, alpha: frontAlpha, isPlaced: true) }
            if isNodeLayer {
                children += liveLayers.map { Pending(layer: $0, toScreen: mapping, parent: parent, alpha: frontAlpha, isPlaced: true) }
                isNodeLayer = false
            }
            let mirrored = mapping.preceded(by: layer.backMirror.placement)
            children += (layer.back ?? []).map {
                Pending(layer: $0, toScreen: mirrored, parent: parent, alpha: showsBack ? alpha : 0, isPlaced: true)
            }
            // Reversed, so that the first child is taken next.
            pending += children.reversed()
        }
        return found
    }
}

/// A layer waiting in ``SceneNode/namedLayers``'s walk: the mapping from its parent's plane to the screen, its
/// parent's perspective and size (what a turn in 3D is seen through), its ancestors' opacity (0 under a face not
/// shown), and whether its own frame places it (all but the node's own layer).
private struct Pending {
    var layer: ContentLayer
    var toScreen: PlaneMapping
    var parent: (perspective: Double?, size: Size)
    var alpha: Double
    var isPlaced: Bool
}
