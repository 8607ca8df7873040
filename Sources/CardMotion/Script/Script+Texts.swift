import CardGeometry
import CardScene

extension Script {
    /// Every text the script can draw, in reading order: the screen's layers (those repeated per card once per card),
    /// each card as its cell shows it, the overlay; sublayers after their layer. A card's text (or a copy's) that
    /// shows one field is placed at that field
    /// (`FILE:LINE: cards[I].NAME`); any other text of the control's demo cell (written in the package, not the
    /// script) at its card (`FILE:LINE: cards[I]`).
    public var drawnTexts: [TextContent] {
        var texts: [TextContent] = []
        func screenTexts(_ templates: [LayerTemplate]) {
            let layers = try? design.boundLayers(of: templates, screen: screen, cards: cards, assets: assetLocator,
                                                 fieldOrigins: cardOrigins)
            for layer in layers ?? [] { Self.collectTexts(of: layer.layer, into: &texts) }
        }
        screenTexts(design.backdrop)
        if let design = cell ?? widget.builtInCell?.design(assets: assetLocator) {
            let size = widget.cellSize(screen: screen)
            for (index, card) in cards.enumerated() {
                let origins = index < cardOrigins.count ? cardOrigins[index] : [:]
                guard let content = try? design.bind(card, index: index, size: size, fieldOrigins: origins) else { continue }
                var cardTexts: [TextContent] = []
                // Motion changes a live layer's numbers only, so its texts are those it shows at rest.
                for layer in [content.ownLayer] + content.layers + (content.live?.layers(for: .rest) ?? []) {
                    Self.collectTexts(of: layer, into: &cardTexts)
                }
                if !content.replacesStyling {
                    let fieldOrigins = Set(origins.values)
                    for text in cardTexts.indices where !fieldOrigins.contains(cardTexts[text].origin ?? "") {
                        cardTexts[text].origin = origins[""] ?? "\(sourcePath): cards[\(index)]"
                    }
                }
                texts += cardTexts
            }
        }
        screenTexts(design.overlay)
        return texts
    }

    /// The texts of `layer` and its sublayers at every depth, the layer's first.
    private static func collectTexts(of layer: ContentLayer, into texts: inout [TextContent]) {
        var pending = [layer]
        while let next = pending.popLast() {
            if let text = next.text { texts.append(text) }
            pending.append(contentsOf: next.sublayers.reversed())
        }
    }
}
