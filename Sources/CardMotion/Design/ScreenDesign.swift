import CardGeometry

/// The static layers of a script's screen: `screen.layers` behind the control and `overlay` above it (a status
/// bar, a navigation bar), laid out in the screen's coordinates. They read no card fields and take no touches:
/// touches reach the control through them.
public struct ScreenDesign: Hashable, Sendable {
    var backdrop: [LayerTemplate] = []
    var overlay: [LayerTemplate] = []

    public init() {}

    /// Adds the screen's layers to the window below the control (installed before it) and the overlay's above
    /// everything, with relative image paths found by `assets`. Each run of layers that do not move is one node
    /// (`screen`, `screen-2`, ..., `overlay`, ...; ``nodeNames(of:promoted:)``); each top-level layer named in
    /// `promoted` is a node of its own, named by its id, whose layer is returned as bound (in screen points), by
    /// name, for ``LayerMotion`` to place on every frame.
    func install(in simulation: Simulation, assets: AssetLocator, promoted: Set<String>) -> [String: ContentLayer] {
        let size = simulation.screen.size
        let context = BindingContext(fields: nil, index: nil, assets: assets)
        let tops = LayerMotion.Candidates(design: self, cell: nil, cardCount: 0).tops
        let names = Self.nodeNames(of: tops, promoted: promoted)
        var models: [String: ContentLayer] = [:]
        var views: [(view: View, isOverlay: Bool)] = []
        for (index, template) in (backdrop + overlay).enumerated() {
            let bound: [ContentLayer]
            do {
                bound = try template.bind(parentSize: size, context)
            } catch {
                preconditionFailure("the screen's layers were checked when the script was read: \(error.message)")
            }
            let name = names[index], isOverlay = tops[index].isOverlay
            if promoted.contains(name), let layer = bound.first {
                models[name] = layer
                views.append((Self.view(named: name, frame: layer.frame, in: simulation), isOverlay))
                continue
            }
            if let last = views.last, last.view.sceneIdentity?.id == name {
                last.view.contentLayers += bound
            } else {
                let view = Self.view(named: name, frame: Rect(origin: .zero, size: size), in: simulation)
                view.contentLayers = bound
                views.append((view, isOverlay))
            }
        }
        var below = 0
        for (view, isOverlay) in views {
            if isOverlay {
                simulation.window.addSubview(view)
            } else {
                simulation.window.insertSubview(view, at: below)
                below += 1
            }
        }
        return models
    }

    /// A node of the screen's that takes no touches.
    private static func view(named name: String, frame: Rect, in simulation: Simulation) -> View {
        let view = View(simulation: simulation, frame: frame)
        view.isUserInteractionEnabled = false
        view.sceneIdentity = SceneIdentity(id: name, kind: .decoration, index: nil)
        return view
    }
}
