import CardGeometry
import Yams

extension LayerTemplate {
    /// Reads one layer mapping strictly. A cell's own layer (`isCell`) has no frame (it fills the card); every other
    /// layer needs one. `fonts` are the families text may name. `tally` counts the layers of the design being read
    /// (a new one when `nil`: this layer starts a design).
    static func decode(_ node: ScriptNode, isCell: Bool = false, fonts: [String],
                       tally: LayerTally? = nil) throws(ScriptError) -> LayerTemplate {
        let tally = tally ?? LayerTally()
        try tally.count(node)
        var map = try node.mapping()
        var layer = LayerTemplate(position: SourcePosition(node))
        if isCell {
            if let frame = map.optional("frame") { throw frame.error("the cell fills its card: its own layer has no frame") }
        } else {
            layer.frame = try frameExpressions(map.required("frame"))
        }
        if let value = map.optional("backgroundColor") { layer.backgroundColor = try colorTemplate(value) }
        if let value = map.optional("opacity") { layer.opacity = try value.double(in: 0...1) }
        if let value = map.optional("cornerRadius") { layer.cornerRadius = try value.double(in: 0...100_000, unit: "points") }
        if let value = map.optional("borderWidth") { layer.borderWidth = try value.double(in: 0...100_000, unit: "points") }
        if let value = map.optional("borderColor") { layer.borderColor = try colorTemplate(value) }
        if let value = map.optional("masksToBounds") { layer.masksToBounds = try value.bool() }
        if let value = map.optional("shadow") { layer.shadow = try shadow(value) }
        if let value = map.optional("gradient") { layer.gradient = try gradient(value) }
        if let value = map.optional("image") { layer.image = try image(value) }
        if let value = map.optional("text") { layer.text = try text(value, fonts: fonts) }
        let ifNode = map.optional("if"), unlessNode = map.optional("unless")
        switch (ifNode, unlessNode) {
        case (_?, _?): throw node.error("give either 'if' or 'unless', not both")
        case (let key?, nil): layer.condition = LayerCondition(field: try key.string(), whenPresent: true, position: SourcePosition(key))
        case (nil, let key?): layer.condition = LayerCondition(field: try key.string(), whenPresent: false, position: SourcePosition(key))
        case (nil, nil): break
        }
        if let value = map.optional("layers") { layer.sublayers = try layers(value, fonts: fonts, tally: tally) }
        try map.finish()
        return layer
    }

    /// A list of layers, back to front (a design of its own, the screen's or the overlay's, unless `tally` is given).
    static func layers(_ node: ScriptNode, fonts: [String], tally: LayerTally? = nil) throws(ScriptError) -> [LayerTemplate] {
        let tally = tally ?? LayerTally()
        let items = try node.sequence()
        guard items.count <= ScriptLimits.layers else {
            throw node.error("\(items.count) layers exceed the limit of \(ScriptLimits.layers)")
        }
        var layers: [LayerTemplate] = []
        for item in items { layers.append(try decode(item, fonts: fonts, tally: tally)) }
        return layers
    }

