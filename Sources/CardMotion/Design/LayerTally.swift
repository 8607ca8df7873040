/// The layers of one design (a cell, the screen's layers, the overlay) counted as they are read, sublayers at every
/// depth and aliases expanded, so that a design past ``ScriptLimits/designLayers`` is refused at the layer that
/// passes the limit, before the rest is read.
final class LayerTally {
    private(set) var layers = 0
    /// How many layers enclose the ones being read now (0 for the design's own list).
    private(set) var depth = 0
    /// The design's layer ids so far, each with where it is written.
    private var ids: [String: SourcePosition] = [:]
    /// Whether the design is the screen's layers or the overlay, whose own layers (not their sublayers) may repeat
    /// once per card with `forEach: cards`.
    let isScreenDesign: Bool
    /// The ids of the layers repeated per card, whose copies are named `ID-0`, `ID-1`, ...
    private var copiedIDs: Set<String> = []

    init(isScreenDesign: Bool = false) {
        self.isScreenDesign = isScreenDesign
    }

    /// Counts the layer written at `node`; throws there when it is one too many.
    func count(_ node: ScriptNode) throws(ScriptError) {
        layers += 1
        guard layers <= ScriptLimits.designLayers else {
            node.log?.stop()
            throw node.error("a design of more than \(ScriptLimits.designLayers) layers (counting sublayers at every depth, aliases expanded) exceeds the limit")
        }
    }

    /// Reads the sublayers written at `node` one level deeper; throws there when they would be nested deeper than
    /// ``ScriptLimits/layerDepth``, before any of them is read.
    func nested<Value>(in node: ScriptNode, _ read: () throws(ScriptError) -> Value) throws(ScriptError) -> Value {
        guard depth + 1 < ScriptLimits.layerDepth else {
            throw node.error("these layers would be nested \(depth + 2) deep, past the limit of \(ScriptLimits.layerDepth) (a layer counting its ancestors)")
        }
        depth += 1
        defer { depth -= 1 }
        return try read()
    }

    /// Records the layer id written at `node`; throws there when the design already has it.
    func claim(_ id: String, at node: ScriptNode) throws(ScriptError) {
        let position = SourcePosition(node)
        if let first = ids[id] {
            let place = first.line.map { "line \($0) (\(first.path))" } ?? first.path
            throw node.error("the id '\(id)' is already the layer's at \(place): ids are unique within a design (the cell, the screen's layers, the overlay)")
        }
        if let copied = Self.copiedID(naming: id), copiedIDs.contains(copied) {
            throw node.error("'\(id)' is the name of a copy of the layer '\(copied)', repeated per card: name this layer otherwise")
        }
        ids[id] = position
    }

    /// Records that the layer with the id `id` is repeated per card (its copies named `ID-N`), written at `node`
    /// (its `forEach`); throws there when the design already has a layer of such a name.
    func claimCopies(of id: String, at node: ScriptNode) throws(ScriptError) {
        if let taken = ids.keys.sorted().first(where: { Self.copiedID(naming: $0) == id }) {
            let first = ids[taken]!
            let place = first.line.map { "line \($0) (\(first.path))" } ?? first.path
            throw node.error("repeats the layer '\(id)' per card, naming its copies \(id)-0, \(id)-1, ..., but '\(taken)' is the layer's at \(place): name one of them otherwise")
        }
        copiedIDs.insert(id)
    }

    /// The id whose copy `name` would be (`pass` for `pass-12`), or `nil`.
    private static func copiedID(naming name: String) -> String? {
        guard let dash = name.lastIndex(of: "-") else { return nil }
        let number = name[name.index(after: dash)...]
        guard !number.isEmpty, number.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return String(name[..<dash])
    }
}
