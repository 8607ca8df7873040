import CardGeometry
import CardScene
import CCairo

/// Rasterised node content, as Core Animation keeps a backing store per layer: a node whose content casts a shadow
/// is drawn once, shadow included, into a surface in its own coordinates at the screen's pixels per point, and every
/// frame composites that surface through the node's transform and opacity. Content without shadows is cheap to draw
/// as vectors and is drawn so on every frame.
final class BackingStores {
    private struct Key: Hashable {
        let layer: ContentLayer
        let scale: Double
        /// The store of a node with live layers: its shadow and its content without its border, which is drawn
        /// above the live layers each frame.
        let withoutBorder: Bool
    }

    /// Largest total of stored pixels' bytes.
    static let byteBudget = 128 << 20

    private let cache = RasterCache<Key>(byteBudget: byteBudget)

    /// Whether `layer` is worth a backing store: it casts a shadow, which costs a blur to draw, and shows no
    /// backdrop (whose pixels depend on what lies behind the node, so it is drawn in place every frame).
    static func wants(_ layer: ContentLayer) -> Bool { layer.hasShadow && !layer.hasBackdrop }

    /// The store of `layer` at `scale`, drawn by `draw` within `ink` (the node's coordinates) when first asked for.
    /// `withoutBorder`: the store of a node with live layers, drawn without its border (see
    /// ``SceneRenderer/drawWithLiveLayers(_:on:)``).
    func store(of layer: ContentLayer, scale: Double, ink: Rect, withoutBorder: Bool = false,
               draw: (OpaquePointer) throws(RenderError) -> Void) throws(RenderError) -> OffscreenRaster? {
        try cache.raster(for: Key(layer: layer, scale: scale, withoutBorder: withoutBorder)) { () throws(RenderError) in
            try OffscreenRaster.draw(CAIRO_FORMAT_ARGB32, region: ink, scale: scale, what: "a card", draw)
        }
    }
}
