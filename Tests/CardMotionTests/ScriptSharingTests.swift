import CardGeometry
import CardMotion
import CardMotionTestSupport
import CardScene
import Testing

/// Sharing inside a script (docs/script-format.md#sharing): anchors, aliases and merge keys, and top-level `x-` keys
/// that hold anchors and are not read.
@Suite struct ScriptSharingTests {
    static let base = """
    x-card: &card {backgroundColor: "#FF0000", cornerRadius: 8}
    x-round: &round {cornerRadius: 20, borderWidth: 2, borderColor: "#0000FF"}
    screen:
      size: [200, 200]
      scale: 1
      layers:
    """

    func layers(_ yaml: String) throws -> [ContentLayer] {
        let plan = try PlaybackPlan(try decodeScript(Self.base + "\n" + yaml))
        return plan.makePlayback().scene(at: 0).nodes.first { $0.id == "screen" }!.layer.sublayers
    }

    /// A merged mapping's keys fill in what the layer does not write; the layer's own keys win, then earlier
    /// mappings of a list.
    @Test func mergeKeysFillInWhatTheMappingLeavesOut() throws {
        let layers = try layers("""
            - {<<: *card, frame: [0, 0, 50, 50]}
            - <<: [*round, *card]
              frame: [60, 0, 50, 50]
              borderWidth: 4
        """)
        #expect(layers[0].backgroundColor == Color(red: 1, green: 0, blue: 0) && layers[0].cornerRadius == 8)
        #expect(layers[1].backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(layers[1].cornerRadius == 20 && layers[1].borderWidth == 4 && layers[1].borderColor == Color(red: 0, green: 0, blue: 1))
    }

    /// A merge key takes mappings only; unknown keys in a merged mapping are errors where they are written.
    @Test func badMergesAreErrors() {
        #expect(scriptFailure(Self.base + "\n    - {<<: 5, frame: [0, 0, 1, 1]}")?.description
                == "s.yaml:7:8: screen.layers[0]: a merge key '<<' takes a mapping or a list of mappings (an anchor's alias, *name)")
        let typo = scriptFailure("x-bad: &bad {colour: red}\n" + Self.base.split(separator: "\n").dropFirst().joined(separator: "\n")
                                 + "\n    - {<<: *bad, frame: [0, 0, 1, 1]}")?.description ?? ""
        #expect(typo.hasPrefix("s.yaml:1:14: screen.layers[0].colour: unknown key 'colour'"), "\(typo)")
    }

    /// `x-` keys are the script's own at the top level only: elsewhere an unknown key is still an error.
    @Test func extensionKeysOnlyAtTheTop() {
        #expect(scriptFailure(Self.base + "\n    - {x-note: 1, frame: [0, 0, 1, 1]}")?.description.contains("unknown key 'x-note'") == true)
    }
}
