import CardGeometry
import CardScene

/// `symbol`, with `UIImageView`'s defaults (17 points, regular, the default tint systemBlue).
struct SymbolTemplate: Hashable, Sendable {
    var name: PositionedText
    var size: Double = SymbolKeys.size.numberDefault
    var weight: SymbolContent.Weight = .regular
    var color: ColorTemplate = .fixed(Color.namedColors["systemBlue"]!)
    /// The script's layout direction: right to left, a directional symbol is mirrored (``SymbolNames/isDirectional(_:)``).
    var layoutDirection = LayoutDirection.leftToRight

    static func decode(_ node: ScriptNode) throws(ScriptError) -> SymbolTemplate {
        var map = try node.mapping()
        typealias Key = SymbolKeys
        let nameNode = try map.requiredNode(Key.name)
        var symbol = SymbolTemplate(name: try nameNode.positionedText())
        symbol.color = .fixed(Color.namedColors(for: node.appearance)["systemBlue"]!)
        symbol.layoutDirection = node.layoutDirection
        // A name written out is checked now; one that reads a card field is checked as each card is bound.
        if symbol.name.template.fields.isEmpty, case .failure(let unknown) = SymbolNames.codepoint(named: try nameNode.string()) {
            throw nameNode.error(unknown.message)
        }
        if let value = try map.number(Key.size) { symbol.size = value }
        if let value = try map.choice(Key.weight, SymbolContent.Weight.self) { symbol.weight = value }
        if let value = try map.node(Key.color) { symbol.color = try LayerTemplate.colorTemplate(value) }
        try map.finish()
        return symbol
    }

    /// The symbol with the card's fields in place.
    func bind(_ context: BindingContext) throws(BindingFailure) -> SymbolContent {
        let resolved = try name.resolve(context)
        switch SymbolNames.codepoint(named: resolved) {
        case .success(let glyph):
            return SymbolContent(glyph: glyph, pointSize: size, weight: weight, color: try color.resolve(context),
                                 isMirrored: layoutDirection == .rightToLeft && SymbolNames.isDirectional(resolved))
        case .failure(let unknown):
            throw BindingFailure(position: name.position, message: unknown.message, field: name.template.singleField)
        }
    }
}