    /// `[x, y, width, height]`, each a number or an expression over `width` and `height`.
    private static func frameExpressions(_ node: ScriptNode) throws(ScriptError) -> [FrameExpression] {
        let items = try node.sequence()
        guard items.count == 4 else { throw node.error("expected [x, y, width, height], found \(items.count) values") }
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

    /// A colour, or a string that reads one from the card (`"{tint}"`).
    private static func colorTemplate(_ node: ScriptNode) throws(ScriptError) -> ColorTemplate {
        let text = try node.positionedText()
        if text.template.fields.isEmpty { return .fixed(try node.color()) }
        return .bound(text)
    }

    private static func shadow(_ node: ScriptNode) throws(ScriptError) -> ShadowTemplate {
        var map = try node.mapping()
        var shadow = ShadowTemplate(origin: node.error("").origin)
        if let value = map.optional("color") { shadow.color = try colorTemplate(value) }
        if let value = map.optional("opacity") { shadow.opacity = try value.double(in: 0...1) }
        if let value = map.optional("radius") { shadow.radius = try value.double(in: 0...1000, unit: "points") }
        if let value = map.optional("offset") { shadow.offset = try value.point() }
        try map.finish()
        return shadow
    }

    private static func gradient(_ node: ScriptNode) throws(ScriptError) -> GradientTemplate {
        var map = try node.mapping()
        let colorsNode = try map.required("colors")
        let colorItems = try colorsNode.sequence()
        guard (2...ScriptLimits.gradientColors).contains(colorItems.count) else {
            throw colorsNode.error("needs 2 to \(ScriptLimits.gradientColors) colours, found \(colorItems.count)")
        }
        var colors: [ColorTemplate] = []
        for item in colorItems { colors.append(try colorTemplate(item)) }
        var gradient = GradientTemplate(colors: colors)
        if let value = map.optional("locations") {
            let items = try value.sequence()
            guard items.count == colors.count else {
                throw value.error("needs one location per colour (\(colors.count)), found \(items.count)")
            }
            var locations: [Double] = []
            for item in items {
                let location = try item.double(in: 0...1)
                if let last = locations.last, location < last { throw item.error("locations must not decrease (\(location) follows \(last))") }
                locations.append(location)
            }
            gradient.locations = locations
        }
        if let value = map.optional("start") { gradient.start = try value.point() }
        if let value = map.optional("end") { gradient.end = try value.point() }
        if let value = map.optional("type") { gradient.kind = try value.choice(Gradient.Kind.self) }
        try map.finish()
        return gradient
    }

    private static func image(_ node: ScriptNode) throws(ScriptError) -> ImageTemplate {
        var map = try node.mapping()
        let sourceNode = try map.required("source")
        let source = try sourceNode.positionedText()
        guard !source.template.parts.isEmpty else { throw sourceNode.error("the image path is empty") }
        var image = ImageTemplate(source: source)
        if let value = map.optional("contentMode") { image.contentMode = try value.choice(ImageContent.ContentMode.self) }
        try map.finish()
        return image
    }

    private static func text(_ node: ScriptNode, fonts: [String]) throws(ScriptError) -> TextTemplateStyle {
        var map = try node.mapping()
        var text = TextTemplateStyle(string: try map.required("string").positionedText())
        if let value = map.optional("font") {
            let family = try value.string()
            guard fonts.contains(family) else {
                throw value.error("unknown font family '\(family)'\(Suggestion.hint(for: family, in: fonts)); available: \(fonts.joined(separator: ", "))")
            }
            text.font = family
        }
        if let value = map.optional("weight") { text.weight = try value.choice(TextContent.Weight.self) }
        if let value = map.optional("size") { text.size = try value.double(in: 1...1000, unit: "points") }
        if let value = map.optional("color") { text.color = try colorTemplate(value) }
        if let value = map.optional("alignment") { text.alignment = try value.choice(TextContent.Alignment.self) }
        if let value = map.optional("lines") { text.lines = try value.int(in: 0...1000) }
        if let value = map.optional("lineBreak") { text.lineBreak = try value.choice(TextContent.LineBreak.self) }
        if let value = map.optional("lineSpacing") { text.lineSpacing = try value.double(in: -1000...1000, unit: "points") }
        if let value = map.optional("kern") { text.kern = try value.double(in: -1000...1000, unit: "points") }
        if let value = map.optional("minimumScaleFactor") { text.minimumScaleFactor = try value.double(in: 0.01...1) }
        try map.finish()
        return text
    }
}

extension ScriptNode {
    /// A string that may read card fields, checked for placeholder syntax (errors point at the column).
    func positionedText() throws(ScriptError) -> PositionedText {
        let value = try text()
        do {
            return PositionedText(template: try TextTemplate(parsing: value), position: SourcePosition(self))
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
