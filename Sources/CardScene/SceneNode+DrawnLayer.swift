import CardGeometry

extension SceneNode {
    /// Everything the node draws as one layer: its own layer with the ``liveLayers`` after its sublayers, where they are
    /// drawn (over the content, clipped as its sublayers are, under its border). The live layers cast no part of the
    /// node's shadow, so this layer's shadow is only ever larger than the one drawn: what it reaches (its ink) and
    /// whether it shows a backdrop are those of the node.
    public var drawnLayer: ContentLayer {
        guard !liveLayers.isEmpty else { return layer }
        var drawn = layer
        drawn.sublayers += liveLayers
        return drawn
    }
}
