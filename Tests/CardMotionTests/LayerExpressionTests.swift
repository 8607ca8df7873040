import CardGeometry
import CardMotion
import Testing

/// Layer numbers bound to card fields: `frame`, `opacity`, `cornerRadius`, `borderWidth`, `rotation` and the
/// shadow's `opacity` and `radius` as expressions, checked against the values the cards give; and the errors of a
/// missing or non-numeric field, a value out of its key's range and a layer with no card.
@Suite struct LayerExpressionTests {
    /// The script, binding and error helpers of the card list tests (a stack of 300 x 400 point cards).
    let lists = CardListTests()

    func yaml(_ layers: String, cards: String) -> String { lists.yaml(layers, cards: cards) }

    func layers(_ layers: String, cards: String, index: Int = 0) throws -> [ContentLayer] {
        try lists.layers(layers, cards: cards, index: index)
    }

    func failure(_ yaml: String) -> String? { lists.failure(yaml) }

    /// A progress bar as wide as the card's `progress` of its parent, and a pill whose radius is half its own height.
    @Test func frameAndCornerRadiusReadCardFieldsAndOwnSize() throws {
        let bound = try layers("    - {frame: [0, 0, \"width * card.progress\", 28], cornerRadius: \"height / 2\", backgroundColor: red}",
                               cards: "  - {progress: 0.25}\n  - {progress: 1}")
        #expect(bound[0].frame == Rect(x: 0, y: 0, width: 75, height: 28))
        #expect(bound[0].cornerRadius == 14)
        let full = try layers("    - {frame: [0, 0, \"width * card.progress\", 28], backgroundColor: red}",
                              cards: "  - {progress: 0.25}\n  - {progress: 1}", index: 1)
        #expect(full[0].frame.size.width == 300)
    }

    /// Every number key the layer language lets read the card, each with its exact value.
    @Test func everyNumberKeyTakesAnExpression() throws {
        let layer = """
            - frame: [0, 0, 100, 50]
              opacity: clamp(card.score / 10, 0, 1)
              borderWidth: "max(card.score / 4, 1)"
              rotation: -card.tilt
              backgroundColor: red
              shadow: {opacity: "min(card.score / 20, 1)", radius: "abs(card.tilt) / 3"}
        """
        let bound = try layers(layer, cards: "  - {score: 4, tilt: 15}\n  - {score: 15, tilt: -6}")
        #expect(bound[0].opacity == 0.4)
        #expect(bound[0].borderWidth == 1)
        #expect(bound[0].rotation == -15)
        #expect(bound[0].shadow?.opacity == 0.2)
        #expect(bound[0].shadow?.radius == 5)
        let second = try layers(layer, cards: "  - {score: 4, tilt: 15}\n  - {score: 15, tilt: -6}", index: 1)
        #expect(second[0].opacity == 1)
        #expect(second[0].borderWidth == 3.75)
        #expect(second[0].rotation == 6)
        #expect(second[0].shadow?.opacity == 0.75)
        #expect(second[0].shadow?.radius == 2)
    }

    /// A mapping's key is read through the dots (`card.stats.level`), and `itemIndex` under `forEach`.
    @Test func nestedFieldsAndItemIndex() throws {
        let bound = try layers("    - {frame: [\"itemIndex * card.stats.step\", 0, 10, 10], forEach: tags, backgroundColor: red}",
                               cards: "  - {stats: {step: 12}, tags: [a, b, c]}")
        #expect(bound.map(\.frame.origin.x) == [0, 12, 24])
    }

    @Test func errorsNameTheCardTheFieldAndTheKey() {
        #expect(failure(yaml("    - {frame: [0, 0, \"width * card.progress\", 4], text: {string: \"{progres}\"}}", cards: "  - {progress: 0.5, progres: x}\n  - {progres: y}"))
            == "t.yaml:5:7: cell.layers[0]: 'card.progress' reads the field 'progress', which card 1 does not have (did you mean 'progres'?)")
        #expect(failure(yaml("    - {frame: [0, 0, 10, 4], opacity: card.name}", cards: "  - {name: Ann}"))
            == "t.yaml:5:7: cell.layers[0]: 'card.name' reads the field 'name', which is a string in card 0, not a number")
        #expect(failure(yaml("    - {frame: [0, 0, \"card.w\", 4]}", cards: "  - {w: 1e6}"))
            == "t.yaml:5:7: cell.layers[0]: 'card.w' reads the field 'w', whose value 1e6 in card 0 is out of range: expected -100000.0...100000.0")
        #expect(failure(yaml("    - {frame: [0, 0, 10, 4], opacity: \"card.p * 2\"}", cards: "  - {p: 0.25}\n  - {p: 0.75}"))
            == "t.yaml:5:39: cell.layers[0].opacity: opacity comes to 1.5 for card 1; expected 0.0...1.0")
        #expect(failure(yaml("    - {frame: [0, 0, 10, 4], cornerRadius: \"1 / card.p\"}", cards: "  - {p: 0}"))
            == "t.yaml:5:44: cell.layers[0].cornerRadius: cornerRadius comes to inf for card 0; expected 0.0...100000.0 points")
        #expect(failure(yaml("    - {frame: [0, 0, 10, 4], rotation: \"motion.angel\"}", cards: "  - {}"))
            == "t.yaml:5:41: cell.layers[0].rotation: unknown motion value 'motion.angel': a card's motion is motion.x, motion.y, motion.angle, motion.progress (did you mean 'motion.angle'?)")
        #expect(failure(yaml("    - {frame: [0, 0, 10, 4], opacity: \"clamp(card.p, 0)\"}", cards: "  - {p: 1}"))
            == "t.yaml:5:40: cell.layers[0].opacity: clamp takes 3 arguments (x, lo, hi), found 2")
        #expect(failure(yaml("    - {frame: [0, 0, 10, 4], opacity: true}", cards: "  - {}"))
            == "t.yaml:5:39: cell.layers[0].opacity: expected a number, found 'true'")
    }

    @Test func theScreenHasNoCard() {
        let script = """
        screen: {size: [375, 667], scale: 1, layers: [{frame: [0, 0, "card.w", 10], backgroundColor: red}]}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cards: [{w: 3}]
        """
        // The card's field is read by no layer of the demo cell: a second error, reported after the first.
        #expect(failure(script) == """
            t.yaml:1:47: screen.layers[0]: 'card.w' reads a card field, but the screen's layers and the overlay have no card
            t.yaml:3:13: cards[0].w: no layer of the stack's demo cell reads 'w'; the fields it reads are background, button, description, image, logo, subtitle, title
            """)
    }
}
