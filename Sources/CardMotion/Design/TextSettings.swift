import CardGeometry
import CardScene

/// The `text:` keys as a script writes them, each `nil` when left out: a layer's text, or the script's
/// `defaults.text`, which fills in what a layer leaves out.
struct TextSettings: Hashable, Sendable {
    var font: FontChoice?
    var weight: TextContent.Weight?
    var size: Double?
    var color: ColorTemplate?
    var alignment: TextContent.Alignment?
    var lines: Int?
    var lineBreak: TextContent.LineBreak?
    var lineSpacing: Double?
    var kern: Double?
    var minimumScaleFactor: Double?
    var style: TextStyle?
    /// Whether an explicit `size` follows the script's Dynamic Type size, as `UIFontMetrics` scales it.
    var scales: Bool?

    /// These settings, with `defaults` for the keys they leave out. A style beats the size and weight of the
    /// defaults: `size` and `weight` beside a `style` override it only where they are written together.
    func filled(from defaults: TextSettings) -> TextSettings {
        var merged = self
        merged.font = font ?? defaults.font
        merged.color = color ?? defaults.color
        merged.alignment = alignment ?? defaults.alignment
        merged.lines = lines ?? defaults.lines
        merged.lineBreak = lineBreak ?? defaults.lineBreak
        merged.lineSpacing = lineSpacing ?? defaults.lineSpacing
        merged.kern = kern ?? defaults.kern
        merged.minimumScaleFactor = minimumScaleFactor ?? defaults.minimumScaleFactor
        merged.scales = scales ?? defaults.scales
        if style == nil {
            merged.style = defaults.style
            merged.size = size ?? defaults.size
            merged.weight = weight ?? defaults.weight
        }
        return merged
    }
}

/// A text's `font`: a family of the built-in set or the script's files, or the system font; with the iOS family
/// it was asked for under when a stand-in draws it.
struct FontChoice: Hashable, Sendable {
    /// The family drawn; `nil` is the system font (Inter, Inter Display from 20 points, with SF Pro's tracking).
    var family: String?
    /// The iOS family written, when a built-in stand-in draws it (`SF Pro Text`), and where.
    var standIn: StandInUse?
}

/// An iOS family name written in a script and drawn with a built-in stand-in.
struct StandInUse: Hashable, Sendable {
    var asked: String
    var drawnWith: BuiltInFonts.StandIn
    var position: SourcePosition
}

extension TextTemplateStyle {
    /// A text of `string` drawn as `settings` say, UILabel's defaults (``TextDefaults``) where they say nothing.
    init(string: PositionedText, settings: TextSettings) {
        self.init(string: string)
        written = settings
        apply(settings)
    }

    /// Resolves the written settings with `defaults` (the script's `defaults.text`) for the keys they leave out, at
    /// the script's Dynamic Type size.
    mutating func fill(from defaults: TextSettings, contentSize: ContentSizeCategory) {
        apply(written.filled(from: defaults), contentSize: contentSize)
    }

    private mutating func apply(_ settings: TextSettings, contentSize: ContentSizeCategory = .default) {
        let styleMetrics = settings.style?.metrics(at: contentSize)
        font = settings.font?.family
        weight = settings.weight ?? settings.style?.weight ?? TextDefaults.weight
        size = Self.size(settings, contentSize: contentSize)
        color = settings.color ?? .fixed(TextDefaults.color)
        alignment = settings.alignment ?? TextDefaults.alignment
        lines = settings.lines ?? TextDefaults.lines
        lineBreak = settings.lineBreak ?? TextDefaults.lineBreak
        lineSpacing = settings.lineSpacing ?? TextDefaults.lineSpacing
        // SF Pro's tracking for the system font when no kern is given; an explicit kern, 0 too, replaces it.
        kern = settings.kern ?? (font == nil ? SystemFontTracking.tracking(size: size) : 0)
        minimumScaleFactor = settings.minimumScaleFactor ?? TextDefaults.minimumScaleFactor
        // The style's line height holds at the style's size; a size of its own gives the fonts' line height.
        lineHeight = styleMetrics.flatMap { $0.size == size ? $0.lineHeight : nil }
        standIn = settings.font?.standIn
    }

    /// The font size, in points: the style's at `contentSize`; or the text's own `size` (UILabel's default without
    /// one), fixed, or with `scales` scaled by its style's (else body's) ratio at `contentSize`.
    private static func size(_ settings: TextSettings, contentSize: ContentSizeCategory) -> Double {
        if settings.size == nil, let style = settings.style { return style.metrics(at: contentSize).size }
        let size = settings.size ?? TextDefaults.size
        guard settings.scales == true else { return size }
        return size * (settings.style ?? .body).scaleFactor(at: contentSize)
    }
}
