import CardGeometry
import CardScene

extension LayerKeys {
    static let stack = ScriptKey("stack", .custom(schema: StackLayoutKeys.table.schema(), shape: "mapping (stackLayout keys)"),
                                 default: .described("none (sublayers keep their frames)"),
                                 doc: "Arrange the sublayers in a row or column (UIStackView), or flow them into lines with wrap; each gives size, not frame.")
    static let padding = ScriptKey("padding", .custom(schema: ["type": "array", "items": ScriptSchema.number(LayerKeys.paddingRange),
                                                               "minItems": 4, "maxItems": 4],
                                                      shape: "[top, left, bottom, right], numbers 0 ... 100000"),
                                   unit: "points", default: .described("[0, 0, 0, 0]"),
                                   doc: "Insets of a stack's bounds that its arranged layers stay inside, or of the bounds a text, symbol or image is drawn in; a fit width or height adds them.")
    static let size = ScriptKey("size", .custom(schema: ["type": "array", "items": ["$ref": "#/$defs/expression"], "minItems": 2, "maxItems": 2],
                                                shape: "[width, height], numbers or expressions"),
                                unit: "points", default: .described("required on a layer a stack arranges, refused elsewhere"),
                                doc: "The size of a layer a stack arranges (it has no frame); an expression reads the stack's width and height less its padding, itemIndex and card.FIELD; either may be fit (the content's size plus padding).")

    /// A layer's schema `layer`, which must give exactly one of `frame` (placed by itself), `size` (arranged by
    /// its parent's stack) and `chrome` (placed by the device).
    static func framedOrSized(_ layer: JSONValue) -> JSONValue {
        guard case .object(var fields) = layer else { return layer }
        fields["oneOf"] = [["required": [.string(frame.name)]], ["required": [.string(size.name)]], ["required": [.string(chrome.name)]]]
        return .object(fields)
    }

    /// Where each of `padding`'s numbers may lie, in points.
    static let paddingRange: ClosedRange<Double> = 0...100_000
}

/// A layer's `stack:` keys, with `UIStackView`'s defaults (horizontal, no spacing, fill, fill).
enum StackLayoutKeys {
    static let axis = ScriptKey("axis", .choice(StackLayout.Axis.self), default: .described("horizontal"),
                                doc: "The direction the layers follow: left to right (right to left in rightToLeft), or top to bottom.")
    static let spacing = ScriptKey("spacing", .number(0...100_000), unit: "points", default: .number(0),
                                   doc: "The gap between neighbours along the axis (the least gap with equalSpacing).")
    static let alignment = ScriptKey("alignment", .choice(StackLayout.Alignment.self), default: .described("fill"),
                                     doc: "Across the axis: fill stretches to the stack (the line, with wrap); leading (top, or left: right in rightToLeft), center and trailing (bottom, or right: left in rightToLeft) place.")
    static let distribution = ScriptKey("distribution", .choice(StackLayout.Distribution.self), default: .described("fill"),
                                        doc: "Along the axis: fill gives the last layer what is left (or takes the shortfall from the last layers), fillEqually makes all equal, equalSpacing shares the leftover between the gaps. Refused with wrap.")
    static let wrap = ScriptKey("wrap", .boolean, default: .boolean(false),
                                doc: "Flow onto new lines as a left-aligned flow layout: layers keep their sizes, a new line starts when the next does not fit.")
    static let lineSpacing = ScriptKey("lineSpacing", .number(0...100_000), unit: "points", default: .described("the spacing"),
                                       doc: "The gap between lines with wrap.")

    static let table = KeyTable([axis, spacing, alignment, distribution, wrap, lineSpacing])
}

/// `padding: [top, left, bottom, right]`, in points.
struct LayerPadding: Hashable, Sendable {
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0

    /// `bounds` less the padding (no side below 0 long).
    func inset(_ size: Size) -> Rect {
        Rect(x: left, y: top, width: max(0, size.width - left - right), height: max(0, size.height - top - bottom))
    }
}

extension LayerTemplate {
    /// Reads `stack:` and its `padding` (a layer without a stack reads its padding in ``readContentPadding(_:isCell:)``).
    static func stackLayout(_ map: inout MappingReader) throws(ScriptError) -> (StackLayout, LayerPadding)? {
        guard let node = try map.node(LayerKeys.stack) else { return nil }
        var stackMap = try node.mapping()
        typealias Key = StackLayoutKeys
        var stack = StackLayout()
        stack.layoutDirection = node.layoutDirection
        if let value = try stackMap.choice(Key.axis, StackLayout.Axis.self) { stack.axis = value }
        if let value = try stackMap.number(Key.spacing) { stack.spacing = value }
        if let value = try stackMap.choice(Key.alignment, StackLayout.Alignment.self) { stack.alignment = value }
        let distribution = try stackMap.node(Key.distribution)
        if let distribution { stack.distribution = try distribution.choice(StackLayout.Distribution.self) }
        if let value = try stackMap.boolean(Key.wrap) { stack.wrap = value }
        stack.lineSpacing = try stackMap.number(Key.lineSpacing) ?? stack.spacing
        try stackMap.finish()
        if stack.wrap, let distribution {
            throw distribution.error("distribution shares one line's length and does not apply with 'wrap: true' (wrapped layers keep their sizes); remove it")
        }
        var padding = LayerPadding()
        if let node = try map.node(LayerKeys.padding) { padding = try LayerTemplate.padding(node) }
        return (stack, padding)
    }

