import CardGeometry

/// One place a script draws an image: the file, how it fits, the size of the layer it fills, and where the script
/// says so. A renderer reads every image of a script before the first frame (so a broken file fails the run before
/// anything is written, with the script's line) and keeps each only as large as it is ever drawn.
public struct ImageUse: Hashable, Sendable {
    /// Canonical path of the PNG or JPEG file.
    public var path: String
    public var contentMode: ImageContent.ContentMode
    /// The bounds of the layer that shows it, in points.
    public var layerSize: Size
    /// Where the script names it, `FILE:LINE:COLUMN: KEY.PATH` (e.g. `deck.yaml:14:12: cards[2].image`), for errors.
    public var origin: String

    public init(path: String, contentMode: ImageContent.ContentMode, layerSize: Size, origin: String) {
        self.path = path
        self.contentMode = contentMode
        self.layerSize = layerSize
        self.origin = origin
    }

    /// The size the image is drawn at in its layer, in points, given its own size in pixels (`scale` pixels per
    /// point): for the modes that scale it, fitted to the layer; for the others, one pixel per pixel.
    public func drawnSize(ofImage pixels: Size, scale: Double) -> Size {
        switch contentMode {
        case .scaleToFill, .aspectFit, .aspectFill:
            ImageContent.placement(of: pixels, in: Rect(origin: .zero, size: layerSize), mode: contentMode).size
        default:
            Size(width: pixels.width / scale, height: pixels.height / scale)
        }
    }
}
