import CardGeometry

/// The static content of a view and its subviews, as Core Animation layers describe it: a frame in the
/// parent's coordinates, a background or gradient, a border, rounded corners, a shadow, an optional image or text,
/// and sublayers.
///
/// A content layer is placed by its frame, scaled by ``scaleX`` and ``scaleY`` and turned by ``rotation`` about the
/// frame's centre, and may turn in 3D (``rotationX``, ``rotationY``, seen through a ``perspective``) with a back
/// face (``back``, ``isDoubleSided``): see `ContentLayer+Turn3D.swift` and docs/3d.md. A renderer may rasterise a
/// node's content once and reuse it while the content is unchanged.
public struct ContentLayer: Hashable, Sendable {
    /// Position and size in the parent layer's coordinates, in points.
    public var frame: Rect
    /// Fill behind the content, or `nil` for none.
    public var backgroundColor: Color?
    /// The layer's own opacity, 0...1: the layer and its sublayers are composited as a group with it.
    public var opacity: Double
    /// Corner radius of the background, the border and (with `masksToBounds`) the clip, in points.
    public var cornerRadius: Double
    /// Border width, in points; drawn inside the bounds, as `CALayer.borderWidth`.
    public var borderWidth: Double
    public var borderColor: Color?
    /// Whether sublayers and content are clipped to the (rounded) bounds. As on iOS, this also clips the layer's
    /// own shadow away.
    public var masksToBounds: Bool
    /// A shadow cast by everything the layer draws (its rendered alpha), or `nil`.
    public var shadow: Shadow?
    /// A gradient over the bounds, drawn above the background and clipped to the corner radius (a
    /// `CAGradientLayer`'s fill), or `nil`.
    public var gradient: Gradient?
    /// An image drawn into the bounds.
    public var image: ImageContent?
    /// Text drawn into the bounds.
    public var text: TextContent?
    /// Children, back to front, in this layer's coordinates.
    public var sublayers: [ContentLayer]
    /// A symbol drawn into the bounds, after the text.
    public var symbol: SymbolContent?
    /// A vector path drawn into the bounds, after the symbol.
    public var path: PathContent?
    /// A blur of what lies behind the layer, inside its rounded frame (a `UIVisualEffectView`), or `nil`.
    public var backdrop: Backdrop?
    /// A turn about the frame's centre, in degrees, clockwise on screen (UIKit's positive angle, as
    /// `CGAffineTransform(rotationAngle:)` with y down): the layer and its sublayers, shadow and border turn together.
    public var rotation: Double
    /// The script's name for the layer (`id: likeStamp`), unique within its design, or `nil`: `states` reports the
    /// geometry of named layers, and `verify` explains and masks them by it.
    public var id: String?
    /// A scale about the frame's centre along the layer's own x axis, applied before ``rotation`` (a point is scaled
    /// first, then turned, as `CALayer.transform = rotate · scale` composes): 1 leaves the layer as its frame says,
    /// -1 mirrors it. Its shadow, border and sublayers scale with it.
    public var scaleX: Double
    /// A scale about the frame's centre along the layer's own y axis (see ``scaleX``).
    public var scaleY: Double
    /// A turn about the layer's horizontal centre line, in degrees: about x first, then y (``rotationY``), then z
    /// (``rotation``), as `LayerProjection.transform(rotationX:rotationY:rotationZ:)`. A positive angle brings the
    /// bottom edge toward the viewer.
    public var rotationX: Double
    /// A turn about the layer's vertical centre line, in degrees, after ``rotationX``: a positive angle takes the
    /// right edge away from the viewer.
    public var rotationY: Double
    /// The eye distance `D` in points of a perspective (Core Animation's `m34 = -1/D`), or `nil` for none. It applies
    /// to the layer's own turn in 3D, about its own centre, and is the `sublayerTransform` its sublayers' turns are
    /// seen through, about this layer's centre. A layer turned in 3D without one uses its parent's; with none
    /// anywhere the view is orthographic (a turned layer only narrows).
    public var perspective: Double?
    /// Layers in this layer's own coordinates (its bounds) shown instead of its content (background, gradient,
    /// image, text, sublayers, border, shadow) when it faces away from the viewer, drawn mirrored left to right so
    /// that they read correctly after a turn about y (a flip card's back); `nil` for none.
    public var back: [ContentLayer]?
    /// Whether the layer's front is drawn, mirrored, when it faces away from the viewer with no ``back``
    /// (`CALayer.isDoubleSided`): `false` draws nothing then.
    public var isDoubleSided: Bool
    /// A Gaussian blur of everything the layer draws, its standard deviation in points (0: none).
    public var blur: Double = 0

