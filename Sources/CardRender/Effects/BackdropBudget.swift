import CardGeometry
import CardScene

/// The backdrop work of one frame, bounded: every backdrop blurs the pixels it reads (its frame on screen widened by
/// its blur's reach), and while each may read at most ``RenderLimits/pixels``, a frame of a thousand of them would
/// take minutes. The pixels all the backdrops of a scene read are added up before it is drawn, from the scene alone
/// (not from what a renderer's caches or kept pixels spare it), so a frame is refused or drawn the same on every
/// run and thread; past ``RenderLimits/backdropPixelsPerFrame`` the error names the backdrop that crosses it.
enum BackdropBudget {
    /// Largest total of pixels the backdrops of one frame may read.
    static let pixelsPerFrame = RenderLimits.backdropPixelsPerFrame

    /// The device pixels a backdrop whose frame covers `device` (a rectangle in device pixels) reads with a blur of
    /// `deviation` pixels, in a frame of `width` x `height` pixels: `region`, its frame cut to the surface and
    /// widened by the blur's reach on every side, and `area`, the part of the region the effect is drawn in (in the
    /// region's pixels); `nil` when the frame is off the surface.
    static func read(device: Rect, deviation: Double, width: Int, height: Int) -> (region: PixelRect, area: PixelRect)? {
        let left = max(0, Occlusion.pixel(device.minX, .down)), top = max(0, Occlusion.pixel(device.minY, .down))
        let right = min(width, Occlusion.pixel(device.maxX, .up)), bottom = min(height, Occlusion.pixel(device.maxY, .up))
        guard right > left, bottom > top else { return nil }
        let pad = BoxBlur.reach(deviation: deviation)
        return (PixelRect(x: left - pad, y: top - pad, width: right - left + 2 * pad, height: bottom - top + 2 * pad),
                PixelRect(x: pad, y: pad, width: right - left, height: bottom - top))
    }

    /// The pixels the backdrops of `scene` read together, or an error when, in drawing order, they pass `limit`
    /// (by default ``pixelsPerFrame``): every backdrop of a visible layer of a visible node, live layers included,
    /// counted as ``read(device:deviation:width:height:)`` counts it (a backdrop alone past ``RenderLimits/pixels`` is
    /// refused where it is drawn).
    @discardableResult
    static func check(_ scene: Scene, limit: Int = pixelsPerFrame) throws(RenderError) -> Int {
        let width = scene.pixelWidth, height = scene.pixelHeight
        let base = AffineTransform2D(scaleX: scene.scale, y: scene.scale)
        var total = 0
        for node in scene.nodes where node.alpha > 0 {
            // Each layer with the transform from its parent's coordinates to device pixels, first layer next.
            var pending = [(layer: node.drawnLayer, toDevice: node.transform.concatenating(base))]
            while let (layer, parent) = pending.popLast() {
                guard layer.opacity > 0 else { continue }
                let transform = layer.placement.concatenating(parent)
                if let backdrop = layer.backdrop,
                   let read = read(device: layer.bounds.applying(transform), deviation: backdrop.blur * scene.scale,
                                   width: width, height: height) {
                    // Each region is at most the frame widened by a blur's reach (a few thousand pixels a side): no
                    // product or sum overflows before the total passes the budget.
                    total += read.region.width * read.region.height
                    guard total <= limit else {
                        throw RenderError("the backdrops of this frame read \(total) pixels up to this one, beyond the limit of \(limit) pixels per frame (each reads its frame on screen widened by its blur's reach); use fewer, smaller or less blurred backdrops",
                                          origin: backdrop.origin)
                    }
                }
                for sublayer in layer.sublayers.reversed() { pending.append((sublayer, transform)) }
            }
        }
        return total
    }
}
