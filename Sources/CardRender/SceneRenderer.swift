import CardGeometry
import CardScene
import CCairo

/// Draws ``Scene``s with Cairo. One renderer per thread: it owns its surface (reused while the frame size
/// stays the same), its fonts and its image cache, so frames do not depend on which thread drew them.
///
/// Geometry stays in points: the base matrix scales by `scene.scale`, and each node's transform (the same six
/// numbers as a `CGAffineTransform`, which is cairo's field order) is applied before its paths are built, so
/// rounded corners turn elliptical under non-uniform scale, as on iOS. A node with alpha below 1 is drawn as a
/// group and composited with that opacity (group opacity, iOS's default since iOS 7).
public final class SceneRenderer {
    private let fonts: FontSet
    private let text: TextDrawing
    private let images = ImageCache()
    private var surface: OpaquePointer?
    private var surfaceSize = (width: 0, height: 0)

    public convenience init() throws(RenderError) {
        try self.init(fonts: FontSet())
    }

    init(fonts: FontSet) {
        self.fonts = fonts
        text = TextDrawing(fonts: fonts)
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The scene as straight RGBA pixels, `size × scale` pixels large.
    public func render(_ scene: Scene) throws(RenderError) -> RGBAImage {
        let surface = try draw(scene)
        return Self.unpremultipliedPixels(of: surface, width: scene.pixelWidth, height: scene.pixelHeight)
    }

    /// Draws the scene into the reused surface and returns it.
    private func draw(_ scene: Scene) throws(RenderError) -> OpaquePointer {
        let width = scene.pixelWidth, height = scene.pixelHeight
        guard width > 0, height > 0 else { throw RenderError("the frame has no pixels (\(width) x \(height))") }
        if surface == nil || surfaceSize != (width, height) {
            if let surface { cairo_surface_destroy(surface) }
            let created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            guard let created, cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
                throw RenderError("cannot make a \(width) x \(height) surface")
            }
            surface = created
            surfaceSize = (width, height)
        }
        let surface = self.surface!
        guard let cairo = cairo_create(surface) else { throw RenderError("cannot create a Cairo context") }
        defer { cairo_destroy(cairo) }
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        set(cairo, scene.background)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        let base = AffineTransform2D(scaleX: scene.scale, y: scene.scale)
        for node in scene.nodes where node.alpha > 0 {
            var matrix = Self.cairoMatrix(node.transform.concatenating(base))
            cairo_set_matrix(cairo, &matrix)
            if node.alpha < 1 {
                // The group only needs to cover the node's ink, in whole pixels (the pixels stay the same).
                guard let ink = InkBounds.of(node.layer) else { continue }
                let device = ink.applying(node.transform.concatenating(base))
                let left = max(0, (device.minX - 1).rounded(.down)), top = max(0, (device.minY - 1).rounded(.down))
                let right = min(Double(width), (device.maxX + 1).rounded(.up)), bottom = min(Double(height), (device.maxY + 1).rounded(.up))
                guard right > left, bottom > top else { continue }
                cairo_save(cairo)
                cairo_identity_matrix(cairo)
                cairo_rectangle(cairo, left, top, right - left, bottom - top)
                cairo_clip(cairo)
                cairo_set_matrix(cairo, &matrix)
                cairo_push_group(cairo)
                try drawLayer(node.layer, on: cairo)
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, node.alpha)
                cairo_restore(cairo)
            } else {
                try drawLayer(node.layer, on: cairo)
            }
        }
        cairo_surface_flush(surface)
        guard cairo_status(cairo) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("Cairo failed: \(String(cString: cairo_status_to_string(cairo_status(cairo))))")
        }
        return surface
    }

    /// One layer and its sublayers, in the current user space (the parent's coordinates).
    private func drawLayer(_ layer: ContentLayer, on cairo: OpaquePointer) throws(RenderError) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, layer.frame.minX, layer.frame.minY)
        let bounds = layer.bounds
        let radius = min(layer.cornerRadius, min(bounds.width, bounds.height) / 2)
        if let background = layer.backgroundColor, background.alpha > 0 {
            roundedRect(bounds, radius: radius, on: cairo)
            set(cairo, background)
            cairo_fill(cairo)
        }
        cairo_save(cairo)
        if layer.masksToBounds {
            roundedRect(bounds, radius: radius, on: cairo)
            cairo_clip(cairo)
        }
        if let image = layer.image { try drawImage(image, in: bounds, clipped: layer.masksToBounds, on: cairo) }
        if let content = layer.text { text.draw(content, in: bounds, on: cairo) }
        for sublayer in layer.sublayers { try drawLayer(sublayer, on: cairo) }
        cairo_restore(cairo)
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
            // Inside the bounds, as CALayer draws it: a stroke along the path inset by half the width.
            let half = layer.borderWidth / 2
            roundedRect(bounds.insetBy(dx: half, dy: half), radius: max(0, radius - half), on: cairo)
            cairo_set_line_width(cairo, layer.borderWidth)
            set(cairo, border)
            cairo_stroke(cairo)
        }
    }

    private func drawImage(_ image: ImageContent, in bounds: Rect, clipped: Bool, on cairo: OpaquePointer) throws(RenderError) {
        let surface = try images.surface(for: image.path)
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, bounds.width > 0, bounds.height > 0 else { return }
        var target = bounds
        switch image.contentMode {
        case .scaleToFill:
            break
        case .aspectFit, .aspectFill:
            let scaleX = bounds.width / width, scaleY = bounds.height / height
            let scale = image.contentMode == .aspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            let size = Size(width: width * scale, height: height * scale)
            target = Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        cairo_save(cairo)
        cairo_rectangle(cairo, target.minX, target.minY, target.width, target.height)
        cairo_clip(cairo)
        cairo_translate(cairo, target.minX, target.minY)
        cairo_scale(cairo, target.width / width, target.height / height)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// A rectangle with circular corners of `radius` (in the current user space).
    private func roundedRect(_ rect: Rect, radius: Double, on cairo: OpaquePointer) {
        guard radius > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }

    private func set(_ cairo: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    static func cairoMatrix(_ transform: AffineTransform2D) -> cairo_matrix_t {
        cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
    }

    /// Premultiplied ARGB32 to straight RGBA8 with cairo's own rounding, `(c·255 + a/2) / a`.
    static func unpremultipliedPixels(of surface: OpaquePointer, width: Int, height: Int) -> RGBAImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var index = y * width * 4
                for x in 0..<width {
                    let pixel = row[x]
                    let a = pixel >> 24
                    if a == 255 {
                        output[index] = UInt8(truncatingIfNeeded: pixel >> 16)
                        output[index &+ 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        output[index &+ 2] = UInt8(truncatingIfNeeded: pixel)
                        output[index &+ 3] = 255
                    } else if a > 0 {
                        let half = a / 2
                        output[index] = UInt8(truncatingIfNeeded: (((pixel >> 16) & 0xFF) &* 255 &+ half) / a)
                        output[index &+ 1] = UInt8(truncatingIfNeeded: (((pixel >> 8) & 0xFF) &* 255 &+ half) / a)
                        output[index &+ 2] = UInt8(truncatingIfNeeded: ((pixel & 0xFF) &* 255 &+ half) / a)
                        output[index &+ 3] = UInt8(truncatingIfNeeded: a)
                    }
                    index &+= 4
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
