import CardGeometry

/// A `UIVisualEffectView`'s blur: inside the layer's rounded frame, what is drawn behind the layer shows blurred by a
/// Gaussian whose standard deviation is `blur` points, then saturated by `saturation`, then with `tint` composited
/// over it. Drawn before the layer's own background, so the layer's content sits on the frosted glass.
public struct Backdrop: Hashable, Sendable {
    /// The blur's standard deviation, in screen points (as a shadow's `radius`; CSS `blur()` takes the same number).
    public var blur: Double
    /// The saturation factor: 0 is grey, 1 leaves the colours as they are, above 1 makes them more vivid (the matrix
    /// of SVG's `feColorMatrix type="saturate"` and CSS's `saturate()`).
    public var saturation: Double
    /// A colour composited over the blurred, saturated pixels, or `nil` for none.
    public var tint: Color?
    /// Where a script asks for it, `FILE:LINE:COLUMN: KEY.PATH`, for errors met while drawing it.
    public var origin: String?

    public init(blur: Double, saturation: Double = 1, tint: Color? = nil, origin: String? = nil) {
        self.blur = blur
        self.saturation = saturation
        self.tint = tint
        self.origin = origin
    }
}

extension ContentLayer {
    /// Whether this layer, any visible sublayer or a layer of its ``back`` shows a backdrop: its pixels depend on
    /// what is drawn behind it.
    public var hasBackdrop: Bool {
        opacity > 0 && (backdrop != nil || sublayers.contains(where: \.hasBackdrop) || back?.contains(where: \.hasBackdrop) == true)
    }
}
