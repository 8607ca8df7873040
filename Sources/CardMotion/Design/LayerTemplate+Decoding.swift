import CardGeometry
import Yams

extension LayerTemplate {
    /// Reads one layer mapping strictly. A cell's own layer (`isCell`) has no frame (it fills the card), nor has a
    /// layer its parent's stack arranges (it gives `size`); every other layer needs one. `fonts` are the families text may name. `tally` counts the layers of the design being read
    /// (a new one when `nil`: this layer starts a design).
    /// `arranged`: its parent's stack places it, so it gives `size`, not `frame`.
    static func decode(_ node: ScriptNode, isCell: Bool = false, fonts: [String],
                       tally: LayerTally? = nil, arranged: Bool = false) throws(ScriptError) -> LayerTemplate {
        let tally = tally ?? LayerTally()
        try tally.count(node)
        var map = try node.mapping()
        var layer = LayerTemplate(position: SourcePosition(node))
        typealias Key = LayerKeys
        if isCell {
            if let frame = map.optional(Key.frame.name) { throw frame.error("the cell fills its card: its own layer has no frame") }
            if let rotation = map.optional(Key.rotation.name) {
                throw rotation.error("the cell turns with its card: its own layer has no rotation (turn a sublayer)")
            }
            if let id = map.optional(Key.id.name) {
                throw id.error("the cell is its card's node, which states and verify name (card-0): its own layer has no id")
            }
        }
        // A chrome layer is placed by its device: it gives no frame (a cell's own layer has no `chrome` key).
        if !isCell { layer.chrome = try chromeKind(&map, tally: tally) }
        if !isCell, !arranged, layer.chrome == nil {
            (layer.frame, layer.fit) = try fittingExpressions(map.requiredNode(Key.frame))
        }
        if let (size, fit) = try arrangedSize(&map, owner: node, arranged: arranged, isCell: isCell) { (layer.size, layer.fit) = (size, fit) }
        layer.anchor = try frameAnchor(&map, placedByFrame: !isCell && !arranged, isCell: isCell)
        if let value = try map.node(Key.backgroundColor) { layer.backgroundColor = try colorTemplate(value) }
        if let value = try map.number(Key.opacity, .opacity, expressions: &layer.numberExpressions) { layer.opacity = value }
        if let value = try map.number(Key.cornerRadius, .cornerRadius, expressions: &layer.numberExpressions) { layer.cornerRadius = value }
        if let value = try map.number(Key.borderWidth, .borderWidth, expressions: &layer.numberExpressions) { layer.borderWidth = value }
        if let value = try map.node(Key.borderColor) { layer.borderColor = try colorTemplate(value) }
        if let value = try map.boolean(Key.masksToBounds) { layer.masksToBounds = value }
        if let value = try map.node(Key.shadow) { layer.shadow = try shadow(value) }
        if let value = try map.node(Key.gradient) { layer.gradient = try gradient(value) }
        if let value = try map.node(Key.image) { layer.image = try image(value) }
        if let value = try map.node(Key.text) { layer.text = try text(value, fonts: fonts) }
        let ifNode = try map.node(Key.ifField), unlessNode = try map.node(Key.unlessField)
        switch (ifNode, unlessNode) {
        case (_?, _?): throw node.error("give either 'if' or 'unless', not both")
        case (let key?, nil): layer.condition = LayerCondition(field: try key.string(), whenPresent: true, position: SourcePosition(key))
        case (nil, let key?): layer.condition = LayerCondition(field: try key.string(), whenPresent: false, position: SourcePosition(key))
        case (nil, nil): break
        }
        // Before the sublayers, so that a repeated id is reported where it is written second.
        if let value = try map.node(Key.id) {
            let id = try value.string()
            if let problem = LayerID.problem(with: id) { throw value.error(problem) }
            try tally.claim(id, at: value)
            layer.id = id
        }
        if let (stack, padding) = try stackLayout(&map) { (layer.stack, layer.padding) = (stack, padding) }
        if let value = try map.node(Key.layers) {
            let arranges = layer.stack != nil
            layer.sublayers = try tally.nested(in: value) { () throws(ScriptError) in
                try layers(value, fonts: fonts, tally: tally, arranged: arranges)
            }
        }
        if let value = try map.node(Key.symbol) { layer.symbol = try SymbolTemplate.decode(value) }
        if let value = try map.node(Key.path) { layer.path = try PathTemplate.decode(value) }
        if let value = try map.node(Key.backdrop) { layer.backdrop = try BackdropTemplate.decode(value) }
        if isCell {
            if let value = map.optional(Key.forEach.name) { throw value.error("the cell is drawn once per card: give 'forEach' to a sublayer") }
        } else if let value = try map.node(Key.forEach) {
            let forEach = try ForEachTemplate.decode(value)
            layer.forEach = forEach
            if tally.isScreenDesign { try forEach.checkInScreenDesign(depth: tally.depth, at: value) }
            if tally.isScreenDesign, tally.depth == 0 {
                // A layer repeated per card names its copies ID-0, ID-1, ...; its sublayers would repeat their ids.
                if let id = layer.sublayers.lazy.compactMap(\.firstID).first {
                    throw value.error("repeats a layer per card whose sublayer holds the id '\(id)'; only the repeated layer itself has an id (its copies are named ID-0, ID-1, ...)")
                }
                if let id = layer.id { try tally.claimCopies(of: id, at: value) }
            } else if let id = layer.firstID {
                // An id names one layer in states and verify; a repeated layer would give it to several.
                throw value.error("repeats a layer that holds the id '\(id)'; an id names one layer, so a repeated layer and its sublayers have none")
            }
        }
        if let value = try map.number(Key.rotation, .rotation, expressions: &layer.numberExpressions) { layer.rotation = value }
        if !isCell {
            layer.rotationX = try map.number(Key.rotationX)
            layer.rotationY = try map.number(Key.rotationY)
            layer.perspective = try map.number(Key.perspective)
            layer.isDoubleSided = try map.boolean(Key.isDoubleSided)
            if let value = try map.node(Key.back) {
                layer.back = try tally.nested(in: value) { () throws(ScriptError) in try layers(value, fonts: fonts, tally: tally) }
            }
        } else {
            for key in [Key.rotationX, Key.rotationY, Key.perspective, Key.back, Key.isDoubleSided] {
                if let value = map.optional(key.name) {
                    throw value.error("the cell is its card, which its control moves: its own layer does not turn in 3D (give '\(key.name)' to a sublayer)")
                }
            }
        }
        try layer.readContentPadding(&map, isCell: isCell)
        try map.finish()
        return layer
    }

