import CardGeometry
import CardRender
import CardScene
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
