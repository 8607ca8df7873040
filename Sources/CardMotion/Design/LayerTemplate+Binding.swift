import CardGeometry
import Foundation

/// What a template reads its fields from: one card (its fields and data index), or nothing (the screen's layers and
/// the overlay); `assets` finds the images, and `uses`, when given, records each image shown.
struct BindingContext {
    var fields: [String: CardValue]?
    var index: Int?
    var assets: AssetLocator
    var uses: ImageUseLog?
    /// Where each of the card's fields is written (`FILE:LINE: cards[I].NAME`), for a text that shows one field to be
    /// placed there rather than at the cell's template.
    var fieldOrigins: [String: String]?
    /// The list element a `forEach` layer is bound to (`{item}`) and its index in the list (`{itemIndex}`, from 0).
    var item: (value: CardValue, index: Int)?
    /// Counts the layers bound for one card, and for all the cards of a script as it is read.
    var budget: BoundLayerBudget?
    /// The card's live motion for layers that read `motion.*` (``MotionValues/rest`` when the card is bound once).
    var motion: MotionValues = .rest
    /// Whether every number is held within its key's range rather than refused: set when live layers are bound again
    /// for a frame (``LiveCellLayers``), where any number may follow the motion, if only through the size of a
    /// layer around it, and the script was checked at rest when it was read.
    var holdsNumbers = false
    /// The screen whose size and safe area expressions read (`screen.width`, `safeArea.top`); `nil` where none is
    /// known (a built-in cell, which reads neither).
    var screen: Screen?

    /// The names `forEach` binds, which no card field may take.
    static let itemNames = ["item", "itemIndex"]

    /// The value `name` reads: `index`, `itemIndex`, `item` or a card field, then a key of a mapping per `.KEY`.
    func lookup(_ name: String) -> CardValue? {
        let keys = name.split(separator: ".", omittingEmptySubsequences: false)
        let root = keys[0], rest = keys.dropFirst()
        if root == "index", rest.isEmpty, let index { return .number(String(index)) }
        if root == "itemIndex", rest.isEmpty, let item { return .number(String(item.index)) }
        if root == "item", let item { return item.value.value(at: rest) }
        return fields?[String(root)]?.value(at: rest)
    }

    /// The text of `{name}`: a string, a number as written, `true` or `false`; `nil` when there is none or it is a
    /// list or a mapping.
    func value(_ name: String) -> String? {
        lookup(name)?.text
    }

    /// Whether `if: name` holds: the value is present and not `false`, an empty string or an empty list.
    func has(_ name: String) -> Bool {
        lookup(name)?.isShown ?? false
    }
}

/// Why a template could not be bound to a card: where (the template's position) and what; `field` names the card
/// field at fault when the value came whole from one.
struct BindingFailure: Error {
    var position: SourcePosition
    var message: String
    var field: String?
}

extension LayerTemplate {
    /// Whether the layer shows for `context`.
    func isShown(in context: BindingContext) -> Bool {
        guard let condition else { return true }
        return context.has(condition.field) == condition.whenPresent
    }

    /// The layers for a parent of `parentSize` points: one, none when its condition hides it, or one per element of
    /// the list its `forEach` names (each shown or hidden by its condition).
    func bind(parentSize: Size, _ context: BindingContext) throws(BindingFailure) -> [ContentLayer] {
        guard let forEach else { return try bindOnce(parentSize: parentSize, context).map { [$0] } ?? [] }
        var layers: [ContentLayer] = []
        for (index, element) in try forEach.elements(context).enumerated() {
            var itemContext = context
            itemContext.item = (element, index)
            do {
                if let bound = try bindOnce(parentSize: parentSize, itemContext) { layers.append(bound) }
            } catch {
                throw forEach.blaming(error, element: index)
            }
        }
        return layers
    }

    /// The layer bound once to `context`, or `nil` when its condition hides it.
    private func bindOnce(parentSize: Size, _ context: BindingContext) throws(BindingFailure) -> ContentLayer? {
        guard isShown(in: context) else { return nil }
        try context.budget?.count(position)
        return try bind(frame: try resolvedFrame(parentSize: parentSize, context), context)
    }

    /// The layer bound to `context` at `frame` (its own, or where its parent's stack put it).
    func bind(frame: Rect, _ context: BindingContext) throws(BindingFailure) -> ContentLayer {
        var layer = ContentLayer(frame: frame)
        try apply(to: &layer, context)
        insettingContent(&layer)
        layer.sublayers += try bindSublayers(size: frame.size, context)
        if let back {
            var faces: [ContentLayer] = []
            for face in back { faces += try face.bind(parentSize: frame.size, context) }
            layer.back = faces
        }
        return layer
    }

