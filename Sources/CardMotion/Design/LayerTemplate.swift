import CardGeometry

/// A layer as a script designs it (a cell, the screen's layers, the overlay), before it meets a card: numbers of
/// its frame may be expressions over the parent's size, strings may read the card's fields. Properties left out
/// are `nil` (Core Animation's defaults apply, or, on a cell's own layer, the control's styling stays).
struct LayerTemplate: Hashable, Sendable {
    /// Where the layer is written, for errors.
    var position: SourcePosition
    /// `[x, y, width, height]` in the parent's coordinates; `nil` on a cell's own layer (it fills the card).
    var frame: [FrameExpression]?
    var backgroundColor: ColorTemplate?
    var opacity: Double?
    var cornerRadius: Double?
    var borderWidth: Double?
    var borderColor: ColorTemplate?
    var masksToBounds: Bool?
    var shadow: ShadowTemplate?
    var gradient: GradientTemplate?
    var image: ImageTemplate?
    var text: TextTemplateStyle?
    /// `if: key` or `unless: key`.
    var condition: LayerCondition?
    var sublayers: [LayerTemplate] = []
    var symbol: SymbolTemplate?
    var path: PathTemplate?
    var backdrop: BackdropTemplate?
    /// `forEach: FIELD`: repeated once per element of a card's list.
    var forEach: ForEachTemplate?
    /// Degrees, clockwise on screen, about the frame's centre.
    var rotation: Double?
    /// 3D turns, in degrees, and the eye's distance, in points (docs/3d.md).
    var rotationX: Double?
    var rotationY: Double?
    var perspective: Double?
    /// Layers shown instead of the content when the layer faces away.
    var back: [LayerTemplate]?
    var isDoubleSided: Bool?
    /// The layer's name in `states` and `verify`, unique within its design.
    var id: String?
    /// Numbers written as expressions (`opacity: "card.progress"`), bound with the card (its shadow's included).
    var numberExpressions: [LayerNumberExpression] = []
    /// `stack:`: the sublayers are arranged, not placed by their frames.
    var stack: StackLayout?
    /// `padding:`: the insets of the bounds the arranged layers stay inside (with `stack`), or that the text, symbol
    /// and image are drawn in; a `fit` side adds them.
    var padding = LayerPadding()
    /// `size: [width, height]` of a layer its parent's stack arranges (it has no `frame`).
    var size: [FrameExpression]?
    /// Which of the width and height of `frame` or `size` are `fit`: the content's size plus the padding.
    var fit = LayerFit()
    /// `anchor:`: the parent's edge the frame's x is measured from; `nil`: its left edge.
    var anchor: FrameAnchor?
    /// `chrome:`: the system's status bar or home indicator, placed and drawn for the device once it is known
    /// (``placingChrome(device:appearance:)``); until then the layer has no frame.
    var chrome: ChromeKind?

    /// This layer and its sublayers at every depth, in reading order (each layer before its sublayers, siblings
    /// back to front), walked without recursion.
    var inReadingOrder: [LayerTemplate] {
        var found: [LayerTemplate] = []
        var pending: [LayerTemplate] = [self]
        while let layer = pending.popLast() {
            found.append(layer)
            pending.append(contentsOf: ((layer.back ?? []) + layer.sublayers).reversed())
        }
        return found
    }

    /// The first id of this layer or of a sublayer at any depth, in reading order, or `nil`.
    var firstID: String? { inReadingOrder.lazy.compactMap(\.id).first }

    /// The `if:` and `unless:` conditions of this layer and its sublayers at every depth, in reading order.
    var conditions: [LayerCondition] { inReadingOrder.compactMap(\.condition) }

    /// The layer and its sublayers at every depth (counted without recursion).
    var layerCount: Int {
        var count = 0
        var pending = [self]
        while let layer = pending.popLast() {
            count += 1
            pending.append(contentsOf: layer.sublayers + (layer.back ?? []))
        }
        return count
    }

    /// Every card field the layer and its sublayers read or test.
    var fields: Set<String> {
        var names = Set<String>()
        for color in [backgroundColor, borderColor, shadow?.color].compactMap({ $0 }) + (gradient?.colors ?? []) {
            names.formUnion(color.fields)
        }
        if let image { names.formUnion(image.source.template.fields) }
        if let text { names.formUnion(text.string.template.fields); names.formUnion(text.color.fields) }
        if let condition { names.insert(condition.field) }
        if let symbol { names.formUnion(symbol.name.template.fields); names.formUnion(symbol.color.fields) }
        if let path { names.formUnion(path.fields) }
        if let backdrop { names.formUnion(backdrop.fields) }
        for sublayer in sublayers + (back ?? []) { names.formUnion(sublayer.fields) }
        if let forEach { names.insert(forEach.field) }
        names.formUnion(expressionFields)
        // A card field is read whole or by its keys (`{owner.name}`); what `forEach` binds is no card field.
        return Set(names.map { String($0.prefix { $0 != "." }) }).subtracting(BindingContext.itemNames)
    }
}

