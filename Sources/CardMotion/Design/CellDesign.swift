import CardGeometry
import Yams

/// The cell a control's cards are drawn with: a script's own `cell:`, or the control's demo cell (written in the
/// same language, shipped with the package), bound to each card's fields when the card is shown.
public struct CellDesign: Hashable, Sendable {
    /// The cell's own layer: its properties style the card's view, its sublayers are the card's content.
    let template: LayerTemplate
    /// Values for fields a card leaves out (the demo's data: a button title, a colour by index), or none.
    let defaults: BuiltInCell.Defaults?
    /// Where relative image paths resolve, and which may be read.
    let assets: AssetLocator
    /// The screen the cards are shown on, whose size and safe area the cell's expressions read; `nil` for a design
    /// made without one (a built-in cell's, which reads neither).
    var screen: Screen?

    /// What the card at data `index` shows in a card of `size` points: the properties of its own layer and its
    /// content. Its fields were checked when the script was read, so binding cannot fail here.
    public func content(for card: Card, index: Int, size: Size) -> CellContent {
        do {
            return try bind(card, index: index, size: size)
        } catch {
            preconditionFailure("card \(index) was checked when the script was read: \(error.message)")
        }
    }

    /// The cell bound to the card at data `index` in a card of `size` points, or why it cannot be.
    /// `uses` collects the images it shows; `fieldOrigins` places the texts that show one field at that field;
    /// `budget` counts the layers bound for every card of a script (each card on its own when `nil`).
    func bind(_ card: Card, index: Int, size: Size, uses: ImageUseLog? = nil,
              fieldOrigins: [String: String]? = nil, budget: BoundLayerBudget? = nil) throws(BindingFailure) -> CellContent {
        var context = self.context(for: card, index: index)
        context.budget = budget ?? BoundLayerBudget()
        context.budget?.startCard()
        context.uses = uses
        context.fieldOrigins = fieldOrigins
        if let read = template.ownMotionReads.first { throw LiveCellLayers.ownLayerFailure(read, template: template) }
        var own = ContentLayer(frame: Rect(origin: .zero, size: size))
        try template.apply(to: &own, context)
        // A cell that is itself a stack arranges all its layers together, once per card: none of them may move.
        if template.stack != nil, let moving = template.sublayers.first(where: \.readsMotion) {
            throw BindingFailure(position: moving.position,
                                 message: "the cell arranges its layers as a stack, once per card, so none may read the card's motion; put the stack in a sublayer")
        }
        let firstLive = template.sublayers.firstIndex(where: \.readsMotion) ?? template.sublayers.endIndex
        var settled = template
        settled.sublayers = Array(template.sublayers[..<firstLive])
        let layers = try settled.bindSublayers(size: size, context)
        let live = try LiveCellLayers(templates: Array(template.sublayers[firstLive...]), context: context, size: size)
        return CellContent(template: template, ownLayer: own, layers: layers, replacesStyling: defaults == nil, live: live)
    }

    /// The fields of the card at `index`, with the design's defaults for those it leaves out.
    func context(for card: Card, index: Int) -> BindingContext {
        var fields = (defaults?.values(index) ?? [:]).mapValues(CardValue.string)
        fields.merge(card.fields) { _, own in own }
        var context = BindingContext(fields: fields, index: index, assets: assets)
        context.screen = screen
        return context
    }

    /// Every field the cell reads or tests, and those it has defaults for.
    var knownFields: Set<String> {
        template.fields.union(defaults?.fields ?? [])
    }
}

/// What one card shows: properties for the card view's own layer, and its content layers.
public struct CellContent {
    let template: LayerTemplate
    /// The cell's own layer as bound.
    public let ownLayer: ContentLayer
    /// The content, in the card's coordinates.
    public let layers: [ContentLayer]
    /// Whether the cell's own layer replaces the control's styling of the card (a script's `cell:`: the card looks
    /// exactly as the cell says, Core Animation's defaults where it says nothing), or only adds to it (a demo cell).
    public let replacesStyling: Bool
    /// The layers that read the card's motion and every layer above them, bound again per frame; `nil` when the
    /// cell reads no motion.
    public var live: LiveCellLayers? = nil

