import CardGeometry
import CardScene

extension ScriptNode {
    /// A control's `frame` on `screen`: `[x, y, width, height]`, each a number or an expression of the screen
    /// (`width` and `height` are the screen's, as are `screen.width`, `screen.height` and `safeArea.*`), in points;
    /// each within ``ScriptLimits/coordinate``, the size not negative. So one script lays its control out on every
    /// device.
    func screenRect(on screen: Screen) throws(ScriptError) -> Rect {
        let items = try sequence()
        guard items.count == 4 else { throw error(Self.countProblem(has: items.count, needs: 4, shape: "[x, y, width, height]")) }
        let environment = ExpressionEnvironment(width: screen.size.width, height: screen.size.height, named: screen.expressionValues)
        var values: [Double] = []
        for item in items {
            guard case .scalar(let scalar) = item.node, scalar.style != .plain || Double(scalar.string) == nil else {
                values.append(try item.double(in: ScriptLimits.coordinate, unit: "points"))
                continue
            }
            let expression: FrameExpression
            do throws(TemplateSyntaxError) {
                expression = try FrameExpression(parsing: scalar.string)
            } catch {
                throw item.error("\(error.message) (at character \(error.offset + 1))")
            }
            if expression.readsItemIndex { throw item.error("a control's frame has no itemIndex: it reads the screen's size and safe area") }
            if let name = expression.names.first(where: { !Screen.expressionNames.contains($0) }) {
                throw item.error("a control's frame reads the screen only (width, height, \(Screen.expressionNames.joined(separator: ", "))), not '\(name)'")
            }
            let value = expression.value(in: environment)
            guard value.isFinite, ScriptLimits.coordinate.contains(value) else {
                throw item.error("'\(scalar.string)' comes to \(value) points on this screen, outside \(JSONValue.number(ScriptLimits.coordinate.lowerBound).formatted()) to \(JSONValue.number(ScriptLimits.coordinate.upperBound).formatted())")
            }
            values.append(value)
        }
        guard values[2] >= 0, values[3] >= 0 else { throw error("width and height must not be negative") }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}

extension ScriptSchema {
    /// A control's `frame`: four numbers or expressions of the screen.
    static let screenRect: JSONValue = ["type": "array", "minItems": 4, "maxItems": 4,
                                        "items": ["anyOf": [["type": "number"], ["$ref": "#/$defs/expression"]]]]
    /// How the docs name its type.
    static let screenRectShape = "[x, y, width, height]: numbers or expressions of the screen"
}
