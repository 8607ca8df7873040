import CardGeometry

/// What the QiCardView demo's cell (`QiCardItemCell`) draws, laid out in cell coordinates: a white container,
/// an image band, a round logo, the name, the brief, the description and an orange button.
public enum StackCardContent {
    /// UIKit's `grayColor`.
    static let gray = Color(white: 0.5)
    /// UIKit's `lightGrayColor`.
    static let lightGray = Color(white: 2.0 / 3.0)
    /// UIKit's `orangeColor`.
    static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// The demo button's title ("view details").
    public static let defaultButtonTitle = "点击查看"

    /// The layers of one card of `size` (the cell's bounds, in points).
    public static func layers(for card: Card, size: Size) -> [ContentLayer] {
        let width = size.width, height = size.height
        var layers: [ContentLayer] = []
        if let image = card.image {
            layers.append(ContentLayer(frame: Rect(x: 0, y: 0, width: width, height: 120), cornerRadius: 5,
                                       masksToBounds: true, image: ImageContent(path: image)))
        }
        if let logo = card.logo {
            // Corner radius 52 without masksToBounds: the image itself is drawn unclipped.
            layers.append(ContentLayer(frame: Rect(x: width / 2 - 52, y: 62, width: 104, height: 104), cornerRadius: 52,
                                       image: ImageContent(path: logo)))
        }
        if let title = card.title {
            layers.append(label(title, frame: Rect(x: 0, y: 186, width: width, height: 25), size: 18, color: Color(white: 0)))
        }
        if let subtitle = card.subtitle {
            layers.append(label(subtitle, frame: Rect(x: 0, y: 221, width: width, height: 22), size: 16, color: gray))
        }
        if let description = card.description {
            layers.append(label(description, frame: Rect(x: 20, y: 253, width: width - 40, height: height - 339),
                                size: 14, color: lightGray, lines: 0))
        }
        let buttonTitle = card.button ?? defaultButtonTitle
        if !buttonTitle.isEmpty {
            let title = label(buttonTitle, frame: Rect(x: 0, y: 0, width: 160, height: 46), size: 16, color: Color(white: 1))
            layers.append(ContentLayer(frame: Rect(x: width / 2 - 80, y: height - 76, width: 160, height: 46),
                                       backgroundColor: orange, cornerRadius: 23, sublayers: [title]))
        }
        let container = ContentLayer(frame: Rect(origin: .zero, size: size),
                                     backgroundColor: card.background ?? Color(white: 1), sublayers: layers)
        return [container]
    }

    static func label(_ text: String, frame: Rect, size: Double, color: Color, lines: Int = 1) -> ContentLayer {
        ContentLayer(frame: frame, text: TextContent(string: text, fontSize: size, color: color, alignment: .center,
                                                     numberOfLines: lines))
    }
}