    public init(frame: Rect,
                backgroundColor: Color? = nil,
                opacity: Double = 1,
                cornerRadius: Double = 0,
                borderWidth: Double = 0,
                borderColor: Color? = nil,
                masksToBounds: Bool = false,
                shadow: Shadow? = nil,
                gradient: Gradient? = nil,
                image: ImageContent? = nil,
                text: TextContent? = nil,
                sublayers: [ContentLayer] = [],
                symbol: SymbolContent? = nil,
                path: PathContent? = nil,
                backdrop: Backdrop? = nil,
                rotation: Double = 0,
                id: String? = nil,
                scaleX: Double = 1,
                scaleY: Double = 1,
                rotationX: Double = 0,
                rotationY: Double = 0,
                perspective: Double? = nil,
                back: [ContentLayer]? = nil,
                isDoubleSided: Bool = true) {
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.masksToBounds = masksToBounds
        self.shadow = shadow
        self.gradient = gradient
        self.image = image
        self.text = text
        self.sublayers = sublayers
        self.symbol = symbol
        self.path = path
        self.backdrop = backdrop
        self.rotation = rotation
        self.id = id
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.perspective = perspective
        self.back = back
        self.isDoubleSided = isDoubleSided
    }

    /// The bounds: the frame's size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// Whether this layer, any sublayer or a layer of its ``back`` casts a visible shadow.
    public var hasShadow: Bool {
        (shadow?.isVisible == true && !masksToBounds) || sublayers.contains(where: \.hasShadow)
            || back?.contains(where: \.hasShadow) == true
    }
}

/// A layer's shadow, as `CALayer`'s `shadowColor`, `shadowOpacity`, `shadowRadius` and `shadowOffset` describe
/// it: the layer's rendered alpha, blurred by a Gaussian whose standard deviation is `radius` points, tinted with
/// `color` at `opacity`, and drawn `offset` points away, behind the layer.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// 0...1; Core Animation's default is 0, no shadow.
    public var opacity: Double
    /// The blur's standard deviation, in points (CSS and Figma's blur value is twice this).
    public var radius: Double
    /// Displacement in points, y down (UIKit's default is (0, -3): 3 points up).
    public var offset: Point
    /// Where a script asks for it, `FILE:LINE:COLUMN: KEY.PATH`, for errors met while drawing it; `nil` for a
    /// control's own shadows.
    public var origin: String?

    public init(color: Color = Color(white: 0), opacity: Double = 0, radius: Double = 3, offset: Point = Point(x: 0, y: -3),
                origin: String? = nil) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
        self.origin = origin
    }

    /// Whether it paints anything.
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
}

/// A `CAGradientLayer` fill: colours at locations along an axis, around a centre or along a radius.
public struct Gradient: Hashable, Sendable {
    /// `CAGradientLayerType`.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Along the line from `start` to `end`, constant across it.
        case axial
        /// An ellipse centred on `start` whose radii reach `end` (horizontally and vertically).
        case radial
        /// Around `start`, clockwise on screen from the direction of `end`.
        case conic
    }

    public var kind: Kind
    public var colors: [Color]
    /// Where each colour stands, 0...1, increasing; `nil` spreads them evenly.
    public var locations: [Double]?
    /// In the unit coordinates of the bounds: (0, 0) top-left, (1, 1) bottom-right.
    public var start: Point
    public var end: Point

    public init(kind: Kind = .axial, colors: [Color], locations: [Double]? = nil,
                start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.start = start
        self.end = end
    }

    /// Each colour with its location: the given ones, or evenly spread from 0 to 1.
    public var stops: [(location: Double, color: Color)] {
        let count = colors.count
        return colors.enumerated().map { index, color in
            (locations?[index] ?? (count > 1 ? Double(index) / Double(count - 1) : 0), color)
        }
    }
}

/// A bitmap drawn into a layer's bounds.
public struct ImageContent: Hashable, Sendable {
    /// How the image fits the bounds: UIKit's `UIView.ContentMode` (less `redraw`).
    public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
        /// Stretch to fill the bounds exactly (UIImageView's default).
        case scaleToFill
        /// Scale uniformly to fit inside the bounds, centred.
        case aspectFit
        /// Scale uniformly to cover the bounds, centred (overflow shows unless the layer masks to bounds).
        case aspectFill
        /// Unscaled (one image pixel per point at the image's own scale), placed as named.
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    /// Absolute path of a PNG or JPEG file.
    public var path: String
    public var contentMode: ContentMode

