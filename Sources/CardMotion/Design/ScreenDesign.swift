import CardGeometry

/// The static layers of a script's screen: `screen.layers` behind the control and `overlay` above it (a status
/// bar, a navigation bar), laid out in the screen's coordinates. They read no card fields and take no touches:
/// touches reach the control through them.
public struct ScreenDesign: Hashable, Sendable {
    var backdrop: [LayerTemplate] = []
    var overlay: [LayerTemplate] = []

    public init() {}

    /// Adds the backdrop's view to the window, below the control (installed before it), with relative image paths
    /// found by `assets`.
    func installBackdrop(in simulation: Simulation, assets: AssetLocator) {
        install(backdrop, id: "screen", in: simulation, below: true, assets: assets)
    }

    /// Adds the overlay's view to the window, above everything.
    func installOverlay(in simulation: Simulation, assets: AssetLocator) {
        install(overlay, id: "overlay", in: simulation, below: false, assets: assets)
    }

    private func install(_ layers: [LayerTemplate], id: String, in simulation: Simulation, below: Bool, assets: AssetLocator) {
        guard !layers.isEmpty else { return }
        let size = simulation.screen.size
        let view = View(simulation: simulation, frame: Rect(origin: .zero, size: size))
        let context = BindingContext(fields: nil, index: nil, assets: assets)
        do {
            for layer in layers {
                view.contentLayers += try layer.bind(parentSize: size, context)
            }
        } catch {
            preconditionFailure("the \(id) layers were checked when the script was read: \(error.message)")
        }
        view.isUserInteractionEnabled = false
        view.sceneIdentity = SceneIdentity(id: id, kind: .decoration, index: nil)
        if below { simulation.window.insertSubview(view, at: 0) } else { simulation.window.addSubview(view) }
    }
}