/// Where something is written in a script: the line, column and key path of its value.
struct SourcePosition: Hashable, Sendable {
    var line: Int?
    var column: Int?
    var path: String

    init(_ node: ScriptNode) {
        line = node.node.mark?.line
        column = node.node.mark?.column
        path = node.path
    }

    func error(file: String, _ message: String, columnOffset: Int = 0) -> ScriptError {
        ScriptError(file: file, line: line, column: column.map { $0 + columnOffset }, path: path, message: message)
    }
}

/// A string property with its position.
struct PositionedText: Hashable, Sendable {
    var template: TextTemplate
    var position: SourcePosition
    /// 1 when the string is written in quotes: its text starts one column after ``position``.
    var quoteWidth = 0
}

/// A colour: written out, or read from a card field (a system colour's name there takes its value in the script's
/// appearance).
enum ColorTemplate: Hashable, Sendable {
    case fixed(Color)
    case bound(PositionedText, Appearance)

    var fields: [String] {
        if case .bound(let text, _) = self { return text.template.fields }
        return []
    }
}

/// `shadow`, with `CALayer`'s defaults.
struct ShadowTemplate: Hashable, Sendable {
    var color: ColorTemplate = .fixed(Color(white: 0))
    var opacity: Double = ShadowKeys.opacity.numberDefault
    var radius: Double = ShadowKeys.radius.numberDefault
    var offset = Point(x: 0, y: -3)
    /// Where it is written, `FILE:LINE:COLUMN: KEY.PATH` (``Shadow/origin``).
    var origin: String?
    /// `opacity` and `radius` when written as expressions.
    var numberExpressions: [LayerNumberExpression] = []
}

/// `gradient`, with `CAGradientLayer`'s defaults.
struct GradientTemplate: Hashable, Sendable {
    var kind: Gradient.Kind = .axial
    var colors: [ColorTemplate]
    var locations: [Double]?
    var start = Point(x: 0.5, y: 0)
    var end = Point(x: 0.5, y: 1)
}

/// `image`.
struct ImageTemplate: Hashable, Sendable {
    var source: PositionedText
    var contentMode: ImageContent.ContentMode = .scaleToFill
    /// The script's appearance: in dark mode the image's `~dark` twin is drawn when it exists (``AssetLocator/resolveImage(_:appearance:)``).
    var appearance: Appearance = .light
}

/// `text`, with `UILabel`'s defaults (``TextDefaults``: system font 17 pt, black, natural alignment, one line, tail
/// truncation).
struct TextTemplateStyle: Hashable, Sendable {
    var string: PositionedText
    var font: String?
    var weight = TextDefaults.weight
    var size = TextDefaults.size
    var color = ColorTemplate.fixed(TextDefaults.color)
    var alignment = TextDefaults.alignment
    var lines = TextDefaults.lines
    var lineBreak = TextDefaults.lineBreak
    var lineSpacing = TextDefaults.lineSpacing
    var kern: Double = 0
    var minimumScaleFactor = TextDefaults.minimumScaleFactor
    /// The distance between baselines from a `style`, in points; `nil` leaves it to the fonts.
    var lineHeight: Double?
    /// The iOS family written, when a built-in stand-in draws the text.
    var standIn: StandInUse?
    /// The script's pseudo-language, which transforms the text as drawn (``shownString(_:)``), or `nil`.
    var pseudoLanguage: PseudoLanguage?
    /// The keys as written, for the script's `defaults.text` to fill in.
    var written = TextSettings()
    /// Where the string is written, `FILE:LINE: KEY.PATH` (``CardScene/TextContent/origin``).
    var origin: String?
    /// The script's layout direction, which a `natural` alignment follows.
    var layoutDirection = LayoutDirection.leftToRight
}

/// `if: key` (shown when the card has the field, not empty) or `unless: key` (shown when it has not).
struct LayerCondition: Hashable, Sendable {
    var field: String
    var whenPresent: Bool
    var position: SourcePosition
}
