import CardGeometry
import CardScene

/// `path`, with `CAShapeLayer`'s defaults (filled black, non-zero, no stroke, 1-point lines).
struct PathTemplate: Hashable, Sendable {
    /// The parsed path data, in the viewBox's units.
    var elements: [PathElement]
    var viewBox: Rect?
    var fill: ColorTemplate = .fixed(Color(white: 0))
    var fillRule: PathContent.FillRule = .nonZero
    var stroke: ColorTemplate?
    var lineWidth: Double = PathKeys.lineWidth.numberDefault

    static func decode(_ node: ScriptNode) throws(ScriptError) -> PathTemplate {
        var map = try node.mapping()
        typealias Key = PathKeys
        let dataNode = try map.requiredNode(Key.data)
        let data = try dataNode.string()
        let elements: [PathElement]
        do {
            elements = try PathData.parse(data)
        } catch {
            // The column of the character at fault, inside the quotes when the data is quoted.
            throw SourcePosition(dataNode).error(file: dataNode.file, "bad path data: \(error.message)",
                                                 columnOffset: error.offset + dataNode.quoteWidth)
        }
        var path = PathTemplate(elements: elements)
        if let value = try map.node(Key.viewBox) {
            let numbers = try value.numbers(count: 4, shape: "[minX, minY, width, height]")
            guard numbers[2] > 0, numbers[3] > 0 else {
                throw value.error("the viewBox's width and height must be above 0, found \(numbers[2]) x \(numbers[3])")
            }
            path.viewBox = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        if let value = try map.node(Key.fill) { path.fill = try LayerTemplate.colorTemplate(value) }
        if let value = try map.choice(Key.fillRule, PathContent.FillRule.self) { path.fillRule = value }
        if let value = try map.node(Key.stroke) { path.stroke = try LayerTemplate.colorTemplate(value) }
        if let value = try map.number(Key.lineWidth) { path.lineWidth = value }
        try map.finish()
        return path
    }

    /// The path with the card's fields in place (its colours may read them).
    func bind(_ context: BindingContext) throws(BindingFailure) -> PathContent {
        PathContent(elements: elements, viewBox: viewBox, fill: try fill.resolve(context), fillRule: fillRule,
                    stroke: try stroke?.resolve(context), lineWidth: lineWidth)
    }

    /// Every card field its colours read.
    var fields: [String] {
        fill.fields + (stroke?.fields ?? [])
    }
}