    /// The properties this template sets, applied over `layer` (others keep their values): for a cell's own layer,
    /// over the control's styling of the card.
    func apply(to layer: inout ContentLayer, _ context: BindingContext) throws(BindingFailure) {
        if let backgroundColor { layer.backgroundColor = try backgroundColor.resolve(context) }
        if let opacity { layer.opacity = opacity }
        if let cornerRadius { layer.cornerRadius = cornerRadius }
        if let borderWidth { layer.borderWidth = borderWidth }
        if let borderColor { layer.borderColor = try borderColor.resolve(context) }
        if let masksToBounds { layer.masksToBounds = masksToBounds }
        if let shadow {
            layer.shadow = Shadow(color: try shadow.color.resolve(context), opacity: shadow.opacity, radius: shadow.radius,
                                  offset: shadow.offset, origin: shadow.origin)
        }
        if let gradient {
            var colors: [Color] = []
            for color in gradient.colors { colors.append(try color.resolve(context)) }
            layer.gradient = Gradient(kind: gradient.kind, colors: colors, locations: gradient.locations,
                                      start: gradient.start, end: gradient.end)
        }
        if let image {
            let path = try image.resolvedPath(context)
            layer.image = ImageContent(path: path, contentMode: image.contentMode)
            context.uses?.record(ImageUseLog.Entry(path: path, contentMode: image.contentMode, layerSize: layer.frame.size,
                                                   position: image.source.position, field: image.source.template.singleField))
        }
        if let text {
            let content = TextContent(string: try text.shownString(context), fontSize: text.size, fontFamily: text.font,
                                      weight: text.weight, color: try text.color.resolve(context), alignment: text.alignment,
                                      numberOfLines: text.lines, lineBreak: text.lineBreak, lineSpacing: text.lineSpacing,
                                      kern: text.kern, minimumScaleFactor: text.minimumScaleFactor, lineHeight: text.lineHeight,
                                      origin: text.string.template.singleField.flatMap { context.fieldOrigins?[$0] } ?? text.origin,
                                      layoutDirection: text.layoutDirection)
            // The limits hold for the text as drawn: placeholders must not multiply a short field past them.
            if let problem = ScriptLimits.textLengthProblem(content.string) ?? ScriptLimits.textExtentProblem(content) {
                // A text that is one field is reported at the card's field; any other names the card it was bound to.
                let field = text.string.template.singleField
                let bound = field != nil || text.string.template.fields.isEmpty ? "" : context.index.map { "with card \($0)'s fields in place, " } ?? ""
                throw BindingFailure(position: text.string.position, message: bound + problem, field: field)
            }
            layer.text = content
        }
        if let symbol { layer.symbol = try symbol.bind(context) }
        if let path { layer.path = try path.bind(context) }
        if let backdrop { layer.backdrop = try backdrop.resolve(context) }
        if let rotation { layer.rotation = rotation }
        if let rotationX { layer.rotationX = rotationX }
        if let rotationY { layer.rotationY = rotationY }
        if let perspective { layer.perspective = perspective }
        if let isDoubleSided { layer.isDoubleSided = isDoubleSided }
        if let id { layer.id = id }
        try applyNumberExpressions(to: &layer, context)
    }

    private func resolvedFrame(parentSize: Size, _ context: BindingContext) throws(BindingFailure) -> Rect {
        guard let frame else { return Rect(origin: .zero, size: parentSize) }
        if context.item == nil, frame.contains(where: \.readsItemIndex) {
            throw BindingFailure(position: position, message: "the frame reads 'itemIndex', the index of a list element, but neither this layer nor one around it has 'forEach'")
        }
        let environment = try context.expressionEnvironment(for: frame, parentSize: parentSize, position: position)
        let values = frame.enumerated().map { place, expression in
            expression.readsMotion || context.holdsNumbers
                ? Self.clampedMotionValue(expression.value(in: environment), place < 2 ? ScriptLimits.coordinate : 0...ScriptLimits.coordinate.upperBound)
                : expression.value(in: environment)
        }
        guard values.allSatisfy({ ScriptLimits.coordinate.contains($0) }), values[2] >= 0, values[3] >= 0 else {
            let shown = values.map { String($0) }.joined(separator: ", ")
            throw BindingFailure(position: position,
                                 message: "the frame comes to [\(shown)] in a parent of \(parentSize.width) x \(parentSize.height) points; each value must lie within \(ScriptLimits.coordinate) and width and height must not be negative")
        }
        let size = try fitted(Size(width: values[2], height: values[3]), context)
        guard let anchor else { return Rect(x: values[0], y: values[1], width: size.width, height: size.height) }
        let x = anchor.x(offset: values[0], width: size.width, parentWidth: parentSize.width)
        guard ScriptLimits.coordinate.contains(x) || context.holdsNumbers else {
            throw BindingFailure(position: position,
                                 message: "the frame anchored to the \(anchor.edge.rawValue) edge comes to x \(x) in a parent \(parentSize.width) points wide, beyond \(ScriptLimits.coordinate) points")
        }
        return Rect(x: Self.clampedMotionValue(x, ScriptLimits.coordinate), y: values[1], width: size.width, height: size.height)
    }
}

extension PositionedText {
    /// The text with the card's fields in place.
    func resolve(_ context: BindingContext) throws(BindingFailure) -> String {
        switch template.resolve(context.value) {
        case .success(let text):
            return text
        case .failure(let missing):
            throw BindingFailure(position: position, message: context.missingReason(missing.name))
        }
    }
}

extension ColorTemplate {
    func resolve(_ context: BindingContext) throws(BindingFailure) -> Color {
        switch self {
        case .fixed(let color):
            return color
        case .bound(let text, let appearance):
            let value = try text.resolve(context)
            do {
                return try Color(parsing: value, appearance: appearance)
            } catch {
                let hint = Suggestion.hint(for: value, in: Color.namedColors.keys.sorted())
                throw BindingFailure(position: text.position, message: "'\(value)' is not a colour\(hint); use \(ColorParseError.acceptedForms)",
                                     field: text.template.singleField)
            }
        }
    }
}

extension ImageTemplate {
    /// The canonical path of the image, a readable regular file that the script's asset access allows: in dark mode,
    /// its `~dark` twin when that exists.
    func resolvedPath(_ context: BindingContext) throws(BindingFailure) -> String {
        let value = try source.resolve(context)
        switch context.assets.resolveImage(value, appearance: appearance) {
        case .success(let path):
            return path
        case .failure(let problem):
            throw BindingFailure(position: source.position, message: problem.message, field: source.template.singleField)
        }
    }
}
