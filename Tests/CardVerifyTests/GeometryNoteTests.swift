import CardGeometry
import CardRender
import CardScene
import CardVerify
import Testing

/// How a frame's geometry change reads: node by node, neighbours that changed alike named together, no `-0.0`, and
/// an opacity change small enough to round away at two decimals shown with three.
@Suite struct GeometryNoteTests {
    func node(_ id: String, x: Double, y: Double = 100, rotation: Double = 0, scale: Double = 1, alpha: Double = 1) -> NodeGeometry {
        NodeGeometry(id: id, center: Point(x: x, y: y), rotation: rotation, scale: (scale, scale), alpha: alpha)
    }

    @Test func neighboursThatChangedAlikeAreNamedTogether() {
        let before = [node("card-0", x: 10, scale: 0.981, alpha: 0.9634), node("card-1", x: 20), node("card-2", x: 30),
                      node("card-3", x: 40), node("snapshot-0", x: 50)]
        let after = [node("card-0", x: 13, scale: 0.980, alpha: 0.9612), node("card-1", x: 23), node("card-2", x: 33),
                     node("card-3", x: 40, rotation: 0.5), node("label", x: 0)]
        let note = GeometryNote(changes: NodeGeometry.changes(from: before, to: after))
        #expect(note.changes.count == 6)
        #expect(note.description == "card-0 moved (+3.0, +0.0) pt, scaled 0.981 -> 0.980, faded 0.963 -> 0.961; "
                + "card-1, card-2 moved (+3.0, +0.0) pt; card-3 rotated +0.50 deg; label appeared; snapshot-0 disappeared")
    }

    @Test func aMoveThatRoundsToZeroHasNoMinusSign() {
        let note = GeometryNote(changes: NodeGeometry.changes(from: [node("card-0", x: 10)], to: [node("card-0", x: 9.96, y: 100.3)]))
        #expect(note.description == "card-0 moved (+0.0, +0.3) pt")
    }

    @Test func noChangeIsADrawingChange() {
        let note = GeometryNote(changes: NodeGeometry.changes(from: [node("card-0", x: 10)], to: [node("card-0", x: 10)]))
        #expect(note.isDrawingChange)
        #expect(note.description == "same geometry: a drawing change (fonts, colours, images)")
    }
}

/// A node's named layers are explained as `NODE/LAYER`, after their node: moved and rotated as nodes are, and an
/// opacity change as `alpha`.
@Suite struct LayerGeometryNoteTests {
    func node(_ layers: [StatesLine.Layer], x: Double = 0) -> StatesLine.Node {
        StatesLine.Node(id: "card-0", kind: .card, index: 0, corners: [Point(x: x, y: 0), Point(x: x + 100, y: 0), Point(x: x + 100, y: 100), Point(x: x, y: 100)],
                        alpha: 1, rotation: 0, scaleX: 1, scaleY: 1, layers: layers)
    }

    func stamp(alpha: Double, turned: Bool = false, x: Double = 20) -> StatesLine.Layer {
        // 40 x 10 at (x, 30), or the same frame turned a quarter turn clockwise about its centre.
        let corners = turned
            ? [Point(x: x + 25, y: 15), Point(x: x + 25, y: 55), Point(x: x + 15, y: 55), Point(x: x + 15, y: 15)]
            : [Point(x: x, y: 30), Point(x: x + 40, y: 30), Point(x: x + 40, y: 40), Point(x: x, y: 40)]
        return StatesLine.Layer(id: "likeStamp", corners: corners, alpha: alpha)
    }

    @Test func aLayersOpacityChangeReadsAsAlpha() {
        let before = NodeGeometry.withLayers(node([stamp(alpha: 0.4)]))
        let after = NodeGeometry.withLayers(node([stamp(alpha: 0.55)]))
        #expect(before.map(\.id) == ["card-0", "card-0/likeStamp"])
        #expect(GeometryNote(changes: NodeGeometry.changes(from: before, to: after)).description == "card-0/likeStamp alpha 0.40 -> 0.55")
    }

    @Test func aLayerThatMovedOrTurnedIsNamedSo() {
        let turned = NodeGeometry.changes(from: NodeGeometry.withLayers(node([stamp(alpha: 1)])),
                                          to: NodeGeometry.withLayers(node([stamp(alpha: 1, turned: true)])))
        #expect(GeometryNote(changes: turned).description == "card-0/likeStamp rotated +90.00 deg")
        let moved = NodeGeometry.changes(from: NodeGeometry.withLayers(node([stamp(alpha: 1)])),
                                         to: NodeGeometry.withLayers(node([stamp(alpha: 1, x: 24)], x: 4)))
        #expect(GeometryNote(changes: moved).description == "card-0, card-0/likeStamp moved (+4.0, +0.0) pt")
        let gone = NodeGeometry.changes(from: NodeGeometry.withLayers(node([stamp(alpha: 1)])), to: NodeGeometry.withLayers(node([])))
        #expect(GeometryNote(changes: gone).description == "card-0/likeStamp disappeared")
    }
}