    /// Styles `view` as the cell's own layer: every property for a script's cell, the ones it sets for a demo cell;
    /// a picture, text or gradient of the cell's own layer is drawn as the first content layer.
    public func style(_ view: View) {
        if replacesStyling || template.backgroundColor != nil { view.backgroundColor = ownLayer.backgroundColor }
        if replacesStyling || template.cornerRadius != nil { view.cornerRadius = ownLayer.cornerRadius }
        if replacesStyling || template.borderWidth != nil { view.borderWidth = ownLayer.borderWidth }
        if replacesStyling || template.borderColor != nil { view.borderColor = ownLayer.borderColor }
        if replacesStyling || template.masksToBounds != nil { view.masksToBounds = ownLayer.masksToBounds }
        if replacesStyling || template.shadow != nil { view.shadow = ownLayer.shadow }
        if replacesStyling || template.backdrop != nil { view.backdrop = ownLayer.backdrop }
    }

    /// The content layers, after the own layer's picture, text or gradient when it has any.
    public var contentLayers: [ContentLayer] {
        guard ownLayer.gradient != nil || ownLayer.image != nil || ownLayer.text != nil || ownLayer.symbol != nil
                || ownLayer.path != nil else { return layers }
        let own = ContentLayer(frame: ownLayer.bounds, cornerRadius: ownLayer.cornerRadius, gradient: ownLayer.gradient,
                               image: ownLayer.image, text: ownLayer.text, symbol: ownLayer.symbol, path: ownLayer.path)
        return [own] + layers
    }
}

/// A control's demo cell: its template, shipped with the package, and the demo data's values for fields a card
/// leaves out.
public struct BuiltInCell: Sendable {
    /// Values for absent fields, by data index.
    public struct Defaults: Hashable, Sendable {
        /// The field names it provides.
        let fields: Set<String>
        let values: @Sendable (Int) -> [String: String]

        init(fields: Set<String>, values: @escaping @Sendable (Int) -> [String: String]) {
            self.fields = fields
            self.values = values
        }

        public static func == (lhs: Defaults, rhs: Defaults) -> Bool { lhs.fields == rhs.fields }
        public func hash(into hasher: inout Hasher) { hasher.combine(fields) }
    }

    /// The template file's name, for errors.
    let name: String
    let template: LayerTemplate
    /// The same template read in dark mode: a card's field naming a system colour takes its dark value.
    let darkTemplate: LayerTemplate
    /// The template read right to left, in light and in dark mode (``LayoutDirection/rightToLeft``).
    let rightToLeftTemplates: [Appearance: LayerTemplate]
    let defaults: Defaults

    /// Reads the package's template `yaml` (a programming error, caught by the tests, if it does not decode).
    init(name: String, yaml: [UInt8], defaults: Defaults) {
        self.name = name
        self.defaults = defaults
        do {
            let text = String(decoding: yaml, as: UTF8.self)
            guard let node = try Yams.compose(yaml: text) else { preconditionFailure("\(name) is empty") }
            func read(in appearance: Appearance, _ direction: LayoutDirection = .leftToRight) throws(ScriptError) -> LayerTemplate {
                try LayerTemplate.decode(ScriptNode(node: node, path: "cell", file: name, appearance: appearance, layoutDirection: direction),
                                         isCell: true, fonts: BuiltInFonts.families)
            }
            template = try read(in: .light)
            darkTemplate = try read(in: .dark)
            rightToLeftTemplates = [.light: try read(in: .light, .rightToLeft), .dark: try read(in: .dark, .rightToLeft)]
        } catch {
            preconditionFailure("the built-in cell \(name) does not decode: \(error)")
        }
    }

    /// The design for a script's cards, read in the script's `appearance` and `layoutDirection`.
    func design(assets: AssetLocator, appearance: Appearance = .light, layoutDirection: LayoutDirection = .leftToRight) -> CellDesign {
        let chosen = layoutDirection == .rightToLeft ? rightToLeftTemplates[appearance]! : appearance == .dark ? darkTemplate : template
        return CellDesign(template: chosen, defaults: defaults, assets: assets)
    }
}

/// Reads the family names a font file declares, or `nil` when the file is not a font (CardRender's
/// `FontFamilies.declared(byFontAt:)` is the one the command line and `CardMotionTesting` use).
public typealias FontFamilyReader = @Sendable (String) -> [String]?
