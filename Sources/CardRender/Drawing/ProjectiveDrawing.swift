import CardGeometry
import CCairo
import CPixelSupport

/// A flat layer turned in 3D drawn onto a frame: an image (an `ARGB32` Cairo surface, such as a node's
/// ``OffscreenRaster``, or an ``RGBAImage``) through an exact projective mapping (`Homography`), not an affine
/// approximation. Every target pixel the quadrilateral touches is inverse-mapped from its centre to the image and
/// sampled bilinearly, weighted by the exact area of the pixel inside the quadrilateral (antialiased edges), and
/// composited OVER in premultiplied alpha. In C (CPixelSupport's `cm_warp_argb32_over`), as it covers a whole card
/// on every frame and a debug build does not optimise Swift; deterministic (docs/3d.md).
enum ProjectiveDrawing {
    /// Draws all of `source` (an `ARGB32` surface) onto `target` (an `ARGB32` surface) so that its rectangle's
    /// top-left, top-right, bottom-right and bottom-left corners land on `corners` (`target`'s pixels), at `opacity`
    /// (0…1). A quadrilateral of no area (a layer seen exactly edge-on) draws nothing. Throws when the corners are
    /// not finite or no projective mapping takes the rectangle onto them (three corners in line, or a quadrilateral
    /// that is not convex).
    static func draw(_ source: OpaquePointer, onto target: OpaquePointer, corners: [Point], opacity: Double = 1) throws(RenderError) {
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        guard width > 0, height > 0 else { return }
        guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            throw RenderError("a 3D layer's corners must be four finite points")
        }
        if doubleSignedArea(corners) == 0 { return }
        guard Self.isConvex(corners),
              let mapping = Homography(width: Double(width), height: Double(height), to: corners),
              let inverse = mapping.inverted() else {
            throw RenderError("a 3D layer's corners \(corners) are not the image of a rectangle")
        }
        try draw(source, onto: target, inverse: inverse, corners: corners, opacity: opacity)
    }

    /// Draws `image` as `draw(_:onto:corners:opacity:)` does, premultiplied first as an image file is.
    static func draw(_ image: RGBAImage, onto target: OpaquePointer, corners: [Point], opacity: Double = 1) throws(RenderError) {
        guard image.width > 0, image.height > 0 else { return }
        let decoded = try DecodedImage(image, reducedTo: nil, path: "a 3D layer's image")
        try decoded.withSurface { (surface) throws(RenderError) in
            try draw(surface, onto: target, corners: corners, opacity: opacity)
        }
    }

    /// Draws a node's `raster` (its layer's points from `raster.origin`, at `raster.scale` pixels per point) onto
    /// `target` at `targetScale` pixels per point through `projection` (the layer's plane to the parent's points).
    /// Throws when a corner of the raster (which may reach past the layer, for a shadow) passes behind the eye.
    static func draw(_ raster: OffscreenRaster, through projection: LayerProjection, onto target: OpaquePointer,
                     targetScale: Double, opacity: Double = 1) throws(RenderError) {
        let parentToTarget = Homography(h11: targetScale, h12: 0, h13: 0, h21: 0, h22: targetScale, h23: 0, h31: 0, h32: 0, h33: 1)
        let mapping = Self.pixels(of: raster).followed(by: Homography(planeOf: projection.transform)).followed(by: parentToTarget)
        let corners = try Self.corners(of: raster.surface, through: mapping)
        if doubleSignedArea(corners) == 0 { return }
        guard let inverse = mapping.inverted() else { return }
        try draw(raster.surface, onto: target, inverse: inverse, corners: corners, opacity: opacity)
    }

    /// Draws `raster` (a layer's points from `raster.origin`, at `raster.scale` pixels per point) through
    /// `planeToUser` (the layer's plane to `cairo`'s user space) and `cairo`'s matrix, at `opacity`, within `cairo`'s
    /// clip, into whatever `cairo` draws on (a frame, a group with its device offset, a shadow's `A8` mask): the
    /// quadrilateral's pixels are warped exactly (as ``draw(_:onto:corners:opacity:)``) into a clear surface as large
    /// as the quadrilateral's box within the clip, which is then painted pixel for pixel (OVER, through the clip).
    /// Throws when a corner of the raster passes behind the eye.
    static func draw(_ raster: OffscreenRaster, through planeToUser: Homography, opacity: Double,
                     on cairo: OpaquePointer) throws(RenderError) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let userToDevice = Homography(h11: matrix.xx, h12: matrix.xy, h13: matrix.x0, h21: matrix.yx, h22: matrix.yy, h23: matrix.y0,
                                      h31: 0, h32: 0, h33: 1)
        let mapping = Self.pixels(of: raster).followed(by: planeToUser).followed(by: userToDevice)
        let device = try Self.corners(of: raster.surface, through: mapping)
        if doubleSignedArea(device) == 0 { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        var clip = (left: 0.0, top: 0.0, right: 0.0, bottom: 0.0)
        cairo_clip_extents(cairo, &clip.left, &clip.top, &clip.right, &clip.bottom)
        let left = Occlusion.pixel(max(device.map(\.x).min()!, clip.left), .down)
        let top = Occlusion.pixel(max(device.map(\.y).min()!, clip.top), .down)
        let right = Occlusion.pixel(min(device.map(\.x).max()!, clip.right), .up)
        let bottom = Occlusion.pixel(min(device.map(\.y).max()!, clip.bottom), .up)
        // Within the clip, which is within the surface drawn on: at most a frame's pixels.
        guard right > left, bottom > top, right - left <= Int(Int32.max), bottom - top <= Int(Int32.max) else { return }
        let toBox = Homography(h11: 1, h12: 0, h13: -Double(left), h21: 0, h22: 1, h23: -Double(top), h31: 0, h32: 0, h33: 1)
        let boxMapping = mapping.followed(by: toBox)
        guard let inverse = boxMapping.inverted(),
              let box = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(right - left), Int32(bottom - top)) else { return }
        defer { cairo_surface_destroy(box) }
        guard cairo_surface_status(box) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot make a \(right - left) x \(bottom - top) surface for a layer turned in 3D")
        }
        let corners = device.map { Point(x: $0.x - Double(left), y: $0.y - Double(top)) }
        try draw(raster.surface, onto: box, inverse: inverse, corners: corners, opacity: opacity)
        cairo_set_source_surface(cairo, box, Double(left), Double(top))
        cairo_paint(cairo)
    }

    /// The mapping from `raster`'s pixels to its layer's points.
    private static func pixels(of raster: OffscreenRaster) -> Homography {
        Homography(h11: 1 / raster.scale, h12: 0, h13: raster.origin.x, h21: 0, h22: 1 / raster.scale, h23: raster.origin.y,
                   h31: 0, h32: 0, h33: 1)
    }

    /// The corners of `source`'s pixel rectangle through `mapping`, or an error when one passes behind the eye.
    private static func corners(of source: OpaquePointer, through mapping: Homography) throws(RenderError) -> [Point] {
        let width = Double(cairo_image_surface_get_width(source))
        let height = Double(cairo_image_surface_get_height(source))
        var corners: [Point] = []
        for corner in [Point(x: 0, y: 0), Point(x: width, y: 0), Point(x: width, y: height), Point(x: 0, y: height)] {
            guard let image = mapping.applied(to: corner), image.x.isFinite, image.y.isFinite else {
                throw RenderError("a 3D layer's drawing (its shadow included) reaches the viewer's eye or passes behind it")
            }
            corners.append(image)
        }
        return corners
    }

    private static func draw(_ source: OpaquePointer, onto target: OpaquePointer, inverse: Homography, corners: [Point],
                             opacity: Double) throws(RenderError) {
        guard cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else {
            throw RenderError("a 3D layer is drawn from and onto ARGB32 surfaces only")
        }
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard let sourceData = cairo_image_surface_get_data(source), let targetData = cairo_image_surface_get_data(target) else {
            throw RenderError("a 3D layer's surfaces hold no pixels")
        }
        let quad = corners.flatMap { [$0.x, $0.y] }
        inverse.entries.withUnsafeBufferPointer { matrix in
            quad.withUnsafeBufferPointer { points in
                cm_warp_argb32_over(sourceData, Int(cairo_image_surface_get_width(source)), Int(cairo_image_surface_get_height(source)),
                                    Int(cairo_image_surface_get_stride(source)),
                                    targetData, Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)),
                                    Int(cairo_image_surface_get_stride(target)),
                                    matrix.baseAddress!, points.baseAddress!, min(max(opacity, 0), 1))
            }
        }
        cairo_surface_mark_dirty(target)
    }

    /// Twice the signed area of `corners` (square pixels).
    private static func doubleSignedArea(_ corners: [Point]) -> Double {
        (0..<4).reduce(0) { sum, index in
            let a = corners[index], b = corners[(index + 1) % 4]
            return sum + a.x * b.y - b.x * a.y
        }
    }

    /// Whether the four corners turn the same way at every corner (a projected rectangle in front of the eye does).
    private static func isConvex(_ corners: [Point]) -> Bool {
        var signs = Set<Bool>()
        for index in 0..<4 {
            let a = corners[index], b = corners[(index + 1) % 4], c = corners[(index + 2) % 4]
            let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if turn != 0 { signs.insert(turn > 0) }
        }
        return signs.count == 1
    }
}
