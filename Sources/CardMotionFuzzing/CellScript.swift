import CardGeometry
import CardMotion

/// A fuzzed script of one cell and one card, as the expression and bound-text targets build it: decoded as
/// `fuzz.yaml`, then the card bound to the cell.
enum CellScript {
    enum Decoded {
        /// What the card shows.
        case content(CellContent)
        /// The decoder's message (which names the file, or the target traps).
        case rejected(String)
    }

    /// The size of a card of the stack `widget: {kind: stack, frame: [25, 150, 325, 420]}` that both targets use,
    /// in points: the parent a cell's layers are laid out in.
    static let cardSize = Size(width: 325, height: 400)

    /// A script whose cell holds one layer, `layer` (a YAML flow mapping), and whose one card has no fields.
    static func oneLayer(_ layer: String) -> String {
        """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell:
          layers:
            - \(layer)
        cards:
          - {}
        """
    }

    /// Decodes `yaml` and binds its first card in a card of ``cardSize``; `target` names the caller when an
    /// invariant breaks: an error that does not name the file or is out of file order (``ScriptErrorInvariant``), or a
    /// script without its cell or card.
    /// `measure` sizes `fit` layers (none: a script with one is refused).
    static func decode(_ yaml: String, target: String, measure: (any IntrinsicMeasure)? = nil) -> Decoded {
        let script: Script
        do {
            script = try ScriptDecoder.decode(yaml, file: "fuzz.yaml", baseDirectory: "/nonexistent", measure: measure)
        } catch {
            if let problem = ScriptErrorInvariant.problem(with: error, file: "fuzz.yaml") {
                FuzzOutcome.broken(target, problem)
            }
            return .rejected(error.description)
        }
        guard let cell = script.cell, let card = script.cards.first else {
            FuzzOutcome.broken(target, "the script decoded without its cell or card")
        }
        return .content(cell.content(for: card, index: 0, size: cardSize))
    }
}
