import CardGeometry

/// Everything on screen at one instant: a flat display list, back to front.
///
/// A `Scene` is plain data. The simulation produces it; `states` prints it; the renderer draws it.
/// It knows nothing of gestures or animations.
public struct Scene: Hashable, Sendable {
    /// The screen size, in points.
    public var size: Size
    /// Pixels per point: the rendered image is `size × scale` pixels.
    public var scale: Double
    /// The colour behind everything.
    public var background: Color
    /// The nodes in drawing order, back to front.
    public var nodes: [SceneNode]
    /// Font files (absolute paths) whose families the text may name, besides the built-in set.
    public var fontFiles: [String]
    /// The fingers to draw over everything (`--show-touches`), in timeline order; empty unless asked for.
    public var touches: [TouchIndicator] = []

    public init(size: Size, scale: Double, background: Color, nodes: [SceneNode], fontFiles: [String] = []) {
        self.size = size
        self.scale = scale
        self.background = background
        self.nodes = nodes
        self.fontFiles = fontFiles
    }

    /// The image size in pixels: `size × scale`, rounded to whole pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
}
