import CardGeometry

/// Flattens the presentation of a view tree at one instant into a `Scene`.
///
/// Views with a ``SceneIdentity`` become nodes, in drawing order; every other view's drawing is folded into
/// the content of the node that contains it (it does not move relative to it).
public enum SceneBuilder {
    public static func scene(of simulation: Simulation, at time: Double) -> Scene {
        var nodes: [SceneNode] = []
        for view in simulation.window.subviews {
            collect(view, parentTransform: .identity, parentAlpha: 1, time: time, into: &nodes)
        }
        return Scene(size: simulation.screen.size, scale: simulation.screen.scale,
                     background: simulation.screen.background, nodes: nodes)
    }

    private static func collect(_ view: View, parentTransform: AffineTransform2D, parentAlpha: Double, time: Double,
                                into nodes: inout [SceneNode]) {
        guard !view.isHidden else { return }
        let presentation = view.presentation(at: time)
        let transform = presentation.toSuperview.concatenating(parentTransform)
        // Core Animation composites each layer with its opacity clamped to 0...1: a view whose alpha was set
        // beyond (the stack's 1.9/n rule, a switcher card dragged past 1/fadeStep) shows as 1 or 0.
        let alpha = parentAlpha * min(max(presentation.alpha, 0), 1)
        if let identity = view.sceneIdentity {
            var layer = contentLayer(of: view)
            layer.frame.size = presentation.size
            // The node's content is drawn from the top-left of its bounds.
            let origin = AffineTransform2D(translationX: presentation.boundsOrigin.x, y: presentation.boundsOrigin.y)
            var node = SceneNode(id: identity.id, kind: identity.kind, index: identity.index, layer: layer,
                                 transform: origin.concatenating(transform), alpha: alpha)
            node.liveLayers = view.liveLayers(at: time)
            nodes.append(node)
        }
        for subview in view.subviews {
            collect(subview, parentTransform: transform, parentAlpha: alpha, time: time, into: &nodes)
        }
    }

    /// The static drawing of `view` in its own bounds: its background, border and content layers, with every
    /// subview that is not a node of its own folded in at its (model) frame.
    public static func contentLayer(of view: View) -> ContentLayer {
        var sublayers = view.contentLayers
        for subview in view.subviews where subview.sceneIdentity == nil && !subview.isHidden {
            var layer = contentLayer(of: subview)
            layer.frame = subview.frame
            layer.frame.origin -= view.boundsOrigin
            sublayers.append(layer)
        }
        return ContentLayer(frame: Rect(origin: .zero, size: view.size), backgroundColor: view.backgroundColor,
                            cornerRadius: view.cornerRadius, borderWidth: view.borderWidth,
                            borderColor: view.borderColor, masksToBounds: view.masksToBounds, shadow: view.shadow,
                            sublayers: sublayers, backdrop: view.backdrop)
    }
}
