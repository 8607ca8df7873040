import CardGeometry

/// The static content of a view and its subviews, as Core Animation layers describe it: a frame in the
/// parent's coordinates, a background, a border, rounded corners, an optional image or text, and sublayers.
///
/// Content layers carry no transform and no opacity of their own: moving parts are separate ``SceneNode``s.
/// A renderer may rasterise a node's content once and reuse it while the content is unchanged.
public struct ContentLayer: Hashable, Sendable {
    /// Position and size in the parent layer's coordinates, in points.
    public var frame: Rect
    /// Fill behind the content, or `nil` for none.
    public var backgroundColor: Color?
    /// Corner radius of the background, the border and (with `masksToBounds`) the clip, in points.
    public var cornerRadius: Double
    /// Border width, in points; drawn inside the bounds, as `CALayer.borderWidth`.
    public var borderWidth: Double
    public var borderColor: Color?
    /// Whether sublayers and content are clipped to the (rounded) bounds.
    public var masksToBounds: Bool
    /// An image drawn into the bounds.
    public var image: ImageContent?
    /// Text drawn into the bounds.
    public var text: TextContent?
    /// Children, back to front, in this layer's coordinates.
    public var sublayers: [ContentLayer]

    public init(frame: Rect,
                backgroundColor: Color? = nil,
                cornerRadius: Double = 0,
                borderWidth: Double = 0,
                borderColor: Color? = nil,
                masksToBounds: Bool = false,
                image: ImageContent? = nil,
                text: TextContent? = nil,
                sublayers: [ContentLayer] = []) {
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.masksToBounds = masksToBounds
        self.image = image
        self.text = text
        self.sublayers = sublayers
    }

    /// The bounds: the frame's size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
}

/// A bitmap drawn into a layer's bounds.
public struct ImageContent: Hashable, Sendable {
    /// How the image fits the bounds (UIKit's `UIView.ContentMode` subset).
    public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
        /// Stretch to fill the bounds exactly (UIImageView's default).
        case scaleToFill
        /// Scale uniformly to fit inside the bounds, centred.
        case aspectFit
        /// Scale uniformly to cover the bounds, centred (overflow shows unless the layer masks to bounds).
        case aspectFill
    }

    /// Absolute path of a PNG file.
    public var path: String
    public var contentMode: ContentMode

    public init(path: String, contentMode: ContentMode = .scaleToFill) {
        self.path = path
        self.contentMode = contentMode
    }
}

/// Text drawn into a layer's bounds, as a `UILabel` or a button title draws it.
public struct TextContent: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable, Codable { case left, center, right }
    public enum Weight: String, Hashable, Sendable, Codable { case regular, bold }

    public var string: String
    /// Point size of the system font.
    public var fontSize: Double
    public var weight: Weight
    public var color: Color
    public var alignment: Alignment
    /// Maximum number of lines; 0 means unlimited (wrapped at word boundaries, cut at the bounds with an ellipsis).
    public var numberOfLines: Int
    /// With `numberOfLines == 1`: shrink the font down to this fraction of `fontSize` until the text fits the
    /// width (`adjustsFontSizeToFitWidth` with `minimumScaleFactor`); 1 means never shrink.
    public var minimumScaleFactor: Double

    public init(string: String, fontSize: Double, weight: Weight = .regular, color: Color,
                alignment: Alignment = .center, numberOfLines: Int = 1, minimumScaleFactor: Double = 1) {
        self.string = string
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.minimumScaleFactor = minimumScaleFactor
    }
}
