import CardGeometry

/// What a switcher card shows. The demo's cards are blank white; a script may give a card a background, a
/// picture (filling the card, cropped to it) and a title (centred, 17-pt bold, on the card's upper part).
public enum SwitcherCardContent {
    /// The demo's card colour.
    public static let defaultBackground = Color(white: 1)
    /// Height of the title band, in points.
    public static let titleHeight = 44.0

    public static func layers(for card: Card, size: Size) -> [ContentLayer] {
        var layers: [ContentLayer] = []
        if let image = card.image {
            layers.append(ContentLayer(frame: Rect(origin: .zero, size: size),
                                       image: ImageContent(path: image, contentMode: .aspectFill)))
        }
        if let title = card.title {
            layers.append(ContentLayer(frame: Rect(x: 12, y: 12, width: max(0, size.width - 24), height: titleHeight),
                                       text: TextContent(string: title, fontSize: 17, weight: .bold, color: Color(white: 0),
                                                         minimumScaleFactor: 0.5)))
        }
        return layers
    }
}
