extension SymbolNames {
    /// The SF Symbols names of the table that point along the reading direction (back and forward, leading and
    /// trailing), which a right-to-left layout mirrors. Left out: playback controls (`backward.fill`,
    /// `forward.end.fill`), which UIKit keeps unflipped (`UISemanticContentAttribute.playback`), turns
    /// (`rotate.left`), absolute alignments (`text.alignleft`) and symmetric pairs (`arrow.left.arrow.right`). A
    /// `material:NAME` glyph is never mirrored.
    static let directional: Set<String> = [
        "chevron.left", "chevron.right", "chevron.backward", "chevron.forward",
        "arrow.left", "arrow.right", "arrow.uturn.backward", "arrow.uturn.forward",
        "star.leadinghalf.filled", "bubble.left", "bubble.left.fill", "delete.left",
        "rectangle.portrait.and.arrow.right",
    ]

    /// Whether the symbol `name` is mirrored in a right-to-left layout.
    static func isDirectional(_ name: String) -> Bool {
        directional.contains(name)
    }
}
