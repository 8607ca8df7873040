import CardGeometry
import CardScene

/// UILabel's defaults, which a text takes for every key that neither it nor the script's `defaults.text` gives:
/// written once, here. The `text:` keys' schema and docs (``TextKeys``) show them, and a layer's text
/// (``TextTemplateStyle``) falls back on them.
enum TextDefaults {
    static let weight = TextContent.Weight.regular
    /// The font size, in points.
    static let size = 17.0
    /// The colour's UIKit name, as the docs show it.
    static let colorName = "black"
    static let color = Color.namedColors[colorName]!
    /// `natural`: left, or right in a right-to-left layout (`NSTextAlignment.natural`, UILabel's default since iOS 9).
    static let alignment = TextContent.Alignment.natural
    /// The most lines shown (0: any number).
    static let lines = 1
    static let lineBreak = TextContent.LineBreak.truncateTail
    /// Extra space between lines, in points.
    static let lineSpacing = 0.0
    /// How far the font may shrink to fit one line (1: never).
    static let minimumScaleFactor = 1.0
}
