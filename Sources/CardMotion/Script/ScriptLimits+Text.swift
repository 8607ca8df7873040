import CardScene

extension ScriptLimits {
    /// Why `text` is too long to lay out (``textBytes``, ``textScalars``, ``textLength``), or `nil` when it is not.
    /// The decoder checks each string as written, and each text again once a card's fields are in place.
    public static func textLengthProblem(_ text: String) -> String? {
        let bytes = text.utf8.count
        if bytes > textBytes { return "text of \(bytes) bytes exceeds the limit of \(textBytes) bytes" }
        let scalars = text.unicodeScalars.count
        if scalars > textScalars { return "text of \(scalars) code points exceeds the limit of \(textScalars)" }
        let characters = text.count
        if characters > textLength { return "text of \(characters) characters exceeds the limit of \(textLength)" }
        return nil
    }

    /// Why `text` could lay out longer than ``textExtent`` points, or `nil` when it cannot. The estimate is an upper
    /// bound for the fonts in use: each code point a line (or a glyph on one line) of twice the font size, plus the
    /// larger of `kern` and `lineSpacing`, one more for the last line.
    public static func textExtentProblem(_ text: TextContent) -> String? {
        let scalars = text.string.unicodeScalars.count
        let step = 2 * text.fontSize + max(abs(text.kern), abs(text.lineSpacing))
        let extent = Double(scalars + 1) * step
        guard extent > textExtent else { return nil }
        return "text of \(scalars) code points at size \(text.fontSize) (kern \(text.kern), lineSpacing \(text.lineSpacing)) could lay out \(Int(extent)) points long, beyond the limit of \(Int(textExtent)) points; shorten it or lower its size, kern or lineSpacing"
    }
}
