import CardGeometry
import CardScene
import CCairo

/// One cell of a ``ContactSheet``: a frame reduced to a thumbnail with Cairo's `GOOD` filter (a box filter over
/// the source pixels each thumbnail pixel covers, as pixman does it), and its ``FrameLabel`` centred in a band of
/// the sheet's grey under it, drawn with Pango in the built-in system font. One surface, reused for every frame.
final class ThumbnailCell {
    let width: Int
    let thumbnailHeight: Int
    let bandHeight: Int
    private let surface: OpaquePointer
    private let text: TextDrawing

    init(width: Int, thumbnailHeight: Int, bandHeight: Int) throws {
        self.width = width
        self.thumbnailHeight = thumbnailHeight
        self.bandHeight = bandHeight
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(thumbnailHeight + bandHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot make a \(width) x \(thumbnailHeight + bandHeight) surface for a sheet's thumbnail")
        }
        self.surface = surface
        do {
            text = TextDrawing(fonts: try FontSet())
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
    }

    deinit { cairo_surface_destroy(surface) }

    /// What the bands of a sheet show for `labels`: every whole label when each fits the cell's width, else every
    /// frame's number alone (one form for the whole sheet, so that a row reads evenly).
    func texts(for labels: [FrameLabel]) -> [String] {
        let fit = labels.allSatisfy { text.intrinsicSize(content($0.text), width: nil).width <= Double(width) }
        return labels.map { fit ? $0.text : $0.number }
    }

    /// The label's text as the band draws it.
    private func content(_ string: String) -> TextContent {
        TextContent(string: string, fontSize: ContactSheet.labelFontSize, color: ContactSheet.labelColor)
    }

    /// `frame` reduced to `width` x `thumbnailHeight` pixels over the band with `label` (cut with an ellipsis if it
    /// is wider), as straight RGBA.
    func draw(_ frame: RGBAImage, label: String) throws -> RGBAImage {
        let reduction = frame.width == width && frame.height == thumbnailHeight ? nil : PixelSize(width: width, height: thumbnailHeight)
        let thumbnail = try DecodedImage(frame, reducedTo: reduction, path: "a sheet's frame")
        guard let cairo = cairo_create(surface) else { throw RenderError("cannot create a Cairo context") }
        defer { cairo_destroy(cairo) }
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        try thumbnail.withSurface { (pixels: OpaquePointer) throws(RenderError) in
            cairo_set_source_surface(cairo, pixels, 0, 0)
            cairo_rectangle(cairo, 0, 0, Double(width), Double(thumbnailHeight))
            cairo_fill(cairo)
        }
        let grey = Double(ContactSheet.background) / 255
        cairo_set_source_rgb(cairo, grey, grey, grey)
        cairo_rectangle(cairo, 0, Double(thumbnailHeight), Double(width), Double(bandHeight))
        cairo_fill(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        text.draw(content(label), in: Rect(x: 0, y: Double(thumbnailHeight), width: Double(width), height: Double(bandHeight)), on: cairo)
        cairo_surface_flush(surface)
        guard cairo_status(cairo) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("Cairo failed: \(String(cString: cairo_status_to_string(cairo_status(cairo))))")
        }
        return SceneRenderer.unpremultipliedPixels(of: surface, width: width, height: thumbnailHeight + bandHeight)
    }
}