    /// The screen's layers or the overlay: a design of its own, whose layers may repeat once per card
    /// (`forEach: cards`).
    static func screenLayers(_ node: ScriptNode, fonts: [String]) throws(ScriptError) -> [LayerTemplate] {
        try layers(node, fonts: fonts, tally: LayerTally(isScreenDesign: true))
    }

    /// A list of layers, back to front (a design of its own, the screen's or the overlay's, unless `tally` is given).
    static func layers(_ node: ScriptNode, fonts: [String], tally: LayerTally? = nil, arranged: Bool = false) throws(ScriptError) -> [LayerTemplate] {
        let tally = tally ?? LayerTally()
        let items = try node.sequence()
        guard items.count <= ScriptLimits.layers else {
            throw node.error("\(items.count) layers exceed the limit of \(ScriptLimits.layers)")
        }
        var layers: [LayerTemplate] = []
        for item in items {
            if let layer = try item.recovering({ () throws(ScriptError) in try decode(item, fonts: fonts, tally: tally, arranged: arranged) }) {
                layers.append(layer)
            }
        }
        return layers
    }

    /// `[x, y, width, height]` (or `count` numbers of `shape`), each a number or an expression over `width` and `height`.
    static func frameExpressions(_ node: ScriptNode, shape: String = "[x, y, width, height]", count: Int = 4) throws(ScriptError) -> [FrameExpression] {
        let items = try node.sequence()
        guard items.count == count else { throw node.error(ScriptNode.countProblem(has: items.count, needs: count, shape: shape)) }
        var values: [FrameExpression] = []
        for item in items {
            if let number = item.node.float ?? item.node.int.map(Double.init), case .scalar(let scalar) = item.node, scalar.style == .plain,
               Double(scalar.string) != nil || Int(scalar.string) != nil {
                guard number.isFinite else {
                    if item.isOverflowingNumeral { throw item.error("\(item.shownValue) is out of range: expected \(ScriptLimits.coordinate) points") }
                    throw item.error("expected a finite number, found \(item.shownValue)")
                }
                values.append(.number(number))
                continue
            }
            let text = try item.string()
            do {
                values.append(try FrameExpression(parsing: text))
            } catch {
                throw SourcePosition(item).error(file: item.file, error.message, columnOffset: error.offset + item.quoteWidth)
            }
        }
        return values
    }

    /// A colour (also `{light, dark}`), or a string that reads one from the card (`"{tint}"`).
    static func colorTemplate(_ node: ScriptNode) throws(ScriptError) -> ColorTemplate {
        if case .mapping = node.node { return .fixed(try node.color()) }
        let text = try node.positionedText()
        if text.template.fields.isEmpty { return .fixed(try node.color()) }
        return .bound(text, node.appearance)
    }

    private static func shadow(_ node: ScriptNode) throws(ScriptError) -> ShadowTemplate {
        var map = try node.mapping()
        var shadow = ShadowTemplate(origin: node.error("").origin)
        typealias Key = ShadowKeys
        if let value = try map.node(Key.color) { shadow.color = try colorTemplate(value) }
        if let value = try map.number(Key.opacity, .shadowOpacity, expressions: &shadow.numberExpressions) { shadow.opacity = value }
        if let value = try map.number(Key.radius, .shadowRadius, expressions: &shadow.numberExpressions) { shadow.radius = value }
        if let value = try map.node(Key.offset) { shadow.offset = try value.point() }
        try map.finish()
        return shadow
    }

