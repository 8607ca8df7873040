/// The `cardmotion states` form of a scene: one JSON object per frame, on one line (docs/commands.md, `states`,
/// documents every field). Numbers are written in their shortest round-trip form, so parsing them gives back the
/// exact doubles. Geometry goldens (`states.jsonl` beside references) are lines of this form.
extension Scene {
    /// `{"frame":N,"time":T,"nodes":[...]` without the closing brace, so that a caller may add fields (the
    /// callbacks `states` prints) before closing it.
    public func statesPrefix(frame: Int, time: Double) -> String {
        var out = "{\"frame\":\(frame),\"time\":\(JSONValue.number(time).formatted()),\"nodes\":["
        for (position, node) in nodes.enumerated() {
            if position > 0 { out += "," }
            let corners = node.corners.map { "[\(Self.number($0.x)),\(Self.number($0.y))]" }.joined(separator: ",")
            let scale = node.scale
            out += "{\"id\":\(JSONValue.string(node.id).formatted()),\"kind\":\(JSONValue.string(node.kind.rawValue).formatted()),"
            out += "\"index\":\(node.index.map(String.init) ?? "null"),"
            out += "\"corners\":[\(corners)],\"alpha\":\(Self.number(node.alpha)),"
            out += "\"rotation\":\(Self.number(node.rotationDegrees)),\"scale\":[\(Self.number(scale.x)),\(Self.number(scale.y))]}"
        }
        return out + "]"
    }

    /// The whole line for frame `frame` at `time` seconds.
    public func statesLine(frame: Int, time: Double) -> String {
        statesPrefix(frame: frame, time: time) + "}"
    }

    private static func number(_ value: Double) -> String { JSONValue.number(value).formatted() }
}
