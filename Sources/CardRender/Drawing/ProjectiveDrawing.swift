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
        let width = Double(cairo_image_surface_get_width(raster.surface))
        let height = Double(cairo_image_surface_get_height(raster.surface))
        let rasterToLayer = Homography(h11: 1 / raster.scale, h12: 0, h13: raster.origin.x,
                                       h21: 0, h22: 1 / raster.scale, h23: raster.origin.y, h31: 0, h32: 0, h33: 1)
        let parentToTarget = Homography(h11: targetScale, h12: 0, h13: 0, h21: 0, h22: targetScale, h23: 0, h31: 0, h32: 0, h33: 1)
        let mapping = rasterToLayer.followed(by: Homography(planeOf: projection.transform)).followed(by: parentToTarget)
        var corners: [Point] = []
        for corner in [Point(x: 0, y: 0), Point(x: width, y: 0), Point(x: width, y: height), Point(x: 0, y: height)] {
            guard let image = mapping.applied(to: corner), image.x.isFinite, image.y.isFinite else {
                throw RenderError("a 3D layer's drawing (its shadow included) reaches the viewer's eye or passes behind it")
            }
            corners.append(image)
        }
        if doubleSignedArea(corners) == 0 { return }
        guard let inverse = mapping.inverted() else { return }
        try draw(raster.surface, onto: target, inverse: inverse, corners: corners, opacity: opacity)
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
