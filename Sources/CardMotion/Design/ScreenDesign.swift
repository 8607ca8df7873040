import CardGeometry

/// The layers of a script's screen: `screen.layers` behind the control and `overlay` above it (a status bar, a
/// navigation bar), laid out in the screen's coordinates. A layer of either list may be repeated once per card
/// (`forEach: cards`); the others read no card. They take no touches: touches reach the control through them.
public struct ScreenDesign: Hashable, Sendable {
    var backdrop: [LayerTemplate] = []
    var overlay: [LayerTemplate] = []

    public init() {}

    /// One top-level layer as drawn: a layer of the screen's or the overlay's own list, or one card's copy of a layer
    /// repeated per card.
    struct TopLayer {
        var template: LayerTemplate
        /// The index of the card the copy is bound to; `nil` for a plain layer.
        var cardIndex: Int?
        var isOverlay: Bool

        /// Its id, or its copy's name (`pass-2`); `nil` when it has none.
        var name: String? { cardIndex.map { template.copyName(index: $0) } ?? template.id }
    }

    /// The screen's top-level layers, then the overlay's, in drawing order: each layer repeated per card once per
    /// card of `cardCount`, in the cards' order.
    func topLayers(cardCount: Int) -> [TopLayer] {
        Self.topLayers(of: backdrop, isOverlay: false, cardCount: cardCount)
            + Self.topLayers(of: overlay, isOverlay: true, cardCount: cardCount)
    }

    private static func topLayers(of templates: [LayerTemplate], isOverlay: Bool, cardCount: Int) -> [TopLayer] {
        templates.flatMap { template in
            template.repeatsPerCard
                ? (0..<cardCount).map { TopLayer(template: template, cardIndex: $0, isOverlay: isOverlay) }
                : [TopLayer(template: template, cardIndex: nil, isOverlay: isOverlay)]
        }
    }

    /// The layers `top` comes to on a screen of `size` points: one, or none when its condition hides its card's copy.
    /// `context` gives the assets (and, per card of `fieldOrigins`, where its fields are written).
    private static func bind(_ top: TopLayer, size: Size, cards: [Card], fieldOrigins: [[String: String]] = [],
                             _ context: BindingContext) throws(BindingFailure) -> [ContentLayer] {
        guard let index = top.cardIndex else { return try top.template.bind(parentSize: size, context) }
        var context = context
        context.fieldOrigins = index < fieldOrigins.count ? fieldOrigins[index] : nil
        return try top.template.boundCopy(of: cards[index], index: index, parentSize: size, context).map { [$0] } ?? []
    }

    /// The layers `templates` (the backdrop or the overlay) come to on `screen`, in drawing order:
    /// each plain layer once, each layer repeated per card once per card of `cards`, in their order (a copy its
    /// condition hides is left out). Images are found by `assets`; `fieldOrigins` (by card, as
    /// `Script.cardOrigins`) places a copy's text that shows one field at that field.
    func boundLayers(of templates: [LayerTemplate], screen: Screen, cards: [Card], assets: AssetLocator,
                     fieldOrigins: [[String: String]] = []) throws(BindingFailure) -> [ScreenLayer] {
        var context = BindingContext(fields: nil, index: nil, assets: assets)
        context.screen = screen
        let size = screen.size
        var layers: [ScreenLayer] = []
        for top in Self.topLayers(of: templates, isOverlay: false, cardCount: cards.count) {
            for layer in try Self.bind(top, size: size, cards: cards, fieldOrigins: fieldOrigins, context) {
                layers.append(ScreenLayer(layer: layer, name: top.name, cardIndex: top.cardIndex))
            }
        }
        return layers
    }

    /// Adds the screen's layers to the window below the control (installed before it) and the overlay's above
    /// everything, the copies of layers repeated per card bound to `cards`, with relative image paths found by
    /// `assets`. Each run of layers that do not move is one node (`screen`, `screen-2`, ..., `overlay`, ...;
    /// ``nodeNames(of:promoted:)``); each top-level layer (or copy) named in `promoted` is a node of its own, named by
    /// its id (or its copy's name), whose layer is returned as bound (in screen points), by name, for ``LayerMotion``
    /// to place on every frame.
    func install(in simulation: Simulation, cards: [Card], assets: AssetLocator, promoted: Set<String>) -> [String: ContentLayer] {
        let size = simulation.screen.size
        var context = BindingContext(fields: nil, index: nil, assets: assets)
        context.screen = simulation.screen
        let tops = topLayers(cardCount: cards.count)
        let names = Self.nodeNames(of: LayerMotion.Candidates(design: self, cell: nil, cardCount: cards.count).tops, promoted: promoted)
        var models: [String: ContentLayer] = [:]
        var views: [(view: View, isOverlay: Bool)] = []
        for (index, top) in tops.enumerated() {
            let bound: [ContentLayer]
            do {
                bound = try Self.bind(top, size: size, cards: cards, context)
            } catch {
                preconditionFailure("the screen's layers were checked when the script was read: \(error.message)")
            }
            // A copy its condition hides for its card is not drawn.
            guard !bound.isEmpty else { continue }
            let name = names[index], isOverlay = top.isOverlay
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