    public init(path: String, contentMode: ContentMode = .scaleToFill) {
        self.path = path
        self.contentMode = contentMode
    }

    /// Where an image of `size` points lands in `bounds` under `mode`.
    public static func placement(of size: Size, in bounds: Rect, mode: ContentMode) -> Rect {
        switch mode {
        case .scaleToFill:
            return bounds
        case .aspectFit, .aspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let scaleX = bounds.width / size.width, scaleY = bounds.height / size.height
            let scale = mode == .aspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            let fitted = Size(width: size.width * scale, height: size.height * scale)
            return Rect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                        width: fitted.width, height: fitted.height)
        default:
            let name = mode.rawValue.lowercased()
            let x = name.contains("left") ? bounds.minX
                : name.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = name.hasPrefix("top") ? bounds.minY
                : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}

/// Text drawn into a layer's bounds, as a `UILabel` or a button title draws it.
public struct TextContent: Hashable, Sendable {
    /// `NSTextAlignment`: `natural` follows the layout direction (left, or right in a right-to-left layout); `left`
    /// and `right` are absolute.
    public enum Alignment: String, Hashable, Sendable, Codable, CaseIterable { case natural, left, center, right, justified }
    /// `UIFont.Weight`'s common steps.
    public enum Weight: String, Hashable, Sendable, Codable, CaseIterable { case regular, medium, semibold, bold }
    /// `NSLineBreakMode`.
    public enum LineBreak: String, Hashable, Sendable, Codable, CaseIterable {
        /// Wrap at word boundaries (characters within a word too long for a line); the last line that fits ends in
        /// an ellipsis when text remains (UILabel's behaviour with `lines` set).
        case wordWrap
        /// Wrap at any character.
        case charWrap
        /// Cut at the bounds, no ellipsis.
        case clip
        /// An ellipsis at the start, middle or end of the last line.
        case truncateHead, truncateMiddle, truncateTail
    }

    public var string: String
    /// Point size.
    public var fontSize: Double
    /// A family of the renderer's fonts (the built-in set or a script's `fonts:`); `nil` is the built-in system font.
    public var fontFamily: String?
    public var weight: Weight
    public var color: Color
    public var alignment: Alignment
    /// Maximum number of lines; 0 means unlimited (as many as fit the bounds).
    public var numberOfLines: Int
    /// How lines break and where text that does not fit is cut (UILabel's default: wrap at words, an ellipsis at
    /// the end of the last line that fits).
    public var lineBreak: LineBreak
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    /// Extra space after every character, in points (`NSAttributedString.Key.kern`).
    public var kern: Double
    /// With `numberOfLines == 1`: shrink the font down to this fraction of `fontSize` until the text fits the
    /// width (`adjustsFontSizeToFitWidth` with `minimumScaleFactor`); 1 means never shrink.
    public var minimumScaleFactor: Double
    /// The distance between the baselines of consecutive lines, in points (a text style's line height); `nil`
    /// leaves it to the fonts (their ascent, descent and gap, plus `lineSpacing`).
    public var lineHeight: Double?
    /// Where the text is written, `FILE:LINE:COLUMN: KEY.PATH`, for warnings about it; `nil` for a text made in code.
    public var origin: String?
    /// The layout direction the text is shown in: the side a `natural` alignment keeps to, and the direction of a
    /// paragraph that has no letter of a direction of its own (``absoluteAlignment``).
    public var layoutDirection: LayoutDirection = .leftToRight

    public init(string: String, fontSize: Double, fontFamily: String? = nil, weight: Weight = .regular, color: Color,
                alignment: Alignment = .center, numberOfLines: Int = 1, lineBreak: LineBreak = .truncateTail,
                lineSpacing: Double = 0, kern: Double = 0, minimumScaleFactor: Double = 1, lineHeight: Double? = nil,
                origin: String? = nil, layoutDirection: LayoutDirection = .leftToRight) {
        self.string = string
        self.fontSize = fontSize
        self.fontFamily = fontFamily
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreak = lineBreak
        self.lineSpacing = lineSpacing
        self.kern = kern
        self.minimumScaleFactor = minimumScaleFactor
        self.lineHeight = lineHeight
        self.origin = origin
        self.layoutDirection = layoutDirection
    }
}
