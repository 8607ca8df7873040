import CardGeometry
import CardMotion
import CardMotionTestSupport
import Foundation
import Testing

/// Typed card fields (strings, numbers, booleans, lists, mappings), `forEach` over a list field, `itemIndex` in frame
/// expressions and `if` / `unless` on booleans: bound layers checked against the values the script gives.
@Suite struct CardListTests {
    /// A stack whose cell has `layers` (YAML list items, indented by four spaces) and the cards `cards` (YAML list
    /// items, indented by two).
    func yaml(_ layers: String, cards: String) -> String {
        stackCellYAML(layers, cards: cards)
    }

    /// The content layers of card `index` in a 300 x 400 point card.
    func layers(_ layers: String, cards: String, index: Int = 0) throws -> [ContentLayer] {
        let script = try ScriptDecoder.decode(yaml(layers, cards: cards), file: "t.yaml", baseDirectory: "/tmp")
        let cell = try #require(script.cell)
        return cell.content(for: script.cards[index], index: index, size: Size(width: 300, height: 400)).layers
    }

    func failure(_ yaml: String) -> String? {
        do {
            _ = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
            return nil
        } catch {
            return error.description
        }
    }

    /// Fields keep their kinds: a plain numeral is a number in its written form, plain `true`/`false` a boolean, a
    /// quoted `"false"` and YAML 1.1's `yes` strings; lists and mappings nest.
    @Test func cardFieldsAreTyped() throws {
        let script = try ScriptDecoder.decode(yaml("    - {frame: [0, 0, 10, 10], text: {string: \"{a}{b}{c}{d}{e}{f}{g.h}\"}, forEach: tags}",
                                                   cards: "  - {a: 4.50, b: true, c: \"false\", d: yes, e: 36, f: x, g: {h: 1}, tags: [x, 2, false, [y], {k: v}]}"),
                                              file: "t.yaml", baseDirectory: "/tmp")
        #expect(script.cards[0].fields == [
            "a": .number("4.50"), "b": .boolean(true), "c": .string("false"), "d": .string("yes"), "e": .number("36"),
            "f": .string("x"), "g": .mapping(["h": .number("1")]),
            "tags": .list([.string("x"), .number("2"), .boolean(false), .list([.string("y")]), .mapping(["k": .string("v")])]),
        ])
        #expect(script.cards[0]["a"] == "4.50" && script.cards[0]["b"] == "true" && script.cards[0]["tags"] == nil)
    }

    /// `forEach: tags` repeats the layer once per string, binding `{item}` and `{itemIndex}` in the layer and its
    /// sublayers; a placeholder shows a number as written and a boolean as `true` / `false`.
    @Test func forEachRepeatsPerStringAndNumber() throws {
        let bound = try layers("""
            - frame: [0, 0, 100, 20]
              forEach: tags
              text: {string: "{itemIndex}. {item} of {name}"}
              layers: [{frame: [0, 0, 10, 10], text: {string: "{item}/{index}"}}]
            - {frame: [0, 30, 100, 20], forEach: scores, text: {string: "{item}"}}
            - {frame: [0, 60, 100, 20], text: {string: "{verified} {hidden}"}}
        """, cards: "  - {name: Ada, tags: [Hiking, Jazz], scores: [1, 4.50, true], verified: true, hidden: false}")
        #expect(bound.map { $0.text?.string } == ["0. Hiking of Ada", "1. Jazz of Ada", "1", "4.50", "true", "true false"])
        #expect(bound[0].sublayers.map { $0.text?.string } == ["Hiking/0"])
        #expect(bound[1].sublayers.map { $0.text?.string } == ["Jazz/0"])
    }

    /// A list of mappings binds `{item.KEY}` in strings and colours; `itemIndex` in a frame expression places each
    /// repetition (`10 + itemIndex * 80`), its sublayers included.
    @Test func forEachOverMappingsWithItemIndexInTheFrame() throws {
        let bound = try layers("""
            - frame: [10 + itemIndex * 80, 20, 70, 28]
              forEach: friends
              backgroundColor: "{item.color}"
              text: {string: "{item.name}"}
              layers: [{frame: [itemIndex, 0, 5, 5]}]
        """, cards: "  - {friends: [{name: Ada, color: '#FF0000'}, {name: Alan, color: '#00FF00'}, {name: Grace, color: '#0000FF'}]}")
        #expect(bound.map(\.frame) == [Rect(x: 10, y: 20, width: 70, height: 28), Rect(x: 90, y: 20, width: 70, height: 28),
                                       Rect(x: 170, y: 20, width: 70, height: 28)])
        #expect(bound.map { $0.text?.string } == ["Ada", "Alan", "Grace"])
        #expect(bound.map(\.backgroundColor) == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)])
        #expect(bound.map { $0.sublayers.map(\.frame.origin.x) } == [[0], [1], [2]])
    }

    /// A missing field or an empty list repeats the layer zero times; the others draw as before.
    @Test func missingOrEmptyListsDrawNothing() throws {
        let cell = """
            - {frame: [0, 0, 100, 20], forEach: tags, text: {string: "{item}"}}
            - {frame: [0, 30, 100, 20], text: {string: "{name}"}}
        """
        let cards = "  - {name: Ada, tags: []}\n  - {name: Alan}"
        #expect(try layers(cell, cards: cards, index: 0).map { $0.text?.string } == ["Ada"])
        #expect(try layers(cell, cards: cards, index: 1).map { $0.text?.string } == ["Alan"])
    }

    /// Nested `forEach` over `item.KEY` rebinds `{item}` to the inner element.
    @Test func nestedForEachReadsTheOuterElementsList() throws {
        let bound = try layers("""
            - frame: [0, itemIndex * 20, 100, 20]
              forEach: groups
              layers: [{frame: [itemIndex * 10, 0, 10, 10], forEach: item.members, text: {string: "{itemIndex}{item}"}}]
        """, cards: "  - {groups: [{members: [a, b]}, {members: [c]}]}")
        #expect(bound.map(\.frame.origin.y) == [0, 20])
        #expect(bound.map { $0.sublayers.map { $0.text?.string } } == [["0a", "1b"], ["0c"]])
        #expect(bound[0].sublayers.map(\.frame.origin.x) == [0, 10])
    }

    /// `if: key` shows a layer when the field is present and not `false`, an empty string or an empty list; `unless`
    /// is its opposite. A quoted "false" is a string, so it shows. (A second card has both fields: a condition on a field
    /// that no card has is an error, ConditionFieldTests.)
    @Test(arguments: [
        ("verified: true", true), ("verified: false", false), ("verified: \"false\"", true), ("verified: \"\"", false),
        ("verified: []", false), ("verified: [x]", true), ("verified: 0", true), ("verified: {a: 1}", true), ("other: 1", false),
    ])
    func booleansDecideIfAndUnless(_ case: (field: String, shown: Bool)) throws {
        let bound = try layers("""
            - {frame: [0, 0, 10, 10], if: verified, text: {string: shown}}
            - {frame: [0, 0, 10, 10], unless: verified, text: {string: hidden}}
            - {frame: [0, 0, 10, 10], if: other}
        """, cards: "  - {\(`case`.field)}\n  - {other: 1, verified: true}", index: 0)
        let texts = bound.compactMap { $0.text?.string }
        #expect(texts == [`case`.shown ? "shown" : "hidden"])
    }

    /// The errors of lists, each naming the file, line, column and key: a `forEach` over a field that is not a list
    /// is the card field's fault; a list shown whole, an `itemIndex` outside `forEach`, reserved names and limits.
    @Test(arguments: [
        ("    - {frame: [0, 0, 10, 10], forEach: tags}", "  - {tags: Hiking}",
         "t.yaml:7:12: cards[0].tags: 'forEach: tags' repeats a layer per element of a list, but card 0's 'tags' is a string"),
        ("    - {frame: [0, 0, 10, 10], text: {string: \"{tags}\"}}", "  - {tags: [a]}",
         "t.yaml:5:46: cell.layers[0].text.string: '{tags}' is a list: a placeholder shows a string, a number or a boolean; repeat a layer per element with 'forEach: tags'"),
        ("    - {frame: [0, 0, 10, 10], text: {string: \"{owner}\"}}", "  - {owner: {name: a}}",
         "t.yaml:5:46: cell.layers[0].text.string: '{owner}' is a mapping: show one of its keys, e.g. '{owner.KEY}'"),
        ("    - {frame: [0, 0, 10, 10], text: {string: \"{owner.nmae}\"}}", "  - {owner: {name: a}}",
         "t.yaml:5:46: cell.layers[0].text.string: card 0's 'owner' has no 'nmae'"),
        ("    - {frame: [0, 0, 10, 10], forEach: tags, text: {string: \"{item.name}\"}}", "  - {tags: [a]}",
         "t.yaml:5:61: cell.layers[0].text.string: element 0 of the list, a string, has no 'name'"),
        ("    - {frame: [0, 0, 10, 10], forEach: tags, backgroundColor: \"{item.tint}\"}", "  - {tags: [{tint: red}, {tint: rouge}]}",
         "t.yaml:7:12: cards[0].tags: element 1 of 'tags': 'rouge' is not a colour; use \(ColorParseError.acceptedForms)"),
        ("    - {frame: [0, 0, 10, 10], text: {string: \"{item}\"}}", "  - {}",
         "t.yaml:5:46: cell.layers[0].text.string: '{item}' reads the element of a list, but neither this layer nor one around it has 'forEach'"),
        ("    - {frame: [itemIndex * 10, 0, 10, 10], text: {string: \"{a}\"}}", "  - {a: 1}",
         "t.yaml:5:7: cell.layers[0]: the frame reads 'itemIndex', the index of a list element, but neither this layer nor one around it has 'forEach'"),
        ("    - {frame: [0, 0, 10, 10], forEach: tags}", "  - {tags: [a], item: x}",
         "t.yaml:7:23: cards[0].item: 'item' is what 'forEach' binds for each element of a list; name the field otherwise"),
        ("    - {frame: [0, 0, 10, 10], forEach: \"tags!\"}", "  - {tags: [a]}",
         "t.yaml:5:40: cell.layers[0].forEach: 'tags!' is not a field name: name a card's list field, e.g. forEach: tags"),
        ("    - {frame: [0, 0, 10, 10], forEach: tags}", "  - {tags: [[[[a]]]]}",
         "t.yaml:7:15: cards[0].tags[0][0][0]: lists and mappings in a card field nest more than 3 deep, beyond the limit"),
        ("    - {frame: [0, 0, 10, 10], forEach: tags}", "  - {tags: [{a: {b: {c: 1}}}]}",
         "t.yaml:7:21: cards[0].tags[0].a.b: lists and mappings in a card field nest more than 3 deep, beyond the limit"),
        ("    - {frame: [0, 0, 10, 10], forEach: tags}", "  - {tags: [{\"a b\": 1}]}",
         "t.yaml:7:21: cards[0].tags[0].a b: 'a b' cannot be read by a placeholder: a key of a card's mapping is letters, digits and '_'"),
    ])
    func listErrors(_ case: (layers: String, cards: String, message: String)) {
        #expect(failure(yaml(`case`.layers, cards: `case`.cards)) == `case`.message)
    }

    /// A list longer than ``ScriptLimits/cardListLength`` and a card of more than ``ScriptLimits/cardValues`` values
    /// are refused where they pass the limit; a cell that `forEach` multiplies past ``ScriptLimits/cardLayers`` for
    /// one card is refused at the layer that passes it.
    @Test func listLimits() {
        let long = "[" + Array(repeating: "a", count: 1_001).joined(separator: ", ") + "]"
        #expect(failure(yaml("    - {frame: [0, 0, 10, 10], forEach: tags}", cards: "  - {tags: \(long)}"))
                == "t.yaml:7:12: cards[0].tags: a list of 1001 values exceeds the limit of 1000")
        let lists = (0..<11).map { "l\($0): [" + Array(repeating: "a", count: 1_000).joined(separator: ", ") + "]" }
        let message = failure(yaml("    - {frame: [0, 0, 10, 10], forEach: l0}", cards: "  - {\(lists.joined(separator: ", "))}"))
        #expect(message?.hasSuffix("a card of more than 10000 values (counting every element of its lists and mappings) exceeds the limit") == true)
        #expect(message?.contains("cards[0].l9[") == true)
        let thousand = "[" + Array(repeating: "a", count: 1_000).joined(separator: ", ") + "]"
        #expect(failure(yaml("""
            - frame: [0, 0, 10, 10]
              forEach: tags
              layers: [{frame: [0, 0, 10, 10], forEach: tags}]
        """, cards: "  - {tags: \(thousand)}"))
                == "t.yaml:7:16: cell.layers[0].layers[0]: one card's cell comes to more than 10000 layers once 'forEach' repeats them (counting sublayers at every depth), beyond the limit; shorten the card's lists or simplify the repeated layers")
    }

    /// `forEach` reads a card: the screen's layers and the overlay have none (their own layers repeat only per card), and
    /// a cell's own layer is drawn once.
    @Test func forEachOnlyRepeatsCellSublayers() {
        let overlay = """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        overlay: [{frame: [0, 0, 10, 10], forEach: tags}]
        """
        #expect(failure(overlay) == "t.yaml:3:44: overlay[0].forEach: 'forEach: tags' repeats a layer per element of a card's list, but the screen's layers and the overlay have no card; repeat this layer once per card with 'forEach: cards' (its sublayers may then repeat over the card's lists)")
        let own = """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell: {forEach: tags}
        """
        #expect(failure(own) == "t.yaml:3:17: cell.forEach: the cell is drawn once per card: give 'forEach' to a sublayer")
    }
}
