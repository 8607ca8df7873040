import CardGeometry
import CardScene

/// Sizes of texts already measured, by everything that decides a measure (the string, font, size, weight, lines,
/// line break, line spacing, kern, line height, wrapping width and layout direction, which sets the direction of a
/// paragraph with no letter of its own direction; not the colour, alignment or shrinking), so that a
/// text shown on many layers is laid out once. Bounded: past ``entryLimit`` entries or ``byteLimit`` bytes of
/// strings it starts afresh.
struct TextMeasureCache {
    struct Key: Hashable {
        let string: String
        let fontSize: Double
        let fontFamily: String?
        let weight: TextContent.Weight
        let numberOfLines: Int
        let lineBreak: TextContent.LineBreak
        let lineSpacing: Double
        let kern: Double
        let lineHeight: Double?
        let width: Double?
        let layoutDirection: LayoutDirection

        init(_ text: TextContent, width: Double?) {
            (string, fontSize, fontFamily, weight) = (text.string, text.fontSize, text.fontFamily, text.weight)
            (numberOfLines, lineBreak, lineSpacing) = (text.numberOfLines, text.lineBreak, text.lineSpacing)
            (kern, lineHeight, self.width, layoutDirection) = (text.kern, text.lineHeight, width, text.layoutDirection)
        }
    }

    static let entryLimit = 100_000
    static let byteLimit = 16 << 20

    private var sizes: [Key: Size] = [:]
    private var bytes = 0

    /// The size measured for `key`, measuring it with `measure` the first time.
    mutating func size(_ key: Key, _ measure: () -> Size) -> Size {
        if let size = sizes[key] { return size }
        let size = measure()
        let keyBytes = key.string.utf8.count + (key.fontFamily?.utf8.count ?? 0)
        if sizes.count >= Self.entryLimit || bytes + keyBytes > Self.byteLimit { (sizes, bytes) = ([:], 0) }
        sizes[key] = size
        bytes += keyBytes
        return size
    }
}
