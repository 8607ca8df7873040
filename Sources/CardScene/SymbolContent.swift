import CardGeometry

/// A symbol drawn into a layer's bounds, as a `UIImageView` shows an SF Symbols image: one glyph of the icon font
/// (Material Icons) at a point size, its ink centred in the bounds and scaled down uniformly when it does not fit.
public struct SymbolContent: Hashable, Sendable {
    /// `UIImage.SymbolWeight`'s regular and heavier steps. The icon font has one weight (regular); a heavier
    /// weight strokes the glyph's outline in its own colour with a pen ``strokeWidth`` of the point size wide, so
    /// every stem thickens by that width (half on each side).
    public enum Weight: String, Hashable, Sendable, Codable, CaseIterable {
        case regular, medium, semibold, bold, heavy, black

        /// The pen's width as a fraction of the point size: 0 for regular, then 1.5 % a step (black: 7.5 %).
        /// Material Icons' stems are 2/24 of the size (8.3 %), so bold (4.5 %) makes them about 1.5 times as thick.
        public var strokeWidth: Double {
            switch self {
            case .regular: return 0
            case .medium: return 0.015
            case .semibold: return 0.03
            case .bold: return 0.045
            case .heavy: return 0.06
            case .black: return 0.075
            }
        }
    }

    /// The glyph, a codepoint of the icon font.
    public var glyph: Unicode.Scalar
    /// The font size, in points (`UIImage.SymbolConfiguration(pointSize:)`): Material Icons' glyphs are drawn on a
    /// square of this side.
    public var pointSize: Double
    public var weight: Weight
    public var color: Color
    /// Whether the glyph is drawn flipped horizontally about its own centre: a directional symbol in a right-to-left
    /// layout, as SF Symbols mirrors one (`chevron.left` points right).
    public var isMirrored: Bool

    public init(glyph: Unicode.Scalar, pointSize: Double, weight: Weight = .regular, color: Color, isMirrored: Bool = false) {
        self.glyph = glyph
        self.pointSize = pointSize
        self.weight = weight
        self.color = color
        self.isMirrored = isMirrored
    }
}
