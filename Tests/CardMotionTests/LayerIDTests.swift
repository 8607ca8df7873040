import CardGeometry
import CardScene
import Testing
@testable import CardMotion

/// `id: NAME` on a layer: checked where it is written, unique within its design, and reported by `states` in its
/// node's `layers` with its turned frame's corners on screen and its effective opacity.
@Suite struct LayerIDTests {
    /// A stack of one visible card, whose card-0 rests on the control's frame, (25, 60), 250 x 300 points: a
    /// cell stamp turned a quarter turn, a translucent sublayer inside it, a screen layer and an overlay layer.
    static let script = """
    screen:
      size: [300, 400]
      layers:
        - {id: banner, frame: [0, 0, width, 40], backgroundColor: systemBlue, opacity: 0.5}
    overlay:
      - {id: banner, frame: [10, 350, 100, 20], backgroundColor: black}
    widget: {kind: stack, frame: [25, 60, 250, 300], visibleCount: 1}
    cell:
      backgroundColor: white
      layers:
        - id: likeStamp
          frame: [20, 40, 120, 50]
          rotation: 90
          opacity: 0.4
          borderWidth: 4
          borderColor: systemGreen
          layers:
            - {id: inner, frame: [0, 0, 20, 10], backgroundColor: red, opacity: 0.5}
        - {frame: [0, 0, 10, 10], backgroundColor: black}
    cards: [{}]
    """

    func firstLine(_ yaml: String = script) throws -> StatesLine {
        let decoded = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
        return StatesLine(frame: 0, time: 0, scene: try PlaybackPlan(decoded).makePlayback().scene(at: 0))
    }

