import CardGeometry

/// What the CardView demo's item (`CustomItemView`) draws: a coloured card with a 100 × 100 picture and an
/// `index:N` label under it, both centred horizontally.
public enum DeckCardContent {
    /// Background of odd data indices: (120, 194, 234).
    public static let oddColor = Color(red255: 120, green255: 194, blue255: 234)
    /// Background of even data indices: (175, 222, 228).
    public static let evenColor = Color(red255: 175, green255: 222, blue255: 228)

    public static func layers(for card: Card, index: Int, size: Size) -> [ContentLayer] {
        let left = (size.width - 100) / 2
        var layers: [ContentLayer] = []
        if let image = card.image {
            layers.append(ContentLayer(frame: Rect(x: left, y: 150, width: 100, height: 100), image: ImageContent(path: image)))
        }
        layers.append(ContentLayer(frame: Rect(x: left, y: 258, width: 100, height: 21),
                                   text: TextContent(string: card.title ?? "index:\(index)", fontSize: 17, color: Color(white: 0))))
        return [ContentLayer(frame: Rect(origin: .zero, size: size),
                             backgroundColor: card.background ?? (index % 2 == 1 ? oddColor : evenColor), sublayers: layers)]
    }
}
