import CardGeometry
@testable import CardMotion
import Testing

/// A script's errors come as a compiler gives them: every one (up to ``ScriptLimits/reportedErrors``, then a count
/// of the rest), in file order, each on its own line naming file, line, column and key; an error whose cause is
/// another one (a cell that failed, a control that failed) is not reported again through what depends on it.
@Suite struct ScriptErrorListTests {
    /// The error `text` is refused with, or an issue when it is accepted.
    static func error(_ text: String) -> ScriptError? {
        do {
            _ = try ScriptDecoder.decode(text, file: "t.yaml", baseDirectory: "/tmp")
            Issue.record("accepted:\n\(text)")
            return nil
        } catch {
            return error
        }
    }

    /// An unknown key in `screen`, a bad colour in a layer of the cell and an event before the start: all three, in
    /// the order they are written.
    @Test func threeErrorsInThreeSectionsAreReportedInFileOrder() throws {
        let text = """
            screen:
              size: [375, 812]
              backgroud: white
            widget: {kind: stack, frame: [20, 100, 335, 500]}
            cell:
              layers:
                - {frame: [0, 0, width, 40], backgroundColor: blurple}
                - {frame: [0, 40, width, 40], text: {string: "{name}"}}
            cards:
              - {name: Ada}
            timeline:
              - {at: -1, drag: {from: [100, 100], by: [200, 0], duration: 0.3}}
            """
        let error = try #require(Self.error(text))
        #expect(error.further.count == 2)
        #expect(error.description == """
            t.yaml:3:3: screen.backgroud: unknown key 'backgroud' (did you mean 'background'?); expected one of background, layers, scale, size
            t.yaml:7:51: cell.layers[0].backgroundColor: 'blurple' is not a colour (did you mean 'purple'?); use \(ColorParseError.acceptedForms)
            t.yaml:12:10: timeline[0].at: -1.0 is out of range: expected 0.0...3600.0 seconds
            """)
    }

    /// 25 events at a time before the start: the first 20 in order, then one line counting the other 5.
    @Test func pastTwentyErrorsTheRestAreCounted() throws {
        let events = (0..<25).map { _ in "  - {at: -1, tap: [10, 10]}" }.joined(separator: "\n")
        let text = "screen: {size: [375, 812]}\nwidget: {kind: stack, frame: [20, 100, 335, 500]}\ntimeline:\n\(events)"
        let error = try #require(Self.error(text))
        #expect(error.further.count == 24)
        let shown = (4..<24).map { "t.yaml:\($0):10: timeline[\($0 - 4)].at: -1.0 is out of range: expected 0.0...3600.0 seconds" }
        #expect(error.description == (shown + ["and 5 more errors"]).joined(separator: "\n"))
        #expect(ScriptLimits.reportedErrors == 20)
    }

    /// A misspelt control kind is one error: the cell, the cards and the timeline, which need the control, are not
    /// read (no error for the timeline's swipe, which a stack may not do, nor for the cards).
    @Test func anUnknownControlKindIsOneError() throws {
        let text = """
            screen: {size: [375, 812]}
            widget: {kind: stak, visibleCount: 3}
            cell:
              layers:
                - {frame: [0, 0, width, 40], text: {string: "{name}"}}
            cards:
              - {name: Ada}
              - {name: Grace}
            timeline:
              - {at: 0, drag: {from: [100, 100], by: [200, 0], duration: 0.3}}
              - {at: 1, swipe: left}
            """
        let error = try #require(Self.error(text))
        #expect(error.further.isEmpty)
        #expect(error.description == "t.yaml:2:16: widget.kind: unknown value 'stak' (did you mean 'stack'?); expected one of stack, deck, switcher, sortGrid")
    }

    /// A cell layer that fails leaves the cell without it: its cards are not bound, so the field only that layer
    /// reads is not reported as read by no layer on every card.
    @Test func aFailedCellLayerDoesNotBlameTheCards() throws {
        let text = """
            screen: {size: [375, 812]}
            widget: {kind: stack, frame: [20, 100, 335, 500]}
            cell:
              layers:
                - {frame: [0, 0, width], text: {string: "{name}"}}
            cards:
              - {name: Ada}
              - {name: Grace}
              - {name: Alan}
            """
        let error = try #require(Self.error(text))
        #expect(error.description == "t.yaml:5:15: cell.layers[0].frame: has 3 numbers; needs 4: [x, y, width, height]")
    }

    /// Each card is read on its own: two bad cards, two errors, and the good card between them is not blamed.
    @Test func eachCardIsReadOnItsOwn() throws {
        let text = """
            screen: {size: [375, 812]}
            widget: {kind: stack, frame: [20, 100, 335, 500]}
            cell:
              layers:
                - {frame: [0, 0, width, 40], backgroundColor: "{tint}"}
            cards:
              - {tint: blurple}
              - {tint: red}
              - {tint: gren}
            """
        let error = try #require(Self.error(text))
        #expect(error.description == """
            t.yaml:7:12: cards[0].tint: 'blurple' is not a colour (did you mean 'purple'?); use \(ColorParseError.acceptedForms)
            t.yaml:9:12: cards[2].tint: 'gren' is not a colour (did you mean 'green'?); use \(ColorParseError.acceptedForms)
            """)
    }

    /// A placeholder naming a field no card has is the cell's typo: reported at the placeholder (the column of its
    /// `{` inside the string) with the card field it meant, once, and not at the cards' correct fields. Inside
    /// `forEach`, `{item.KEY}` is checked against the keys of the list's elements.
    @Test func aPlaceholderTypoPointsAtThePlaceholder() throws {
        let text = """
            screen: {size: [375, 812]}
            widget: {kind: stack, frame: [20, 100, 335, 500]}
            cell:
              layers:
                - frame: [0, 0, width, 40]
                  text: {string: "Hi {nmae}!"}
                - frame: [0, 40, width, 40]
                  forEach: tags
                  text: {string: '{item.lable}'}
            cards:
              - {name: Ada, tags: [{label: a}, {label: b, colour: red}]}
              - {name: Grace}
            """
        let error = try #require(Self.error(text))
        #expect(error.description == """
            t.yaml:6:26: cell.layers[0].text.string: no card has the field 'nmae' (did you mean 'name'?); the cards' fields are name, tags
            t.yaml:9:23: cell.layers[1].text.string: no element of 'tags' has the key 'lable' (did you mean 'label'?); the elements' keys are colour, label
            """)
    }

    /// A `forEach` naming a list no card has is reported there, with the field it meant.
    @Test func aForEachTypoPointsAtTheForEach() throws {
        let text = """
            screen: {size: [375, 812]}
            widget: {kind: stack, frame: [20, 100, 335, 500]}
            cell:
              layers:
                - {frame: [0, 40, width, 40], forEach: tgas, text: {string: "{item}"}}
            cards:
              - {tags: [a, b]}
            """
        let error = try #require(Self.error(text))
        #expect(error.description == "t.yaml:5:44: cell.layers[0].forEach: no card has the field 'tgas' (did you mean 'tags'?); the cards' fields are tags")
    }

    /// Every unknown key of one mapping is reported, and an event that fails is compared with no other: the event
    /// after it is not said to come before it.
    @Test func everyUnknownKeyAndNoOrderingAgainstAFailedEvent() throws {
        let text = """
            screen: {size: [375, 812], colour: red, sclae: 2}
            widget: {kind: stack, frame: [20, 100, 335, 500]}
            timeline:
              - {at: 2, tap: [10]}
              - {at: 1, tap: [10, 10]}
            """
        let error = try #require(Self.error(text))
        #expect(error.description == """
            t.yaml:1:28: screen.colour: unknown key 'colour'; expected one of background, layers, scale, size
            t.yaml:1:41: screen.sclae: unknown key 'sclae' (did you mean 'scale'?); expected one of background, layers, scale, size
            t.yaml:4:18: timeline[0].tap: has 1 number; needs 2: [x, y]
            """)
    }

    /// Swapping two neighbouring letters is one edit for the suggestions.
    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(Suggestion.editDistance("nmae", "name") == 1)
        #expect(Suggestion.editDistance("lable", "label") == 1)
        #expect(Suggestion.editDistance("abc", "cba") == 2)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.closest(to: "nmae", in: ["age", "name"]) == "name")
    }

    /// The banded distance agrees with the whole table wherever it answers, and answers exactly when the whole
    /// table's distance is within its limit (all pairs of words of up to 5 letters from a 3-letter alphabet,
    /// limits 0 to 4).
    @Test func theBandedDistanceIsTheDistanceWithinItsLimit() {
        var words = [""]
        for _ in 1...5 { words += words.filter { $0.count == words.last!.count }.flatMap { w in ["a", "b", "c"].map { w + $0 } } }
        #expect(words.count == 364)
        for a in words where a.count >= 3 {
            for b in words {
                let full = Suggestion.editDistance(a, b)
                for limit in 0...4 {
                    let banded = Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), atMost: limit)
                    #expect(banded == (full <= limit ? full : nil), "\(a) \(b) limit \(limit)")
                }
            }
        }
    }

    /// A suggestion's work does not grow with the names' lengths: 300 unknown placeholders of 300 letters against
    /// cards with 300 fields of 300 letters are read, and their errors listed, at once (once about 3 minutes), and
    /// a near name still gets its hint.
    @Test func suggestionsStayCheapForLongNames() throws {
        var generator = SystemRandomNumberGenerator()
        func name() -> String { String((0..<300).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &generator)! }) }
        let fields = (0..<300).map { _ in name() }
        let unknown = (0..<300).map { _ in name() }
        let layers = unknown.map { "    - {frame: [0, 0, 10, 10], text: {string: \"{\($0)}\"}}" }.joined(separator: "\n")
        let card = fields.map { "\($0): x" }.joined(separator: ", ")
        let text = "screen: {size: [375, 812]}\nwidget: {kind: stack, frame: [20, 100, 335, 500]}\ncell:\n  layers:\n\(layers)\ncards:\n  - {\(card)}\n"
        let error = try #require(Self.error(text))
        #expect(error.description.hasSuffix("and 280 more errors"))
        #expect(!error.description.contains("did you mean"))
        #expect(Suggestion.closest(to: "tilte", in: fields + ["title"]) == "title")
        #expect(Suggestion.closest(to: String(repeating: "a", count: 65), in: [String(repeating: "a", count: 64)]) == nil)
    }
}

extension ScriptErrorListTests {
    /// A required key written with a typo is named in the error for the missing key (the layer's reading stops
    /// there, before its unknown keys are listed).
    @Test func aMisspeltRequiredKeyIsNamed() throws {
        let text = """
            screen: {size: [375, 812]}
            widget: {kind: stack, frame: [20, 100, 335, 500]}
            overlay:
              - {frmae: [0, 0, 10, 10], backgroundColor: red}
              - {backgroundColor: red}
            """
        let error = try #require(Self.error(text))
        #expect(error.description == """
            t.yaml:4:5: overlay[0]: missing required key 'frame'; 'frmae' is not a key (did you mean 'frame'?)
            t.yaml:5:5: overlay[1]: missing required key 'frame'
            """)
    }

    /// Each of the screen's layers is checked on its own.
    @Test func eachScreenLayerIsCheckedOnItsOwn() throws {
        let text = """
            screen: {size: [375, 812]}
            widget: {kind: stack, frame: [20, 100, 335, 500]}
            overlay:
              - {frame: [0, 0, 10, 10], text: {string: "{name}"}}
              - {frame: [0, 0, 10, 10], if: name, backgroundColor: red}
            """
        let error = try #require(Self.error(text))
        #expect(error.description == """
            t.yaml:4:44: overlay[0].text.string: '{name}' reads a card field, but the screen's layers and the overlay have no card
            t.yaml:5:33: overlay[1].if: 'if' and 'unless' test a card's fields; the screen's layers and the overlay have no card, but for a layer repeated per card ('forEach: cards') and its sublayers
            """)
    }
}

extension ScriptErrorListTests {
    /// Past ``ScriptLimits/collectedErrors`` errors the reading stops: 10,001 misspelt keys give 10,000 errors, the
    /// first 20 shown in file order.
    @Test func theReadingStopsAtTheCollectedErrorLimit() throws {
        let keys = (0..<10_001).map { "k\($0): 1" }.joined(separator: ", ")
        let text = "screen: {size: [375, 812]}\nwidget: {kind: stack, frame: [20, 100, 335, 500]}\nverify: {\(keys)}"
        let error = try #require(Self.error(text))
        #expect(error.further.count == ScriptLimits.collectedErrors - 1)
        let lines = error.description.split(separator: "\n")
        #expect(lines.count == 21)
        #expect(lines.first == "t.yaml:3:10: verify.k0: unknown key 'k0'; expected one of ignore, ignoreRegions, maxDiffPixels, maxDiffRatio, threshold")
        #expect(lines.last == "and 9980 more errors")
    }
}
