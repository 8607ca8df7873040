import CardGeometry

/// The layers of a script's screen: `screen.layers` behind the control and `overlay` above it (a status bar, a
/// navigation bar), laid out in the screen's coordinates. A layer of either list may be repeated once per card
/// (`forEach: cards`); the others read no card. They take no touches: touches reach the control through them.
public struct ScreenDesign: Hashable, Sendable {
    var backdrop: [LayerTemplate] = []
    var overlay: [LayerTemplate] = []

    public init() {}

    /// The layers `templates` (the backdrop or the overlay) come to on a screen of `size` points, in drawing order:
    /// each plain layer once, each layer repeated per card once per card of `cards`, in their order (a copy its
    /// condition hides is left out). Images are found by `assets`; `fieldOrigins` (by card, as
    /// `Script.cardOrigins`) places a copy's text that shows one field at that field.
    func boundLayers(of templates: [LayerTemplate], size: Size, cards: [Card], assets: AssetLocator,
                     fieldOrigins: [[String: String]] = []) throws(BindingFailure) -> [ScreenLayer] {
        var context = BindingContext(fields: nil, index: nil, assets: assets)
        var layers: [ScreenLayer] = []
        for template in templates {
            guard template.repeatsPerCard else {
                layers += try template.bind(parentSize: size, context).map { ScreenLayer(layer: $0, name: $0.id, cardIndex: nil) }
                continue
            }
            for (index, card) in cards.enumerated() {
                context.fieldOrigins = index < fieldOrigins.count ? fieldOrigins[index] : nil
                guard let copy = try template.boundCopy(of: card, index: index, parentSize: size, context) else { continue }
                layers.append(ScreenLayer(layer: copy, name: copy.id, cardIndex: index))
            }
        }
        return layers
    }

    /// Adds the backdrop's view to the window, below the control (installed before it), with the copies of its
    /// layers repeated per card bound to `cards` and relative image paths found by `assets`.
    func installBackdrop(in simulation: Simulation, cards: [Card], assets: AssetLocator) {
        install(backdrop, id: "screen", in: simulation, below: true, cards: cards, assets: assets)
    }

    /// Adds the overlay's view to the window, above everything.
    func installOverlay(in simulation: Simulation, cards: [Card], assets: AssetLocator) {
        install(overlay, id: "overlay", in: simulation, below: false, cards: cards, assets: assets)
    }

    private func install(_ templates: [LayerTemplate], id: String, in simulation: Simulation, below: Bool,
                         cards: [Card], assets: AssetLocator) {
        guard !templates.isEmpty else { return }
        let size = simulation.screen.size
        let view = View(simulation: simulation, frame: Rect(origin: .zero, size: size))
        do {
            view.contentLayers = try boundLayers(of: templates, size: size, cards: cards, assets: assets).map(\.layer)
        } catch {
            preconditionFailure("the \(id) layers were checked when the script was read: \(error.message)")
        }
        view.isUserInteractionEnabled = false
        view.sceneIdentity = SceneIdentity(id: id, kind: .decoration, index: nil)
        if below { simulation.window.insertSubview(view, at: 0) } else { simulation.window.addSubview(view) }
    }
}
