import CardScene

extension StudioMotion {
    /// Frame `frame` whole, as `GET /frames/N.json` sends it: every node and named layer in its scene with each
    /// property's exact value (`{x, y, angle, alpha, scale}`, keyed by id), and the fingers as `[x, y, opacity]`.
    func frameJSON(_ frame: Int) -> (nodes: JSONValue, touches: JSONValue) {
        var nodes: [String: JSONValue] = [:]
        for entry in entries(ofFrame: frame) {
            nodes[ids[entry.id]] = .object(Dictionary(uniqueKeysWithValues: MotionTracks.properties.map {
                ($0.key, JSONValue.number($0.value(entry.sample)))
            }))
        }
        let touches = touches(ofFrame: frame).map { JSONValue.array([.number($0.x), .number($0.y), .number($0.opacity)]) }
        return (.object(nodes), .array(touches))
    }
}