    private static func gradient(_ node: ScriptNode) throws(ScriptError) -> GradientTemplate {
        var map = try node.mapping()
        typealias Key = GradientKeys
        let colorsNode = try map.requiredNode(Key.colors)
        let colorItems = try colorsNode.sequence()
        guard (2...ScriptLimits.gradientColors).contains(colorItems.count) else {
            throw colorsNode.error("needs 2 to \(ScriptLimits.gradientColors) colours, found \(colorItems.count)")
        }
        var colors: [ColorTemplate] = []
        for item in colorItems { colors.append(try colorTemplate(item)) }
        var gradient = GradientTemplate(colors: colors)
        if let value = try map.node(Key.locations) {
            let items = try value.sequence()
            guard items.count == colors.count else {
                throw value.error("needs one location per colour (\(colors.count)), found \(items.count)")
            }
            var locations: [Double] = []
            for item in items {
                let location = try item.double(in: GradientKeys.locationRange)
                if let last = locations.last, location < last { throw item.error("locations must not decrease (\(location) follows \(last))") }
                locations.append(location)
            }
            gradient.locations = locations
        }
        if let value = try map.node(Key.start) { gradient.start = try value.point() }
        if let value = try map.node(Key.end) { gradient.end = try value.point() }
        if let value = try map.choice(Key.type, Gradient.Kind.self) { gradient.kind = value }
        try map.finish()
        return gradient
    }

    private static func image(_ node: ScriptNode) throws(ScriptError) -> ImageTemplate {
        var map = try node.mapping()
        let sourceNode = try map.requiredNode(ImageKeys.source)
        let source = try sourceNode.positionedText()
        guard !source.template.parts.isEmpty else { throw sourceNode.error("the image path is empty") }
        var image = ImageTemplate(source: source, appearance: sourceNode.appearance)
        if let value = try map.choice(ImageKeys.contentMode, ImageContent.ContentMode.self) { image.contentMode = value }
        try map.finish()
        return image
    }

    private static func text(_ node: ScriptNode, fonts: [String]) throws(ScriptError) -> TextTemplateStyle {
        var map = try node.mapping()
        let stringNode = try map.requiredNode(TextKeys.string)
        let settings = try textSettings(&map, fonts: fonts)
        try map.finish()
        var text = TextTemplateStyle(string: try stringNode.positionedText(), settings: settings)
        text.origin = stringNode.error("").lineOrigin
        text.layoutDirection = node.layoutDirection
        return text
    }

    /// The text keys of `map` but `string` (a layer's text, or the script's `defaults.text`).
    static func textSettings(_ map: inout MappingReader, fonts: [String]) throws(ScriptError) -> TextSettings {
        typealias Key = TextKeys
        var text = TextSettings()
        if let value = try map.node(Key.font) { text.font = try fontChoice(value, fonts: fonts) }
        try map.read(Key.fields, into: &text)
        return text
    }

    /// A family of `fonts` (the built-in set and the script's files, which win over a stand-in of the same name),
    /// or an iOS family drawn with its built-in stand-in.
    private static func fontChoice(_ node: ScriptNode, fonts: [String]) throws(ScriptError) -> FontChoice {
        let family = try node.string()
        if fonts.contains(family) { return FontChoice(family: family) }
        if let standIn = BuiltInFonts.standIn(for: family) {
            let use = StandInUse(asked: family, drawnWith: standIn, position: SourcePosition(node))
            switch standIn {
            case .systemFont: return FontChoice(family: nil, standIn: use)
            case .family(let builtIn): return FontChoice(family: builtIn, standIn: use)
            }
        }
        let iOSNames = BuiltInFonts.standIns.map(\.name)
        throw node.error("unknown font family '\(family)'\(Suggestion.hint(for: family, in: fonts + iOSNames)); available: \(fonts.joined(separator: ", ")); iOS names drawn with a built-in stand-in: \(iOSNames.joined(separator: ", "))")
    }
}

extension ScriptNode {
    /// A string that may read card fields, checked for placeholder syntax (errors point at the column).
    func positionedText() throws(ScriptError) -> PositionedText {
        let value = try text()
        do {
            return PositionedText(template: try TextTemplate(parsing: value), position: SourcePosition(self), quoteWidth: quoteWidth)
        } catch {
            throw SourcePosition(self).error(file: file, error.message, columnOffset: error.offset + quoteWidth)
        }
    }

    /// 1 when the scalar is written in quotes (its first character is the quote), else 0.
    var quoteWidth: Int {
        guard case .scalar(let scalar) = node else { return 0 }
        return scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0
    }
}
