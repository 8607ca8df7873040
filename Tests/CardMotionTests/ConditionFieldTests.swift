@testable import CardMotion
import Testing

/// An `if:` or `unless:` of a script's cell naming a field that no card has is a typo in the cell: the error points
/// at the condition and suggests the card field it meant, never a rename of the card's correct field.
@Suite struct ConditionFieldTests {
    static func script(condition: String, cards: String) -> String {
        """
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell:
          layers:
            - {frame: [0, 0, 10, 10], text: {string: "{name}"}}
            - {frame: [0, 0, 10, 10], \(condition), backgroundColor: red}
        cards:
        \(cards)
        """
    }

    @Test func aConditionNoCardMeetsIsReportedAtTheCondition() {
        let text = Self.script(condition: "if: verifed", cards: "  - {name: Ada, verified: true}\n  - {name: Alan}")
        #expect(throws: ScriptError.self) { try ScriptDecoder.decode(text, file: "t.yaml", baseDirectory: "/tmp") }
        do {
            _ = try ScriptDecoder.decode(text, file: "t.yaml", baseDirectory: "/tmp")
        } catch {
            #expect(error.description == "t.yaml:6:35: cell.layers[1].if: no card has the field 'verifed' (did you mean 'verified'?); the cards' fields are name, verified")
        }
        let unless = Self.script(condition: "unless: bioo", cards: "  - {name: Ada, bio: Writer}")
        do {
            _ = try ScriptDecoder.decode(unless, file: "t.yaml", baseDirectory: "/tmp")
            Issue.record("accepted 'unless: bioo'")
        } catch {
            #expect(error.description == "t.yaml:6:39: cell.layers[1].unless: no card has the field 'bioo' (did you mean 'bio'?); the cards' fields are bio, name")
        }
    }

    @Test(arguments: [
        ("if: verified", "  - {name: Ada, verified: true}\n  - {name: Alan}"),
        ("if: owner.verified", "  - {name: Ada, owner: {verified: true}}"),
        ("unless: verified", "  - {name: Ada, verified: false}"),
    ])
    func conditionsOnFieldsSomeCardHasAreAccepted(_ case: (condition: String, cards: String)) throws {
        _ = try ScriptDecoder.decode(Self.script(condition: `case`.condition, cards: `case`.cards), file: "t.yaml", baseDirectory: "/tmp")
    }
}
