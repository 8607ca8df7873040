/// A layer's `id`: a letter, then letters, digits, `_` or `-` (ASCII), at most ``ScriptLimits/layerIDLength``
/// characters, unique within its design (the cell, the screen's layers, the overlay). `verify` names the layer
/// `NODE/ID` (`card-0/likeStamp`), so an id holds no `/`, and no `*` or `?` that a glob would read.
enum LayerID {
    /// The pattern, for the schema.
    static let pattern = "^[A-Za-z][A-Za-z0-9_-]*$"

    /// Why `text` cannot be a layer's id, or `nil` when it can.
    static func problem(with text: String) -> String? {
        guard !text.isEmpty else { return "an id cannot be empty" }
        let scalars = text.unicodeScalars
        guard scalars.count <= ScriptLimits.layerIDLength else {
            return "an id of \(scalars.count) characters exceeds the limit of \(ScriptLimits.layerIDLength)"
        }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) }
        guard isLetter(scalars.first!) else { return "'\(text)' is not an id: it starts with a letter (A-Z, a-z)" }
        if let bad = scalars.first(where: { !(isLetter($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }) {
            return "'\(text)' is not an id: '\(bad)' is not a letter, digit, '_' or '-'"
        }
        return nil
    }
}