    /// The stamp's frame (20, 40, 120, 50) turns a quarter turn about its centre (80, 65): its top-left corner goes
    /// to (105, 5) in the card, (130, 65) on screen, and so on clockwise; its sublayer's frame turns with it. Alpha is
    /// the product of the opacities down the tree: 0.4 for the stamp, 0.4 × 0.5 for its sublayer. The screen's and
    /// the overlay's layers are listed in their decoration nodes, in screen points; the same id may be used once in
    /// each design.
    @Test func statesListsNamedLayersExactly() throws {
        let line = try firstLine()
        let card = try #require(line.nodes.first { $0.id == "card-0" })
        #expect(card.corners == [Point(x: 25, y: 60), Point(x: 275, y: 60), Point(x: 275, y: 360), Point(x: 25, y: 360)])
        #expect(card.layers == [
            StatesLine.Layer(id: "likeStamp", corners: [Point(x: 130, y: 65), Point(x: 130, y: 185), Point(x: 80, y: 185), Point(x: 80, y: 65)],
                             alpha: 0.4),
            StatesLine.Layer(id: "inner", corners: [Point(x: 130, y: 65), Point(x: 130, y: 85), Point(x: 120, y: 85), Point(x: 120, y: 65)],
                             alpha: 0.2),
        ])
        let screen = try #require(line.nodes.first { $0.id == "screen" })
        #expect(screen.layers == [StatesLine.Layer(id: "banner", corners: [Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 300, y: 40),
                                                                             Point(x: 0, y: 40)], alpha: 0.5)])
        let overlay = try #require(line.nodes.first { $0.id == "overlay" })
        #expect(overlay.layers.map(\.corners) == [[Point(x: 10, y: 350), Point(x: 110, y: 350), Point(x: 110, y: 370), Point(x: 10, y: 370)]])
        #expect(line.nodes.first { $0.id == "stack" }?.layers == [])
    }

    /// A card thrown off the stack becomes a fly-off snapshot, which lists the card's named layers: their corners
    /// through the snapshot's transform (turned as it flies), the opacities as on the card.
    @Test func flyOffSnapshotsListTheirLayers() throws {
        let yaml = Self.script.replacingOccurrences(of: "cards: [{}]", with: "cards: [{}, {}]\ntimeline: [{at: 0, swipe: right}]")
        let playback = try PlaybackPlan(try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")).makePlayback()
        let scene = playback.scene(at: 0.2)
        let snapshot = try #require(scene.nodes.first { $0.kind == .snapshot })
        #expect(snapshot.rotationDegrees > 1, "the snapshot is turned as it flies")
        let line = StatesLine(frame: 0, time: 0.2, scene: scene)
        let recorded = try #require(line.nodes.first { $0.id == snapshot.id })
        #expect(recorded.layers.map(\.id) == ["likeStamp", "inner"])
        #expect(recorded.layers.map(\.alpha) == [0.4, 0.2])
        // The stamp's corners in the card, (105, 5), (105, 125), (55, 125), (55, 5), through the snapshot's transform.
        let inCard = [Point(x: 105, y: 5), Point(x: 105, y: 125), Point(x: 55, y: 125), Point(x: 55, y: 5)]
        let expected = inCard.map { $0.applying(snapshot.transform) }
        #expect(zip(recorded.layers[0].corners, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 },
                "\(recorded.layers[0].corners) against \(expected)")
    }

    /// The JSON: `layers` after `scale`, each `{"id", "corners", "alpha"}`, only on nodes that have named layers; a
    /// line reads back to the same value and encodes to the same bytes.
    @Test func statesJSONAndItsRoundTrip() throws {
        let line = try firstLine()
        let text = line.text
        #expect(text.contains(#""id":"card-0","kind":"card","index":0,"corners":[[25,60],[275,60],[275,360],[25,360]],"alpha":1,"rotation":0,"scale":[1,1],"layers":[{"id":"likeStamp","corners":[[130,65],[130,185],[80,185],[80,65]],"alpha":0.4},{"id":"inner","corners":[[130,65],[130,85],[120,85],[120,65]],"alpha":0.2}]}"#),
                "\(text)")
        #expect(text.contains(#""id":"stack","kind":"container","index":null,"corners":[[25,60],[275,60],[275,360],[25,360]],"alpha":1,"rotation":0,"scale":[1,1]}"#))
        let read = try StatesLine(parsing: text)
        #expect(read == line)
        #expect(read.text == text)
    }

    /// The reader takes `layers` in the one form written: 4 corners, every key once, no other key, never empty.
    @Test(arguments: [
        (#"{"id":"a","corners":[[0,0],[1,0],[1,1]],"alpha":1}"#, "a layer has 4 corners"),
        (#"{"id":"a","corners":[[0,0],[1,0],[1,1],[0,1]]}"#, "a layer has 'id', 'corners' and 'alpha'"),
        (#"{"id":"a","corners":[[0,0],[1,0],[1,1],[0,1]],"alpha":1,"alpha":1}"#, "'alpha' is not a key of a layer, or is there twice"),
        (#"{"id":"a","corners":[[0,0],[1,0],[1,1],[0,1]],"alpha":1,"z":1}"#, "'z' is not a key of a layer, or is there twice"),
    ])
    func malformedLayersAreRefused(_ case: (layer: String, message: String)) {
        let node = #"{"id":"card-0","kind":"card","index":0,"corners":[[0,0],[1,0],[1,1],[0,1]],"alpha":1,"rotation":0,"scale":[1,1],"layers":["#
        let text = #"{"frame":0,"time":0,"nodes":["# + node + `case`.layer + "]}]}"
        do {
            _ = try StatesLine(parsing: text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.hasSuffix(`case`.message), "\(error.description)")
        }
        let empty = #"{"frame":0,"time":0,"nodes":["# + node + "]}]}"
        #expect(throws: StatesLine.ParseError.self) { try StatesLine(parsing: empty) }
    }

    /// The errors of `id`, each naming the file, line, column and key.
    @Test(arguments: [
        ("overlay: [{frame: [0, 0, 10, 10], id: 9lives}]",
         "t.yaml:3:39: overlay[0].id: '9lives' is not an id: it starts with a letter (A-Z, a-z)"),
        ("overlay: [{frame: [0, 0, 10, 10], id: \"like stamp\"}]",
         "t.yaml:3:39: overlay[0].id: 'like stamp' is not an id: ' ' is not a letter, digit, '_' or '-'"),
        ("overlay: [{frame: [0, 0, 10, 10], id: \"card/0\"}]",
         "t.yaml:3:39: overlay[0].id: 'card/0' is not an id: '/' is not a letter, digit, '_' or '-'"),
        ("overlay: [{frame: [0, 0, 10, 10], id: \"\"}]",
         "t.yaml:3:39: overlay[0].id: an id cannot be empty"),
        ("overlay: [{frame: [0, 0, 10, 10], id: \(String(repeating: "a", count: 65))}]",
         "t.yaml:3:39: overlay[0].id: an id of 65 characters exceeds the limit of 64"),
        ("overlay:\n  - {frame: [0, 0, 10, 10], id: a}\n  - {frame: [0, 0, 10, 10], layers: [{frame: [0, 0, 1, 1], id: a}]}",
         "t.yaml:5:64: overlay[1].layers[0].id: the id 'a' is already the layer's at line 4 (overlay[0].id): ids are unique within a design (the cell, the screen's layers, the overlay)"),
        ("cell: {layers: [{frame: [0, 0, 10, 10], forEach: tags, layers: [{frame: [0, 0, 1, 1], id: chip}]}]}",
         "t.yaml:3:50: cell.layers[0].forEach: repeats a layer that holds the id 'chip'; an id names one layer, so a repeated layer and its sublayers have none"),
        ("cell: {id: card, layers: []}",
         "t.yaml:3:12: cell.id: the cell is its card's node, which states and verify name (card-0): its own layer has no id"),
    ])
    func idErrors(_ case: (yaml: String, message: String)) {
        let text = "screen: {size: [375, 667]}\nwidget: {kind: stack, frame: [25, 150, 325, 420]}\n" + `case`.yaml
        do {
            _ = try ScriptDecoder.decode(text, file: "t.yaml", baseDirectory: "/tmp")
            Issue.record("accepted: \(`case`.yaml)")
        } catch {
            #expect(error.description == `case`.message)
        }
    }
}
