/// The layers of one design (a cell, the screen's layers, the overlay) counted as they are read, sublayers at every
/// depth and aliases expanded, so that a design past ``ScriptLimits/designLayers`` is refused at the layer that
/// passes the limit, before the rest is read.
final class LayerTally {
    private(set) var layers = 0
    /// The design's layer ids so far, each with where it is written.
    private var ids: [String: SourcePosition] = [:]

    /// Counts the layer written at `node`; throws there when it is one too many.
    func count(_ node: ScriptNode) throws(ScriptError) {
        layers += 1
        guard layers <= ScriptLimits.designLayers else {
            node.log?.stop()
            throw node.error("a design of more than \(ScriptLimits.designLayers) layers (counting sublayers at every depth, aliases expanded) exceeds the limit")
        }
    }

    /// Records the layer id written at `node`; throws there when the design already has it.
    func claim(_ id: String, at node: ScriptNode) throws(ScriptError) {
        let position = SourcePosition(node)
        if let first = ids[id] {
            let place = first.line.map { "line \($0) (\(first.path))" } ?? first.path
            throw node.error("the id '\(id)' is already the layer's at \(place): ids are unique within a design (the cell, the screen's layers, the overlay)")
        }
        ids[id] = position
    }
}