    /// Reads `size:` for a layer a stack arranges (`arranged`), which has no `frame`; refuses it on any other layer.
    static func arrangedSize(_ map: inout MappingReader, owner: ScriptNode, arranged: Bool, isCell: Bool) throws(ScriptError) -> ([FrameExpression], LayerFit)? {
        guard arranged else {
            if let size = map.optional(LayerKeys.size.name) {
                let reason = isCell ? "the cell fills its card" : "this layer's parent has no 'stack', so the layer gives a frame"
                throw size.error("size is for a layer a stack arranges; \(reason)")
            }
            return nil
        }
        if let frame = map.optional(LayerKeys.frame.name) {
            throw frame.error("a layer its parent's stack arranges has no frame: give its size as size: [width, height]")
        }
        guard let size = map.optional(LayerKeys.size.name) else {
            throw owner.error("missing required key 'size': a layer its parent's stack arranges gives size: [width, height]")
        }
        return try fittingExpressions(size, shape: "[width, height]", count: 2)
    }

    /// The sublayers bound inside this layer of `size` points: each at its frame, or, with a stack, arranged in
    /// the bounds less the padding (hidden ones take no space; a `forEach` layer is arranged once per element).
    func bindSublayers(size: Size, _ context: BindingContext) throws(BindingFailure) -> [ContentLayer] {
        guard let stack else {
            var layers: [ContentLayer] = []
            for sublayer in sublayers { layers += try sublayer.bind(parentSize: size, context) }
            return layers
        }
        let content = padding.inset(size)
        var arranged: [(template: LayerTemplate, context: BindingContext, size: Size)] = []
        for sublayer in sublayers {
            for instance in try sublayer.shownContexts(context) {
                do {
                    try instance.budget?.count(sublayer.position)
                    arranged.append((sublayer, instance, try sublayer.resolvedSize(in: content.size, instance)))
                } catch {
                    throw sublayer.blaming(error, instance)
                }
            }
        }
        let frames = stack.frames(for: arranged.map(\.size), in: content)
        var layers: [ContentLayer] = []
        for (item, placed) in zip(arranged, frames) {
            let frame = context.holdsNumbers ? Self.heldWithinCoordinates(placed) : placed
            let corners = [frame.origin.x, frame.origin.y, frame.origin.x + frame.size.width, frame.origin.y + frame.size.height]
            // Each layer's size is at most 100,000 but a thousand of them in a row add up past what a frame may hold.
            guard corners.allSatisfy({ ScriptLimits.coordinate.contains($0) }) else {
                throw BindingFailure(position: position,
                                     message: "the stack places a layer at [\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height)], beyond \(ScriptLimits.coordinate) points; fewer or smaller layers")
            }
            do {
                layers.append(try item.template.bind(frame: frame, item.context))
            } catch {
                throw item.template.blaming(error, item.context)
            }
        }
        return layers
    }

    /// `frame` cut to the coordinates a frame may hold (``ScriptLimits/coordinate``): where a stack of live layers
    /// places a layer that its moving sizes push beyond them.
    static func heldWithinCoordinates(_ frame: Rect) -> Rect {
        let range = ScriptLimits.coordinate
        let left = clampedMotionValue(frame.minX, range), top = clampedMotionValue(frame.minY, range)
        let right = clampedMotionValue(frame.maxX, range), bottom = clampedMotionValue(frame.maxY, range)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// One context per copy of this layer that shows: one, none, or one per element of its `forEach` list.
    func shownContexts(_ context: BindingContext) throws(BindingFailure) -> [BindingContext] {
        guard let forEach else { return isShown(in: context) ? [context] : [] }
        var contexts: [BindingContext] = []
        for (index, element) in try forEach.elements(context).enumerated() {
            var itemContext = context
            itemContext.item = (element, index)
            if isShown(in: itemContext) { contexts.append(itemContext) }
        }
        return contexts
    }

    /// `failure` of the copy bound to `context`, blamed on the list element that gave it when there is one.
    private func blaming(_ failure: BindingFailure, _ context: BindingContext) -> BindingFailure {
        guard let forEach, let item = context.item else { return failure }
        return forEach.blaming(failure, element: item.index)
    }

    /// The arranged layer's `size` in a stack whose content is `content` points.
    func resolvedSize(in content: Size, _ context: BindingContext) throws(BindingFailure) -> Size {
        let size = self.size ?? []
        if context.item == nil, size.contains(where: \.readsItemIndex) {
            throw BindingFailure(position: position, message: "the size reads 'itemIndex', the index of a list element, but neither this layer nor one around it has 'forEach'")
        }
        let environment = try context.expressionEnvironment(for: size, parentSize: content, position: position)
        let sides = 0...ScriptLimits.coordinate.upperBound
        let values = size.map { $0.readsMotion || context.holdsNumbers ? Self.clampedMotionValue($0.value(in: environment), sides) : $0.value(in: environment) }
        guard values.count == 2, values.allSatisfy({ (0...ScriptLimits.coordinate.upperBound).contains($0) }) else {
            throw BindingFailure(position: position,
                                 message: "the size comes to [\(values.map { String($0) }.joined(separator: ", "))] in a stack of \(content.width) x \(content.height) points (less padding); width and height must lie within 0...\(Int(ScriptLimits.coordinate.upperBound))")
        }
        return try fitted(Size(width: values[0], height: values[1]), context)
    }
}
