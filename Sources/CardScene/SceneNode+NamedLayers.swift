import CardGeometry

extension SceneNode {
    /// Every layer of the node's content that has an ``ContentLayer/id``, in drawing order (a layer before its
    /// sublayers, the ``liveLayers`` after the content): its frame's corners on screen, through its own and its
    /// ancestors' frames and rotations and the node's transform, and its effective opacity, the node's alpha times the
    /// opacities of the layer and every ancestor (the node's own layer included). Walked without recursion; the node's
    /// own layer, whose frame is the node's bounds, is placed by the node's transform alone, as ``corners`` are.
    public var namedLayers: [StatesLine.Layer] {
        var found: [StatesLine.Layer] = []
        // Each pending layer with the transform from its parent's coordinates to the screen, its ancestors' opacity,
        // and whether its own frame places it there (all but the node's own layer).
        var pending: [(layer: ContentLayer, transform: AffineTransform2D, alpha: Double, isPlaced: Bool)] =
            liveLayers.reversed().map { ($0, transform, alpha * layer.opacity, true) } + [(layer, transform, alpha, false)]
        while let (layer, toScreen, inherited, isPlaced) = pending.popLast() {
            let alpha = inherited * layer.opacity
            let transform = isPlaced ? layer.placement.concatenating(toScreen) : toScreen
            if let id = layer.id {
                found.append(StatesLine.Layer(id: id, corners: layer.bounds.corners.map { $0.applying(transform) }, alpha: alpha))
            }
            // Reversed, so that the first sublayer is taken next.
            for sublayer in layer.sublayers.reversed() { pending.append((sublayer, transform, alpha, true)) }
        }
        return found
    }
}
