import CardGeometry
import CardScene

extension LayerKeys {
    static let symbol = ScriptKey("symbol", .custom(schema: SymbolKeys.table.schema(), shape: "mapping (symbol keys)"),
                                  default: .described("none"), doc: "A symbol (an SF Symbols name drawn with Material Icons), as a UIImageView shows it.")
    static let path = ScriptKey("path", .custom(schema: PathKeys.table.schema(), shape: "mapping (path keys)"),
                                default: .described("none"), doc: "A vector path (SVG path data), as a CAShapeLayer draws it.")
}

/// A layer's `symbol:` keys.
enum SymbolKeys {
    static let name = ScriptKey("name", .custom(schema: ["type": "string"], shape: "SF Symbols name or material:NAME, may read {fields}"),
                                required: true, doc: "The symbol: an SF Symbols name of the table in Symbols, or material: and a Material Icons name.")
    static let size = ScriptKey("size", .number(1...1000), unit: "points", default: .number(17),
                                doc: "The point size (UIImage.SymbolConfiguration's pointSize).")
    static let weight = ScriptKey("weight", .choice(SymbolContent.Weight.self), default: .described("regular"),
                                  doc: "The weight: heavier than regular strokes the glyph's outline (see Symbols).")
    static let color = ScriptKey("color", .color, default: .described("systemBlue (UIImageView's default tint)"), doc: "The symbol's colour.")

    static let table = KeyTable([name, size, weight, color])
}

/// A layer's `path:` keys.
enum PathKeys {
    static let data = ScriptKey("d", .custom(schema: ["type": "string", "maxLength": .number(Double(ScriptLimits.pathDataLength))],
                                             shape: "SVG path data"),
                                required: true, doc: "The path: SVG path data, every command (M L H V C S Q T A Z) absolute or relative.")
    static let viewBox = ScriptKey("viewBox", .custom(schema: ["type": "array", "items": ["type": "number"], "minItems": 4, "maxItems": 4],
                                                      shape: "[minX, minY, width, height], width and height above 0"),
                                   default: .described("none: path units are the layer's points"),
                                   doc: "The rectangle of path coordinates fitted into the frame (uniformly, centred).")
    static let fill = ScriptKey("fill", .color, default: .described("black"), doc: "The fill colour (clear for none).")
    static let fillRule = ScriptKey("fillRule", .choice(PathContent.FillRule.self), default: .described("nonZero"),
                                    doc: "Which points are inside the path.")
    static let stroke = ScriptKey("stroke", .color, default: .described("none"), doc: "The stroke colour.")
    static let lineWidth = ScriptKey("lineWidth", .number(0...1000), unit: "points", default: .number(1),
                                     doc: "The stroke's width in the layer's points (not scaled with the viewBox).")

    static let table = KeyTable([data, viewBox, fill, fillRule, stroke, lineWidth])
}
