import CardGeometry
import CardScene
import CCairo
import CPixelSupport

/// Draws `Scene`s with Cairo. One renderer per thread: it owns its surface (reused while the frame size
/// stays the same) and its fonts, and reads images from an ``ImageStore`` that renderers may share, so frames do
/// not depend on which thread drew them.
///
/// Geometry stays in points: the base matrix scales by `scene.scale`, and each node's transform (the same six
/// numbers as a `CGAffineTransform`, which is cairo's field order) is applied before its paths are built, so
/// rounded corners turn elliptical under non-uniform scale, as on iOS. A node with alpha below 1 is drawn as a
/// group and composited with that opacity (group opacity, iOS's default since iOS 7).
public final class SceneRenderer {
    /// The font set of each list of script fonts met so far (the built-in set under `[]`).
    private var fontSets: [[String]: FontSet]
    private var text: TextDrawing
    private let images: ImageStore
    private let shadows = ShadowCache()
    let backingStores = BackingStores()
    private(set) var surface: OpaquePointer?
    private var surfaceSize = (width: 0, height: 0)
    /// Pixels per point of the scene being drawn.
    private(set) var scale = 1.0
    /// Whether rows that later opaque nodes cover are left undrawn in earlier nodes (``Occlusion``); off only to
    /// check that the frames are the same without it.
    var skipsHiddenRows = true
    /// Whether a frame starts from the kept pixels of the nodes it shares with the frames before it
    /// (``SettledPrefix``); off only to check that the frames are the same without it.
    var reusesSettledNodes = true
    let settled = SettledPrefix()
    /// The icon font's drawing, made when a symbol is first drawn.
    private var symbols: SymbolDrawing?
    /// The last effect of each backdrop, reused while what lies behind it is the same.
    let backdrops = BackdropCache()
    /// The factor every backdrop's blur reduces the resolution by; `nil` (always, but to measure the reduction)
    /// chooses it from the blur (``ReducedBlur/factor(deviation:)``), 1 blurs at full resolution.
    var backdropFactor: Int?
    /// The groups being drawn into, outermost first, with the opacity each is composited with: what a backdrop
    /// drawn in them has behind it.
    private(set) var openGroups: [(surface: OpaquePointer, alpha: Double)] = []

    /// A renderer that reads images from `images` (by default a store of its own).
    public convenience init(images: ImageStore = ImageStore()) throws(RenderError) {
        try self.init(fonts: FontSet(), images: images)
    }

    init(fonts: FontSet, images: ImageStore = ImageStore()) {
        self.images = images
        fontSets = [[]: fonts]
        text = TextDrawing(fonts: fonts)
    }

    /// The fonts for `files`, made once.
    private func fonts(for files: [String]) throws(RenderError) -> FontSet {
        if let known = fontSets[files] { return known }
        let made = try FontSet(scriptFonts: files)
        fontSets[files] = made
        return made
    }

    /// Where ink can fall, knowing every image's size.
    var ink: InkBounds {
        InkBounds { [images, scale] (image: ImageContent) throws(RenderError) -> Size in
            try images.placementSize(of: image, scale: scale)
        }
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
        scale = scene.scale
        try BackdropBudget.check(scene)
        text = TextDrawing(fonts: try fonts(for: scene.fontFiles))
        guard let cairo = cairo_create(surface) else { throw RenderError("cannot create a Cairo context") }
        defer { cairo_destroy(cairo) }
        do {
            try draw(scene, on: cairo)
        } catch {
            settled.reset()
            throw error
        }
        cairo_surface_flush(surface)
        guard cairo_status(cairo) == CAIRO_STATUS_SUCCESS else {
            settled.reset()
            throw RenderError("Cairo failed: \(String(cString: cairo_status_to_string(cairo_status(cairo))))")
        }
        settled.drew(scene)
        return surface
    }

    /// The background and the nodes, starting from the kept pixels of the nodes the scene begins with when there
    /// are some, and keeping those of the nodes it shares with the scene before it (``SettledPrefix``).
    private func draw(_ scene: Scene, on cairo: OpaquePointer) throws(RenderError) {
        let surface = cairo_get_target(cairo)!
        var drawn = reusesSettledNodes ? settled.restore(scene, into: surface) : nil
        if drawn == nil {
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            set(cairo, scene.background)
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        }
        let count = reusesSettledNodes ? settled.settledCount(of: scene) : 0
        if count > drawn ?? 0 {
            // Drawn as the prefix alone: no later node hides rows in the pixels kept.
            try draw(scene.nodes[(drawn ?? 0)..<count], scale: scene.scale, on: cairo)
            settled.keep(surface, of: scene, count: count)
            drawn = count
        }
        try draw(scene.nodes[(drawn ?? 0)...], scale: scene.scale, on: cairo)
        drawTouches(scene.touches, scale: scene.scale, on: cairo)
    }

    /// `nodes`, leaving out the rows of each that later ones of them hide (``Occlusion``).
    private func draw(_ nodes: ArraySlice<SceneNode>, scale: Double, on cairo: OpaquePointer) throws(RenderError) {
        guard !nodes.isEmpty else { return }
        let target = cairo_get_target(cairo)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let base = AffineTransform2D(scaleX: scale, y: scale)
        let treatments = !skipsHiddenRows ? nodes.map { _ in Occlusion.Treatment.draw }
            : try Occlusion.treatments(of: nodes, scale: scale) { (node) throws(RenderError) in try ink.of(node) }
        // A node scaled to nothing (an animation to `scale: 0`) covers no pixel: Core Animation draws nothing of it,
        // and Cairo refuses its matrix.
        for (node, treatment) in zip(nodes, treatments) where node.alpha > 0 && treatment != .skip && node.transform.inverted() != nil {
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            if case .drawOutside(let rows) = treatment {
                // Every row of the surface but the hidden ones, whole rows: pixel-aligned, so Cairo clips by region,
                // and each drawn row starts where it would unclipped (see ``Occlusion``).
                cairo_identity_matrix(cairo)
                cairo_rectangle(cairo, 0, 0, Double(width), Double(rows.lowerBound))
                cairo_rectangle(cairo, 0, Double(rows.upperBound), Double(width), Double(height - rows.upperBound))
                cairo_clip(cairo)
            }
            var matrix = Self.cairoMatrix(node.transform.concatenating(base))
            cairo_set_matrix(cairo, &matrix)
            if node.isTurnedIn3D {
                try drawTurned(node, on: cairo)
            } else if !node.liveLayers.isEmpty {
                try drawWithLiveLayers(node, on: cairo)
            } else if BackingStores.wants(node.layer), let ink = try ink.of(node.layer), OffscreenRaster.fits(ink, scale: scale) {
                try composite(node, ink: ink, on: cairo)
            } else if node.alpha < 1 {
                guard let ink = try ink.of(node.layer) else { continue }
                try inGroup(covering: ink, alpha: node.alpha, on: cairo) { () throws(RenderError) in
                    try drawLayer(node.layer, parent: nil, on: cairo)
                }
            } else {
                try drawLayer(node.layer, parent: nil, on: cairo)
            }
        }
    }

    /// Composites the node's backing store (its content drawn once within `ink`, shadow included) through the current
    /// matrix, with the node's opacity. A store larger than a raster may be is not made: such a node is drawn in place,
    /// where what is too large to draw (a shadow's mask) is refused at the key that asks for it.
    private func composite(_ node: SceneNode, ink: Rect, on cairo: OpaquePointer) throws(RenderError) {
        let store = try backingStores.store(of: node.layer, scale: scale, ink: ink) { (target) throws(RenderError) in
            try drawLayer(node.layer, parent: nil, on: target)
        }
        guard let store else { return }
        paint(store, alpha: node.alpha, on: cairo)
    }

    /// Draws `body` into a group as large as `ink` (a rectangle in the current user space), in whole device pixels,
    /// and composites it with `alpha` (the pixels are those of a group as large as the surface).
    func inGroup(covering ink: Rect, alpha: Double, on cairo: OpaquePointer,
                 _ body: () throws(RenderError) -> Void) throws(RenderError) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let device = ink.applying(AffineTransform2D(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0))
        let target = cairo_get_target(cairo)
        let width = Double(cairo_image_surface_get_width(target)), height = Double(cairo_image_surface_get_height(target))
        let left = max(0, (device.minX - 1).rounded(.down)), top = max(0, (device.minY - 1).rounded(.down))
        let right = min(width, (device.maxX + 1).rounded(.up)), bottom = min(height, (device.maxY + 1).rounded(.up))
        guard right > left, bottom > top else { return }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, left, top, right - left, bottom - top)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
        cairo_push_group(cairo)
        openGroups.append((cairo_get_group_target(cairo), alpha))
        defer { openGroups.removeLast() }
        do {
            try body()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cairo))
            cairo_restore(cairo)
            throw error
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// One layer and its sublayers, in the current user space (`parent`'s coordinates; `parent` is `nil` for a
    /// node's own layer or a layer drawn alone), scaled and turned about its frame's centre (shadow and border with
    /// it, as Core Animation renders a transformed layer): its shadow, then the layer, as a group when its opacity is
    /// below 1. A layer turned in 3D is drawn flat and projected (``drawTurned(_:parent:on:)``).
    func drawLayer(_ layer: ContentLayer, parent: ContentLayer?, on cairo: OpaquePointer) throws(RenderError) {
        guard layer.opacity > 0, layer.scaleX != 0, layer.scaleY != 0 else { return }
        if layer.isTurnedIn3D { return try drawTurned(layer, parent: parent, on: cairo) }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if layer.isTurnedOrScaled {
            var placement = Self.cairoMatrix(layer.placement)
            cairo_transform(cairo, &placement)
        } else {
            cairo_translate(cairo, layer.frame.minX, layer.frame.minY)
        }
        if layer.blur > 0 {
            var local = layer.flattened
            local.blur = 0
            try drawBlurred(local, deviation: layer.blur, alpha: layer.opacity, origin: nil, on: cairo) { (layer, target) throws(RenderError) in
                try drawShadowAndBody(layer, on: target)
            }
        } else if layer.opacity < 1 {
            let local = layer.flattened
            guard let ink = try ink.of(local) else { return }
            try inGroup(covering: ink, alpha: layer.opacity, on: cairo) { () throws(RenderError) in
                try drawShadowAndBody(local, on: cairo)
            }
        } else {
            try drawShadowAndBody(layer, on: cairo)
        }
    }

    /// The layer's shadow (unless it masks to its bounds, which clips its own shadow away, as on iOS), then the
    /// layer itself, at the origin of the current user space.
    private func drawShadowAndBody(_ layer: ContentLayer, on cairo: OpaquePointer) throws(RenderError) {
        try drawShadow(of: layer, on: cairo)
        try drawBody(layer, on: cairo)
    }

    /// The shadow `layer` casts (from everything it draws), when it has one and does not mask its content.
    func drawShadow(of layer: ContentLayer, on cairo: OpaquePointer) throws(RenderError) {
        if let shadow = layer.shadow, shadow.isVisible, !layer.masksToBounds {
            var caster = layer
            caster.frame.origin = .zero
            caster.shadow = nil
            caster.rotation = 0
            caster.scaleX = 1
            caster.scaleY = 1
            let mask = try shadows.mask(of: caster, radius: shadow.radius, scale: scale, origin: shadow.origin) { (layer, cairo) throws(RenderError) in
                try drawBody(layer, on: cairo)
            } ink: { (layer) throws(RenderError) in
                try ink.of(layer)
            }
            if let mask {
                cairo_save(cairo)
                cairo_translate(cairo, shadow.offset.x + mask.origin.x, shadow.offset.y + mask.origin.y)
                cairo_scale(cairo, 1 / mask.scale, 1 / mask.scale)
                cairo_set_source_rgba(cairo, shadow.color.red, shadow.color.green, shadow.color.blue,
                                      shadow.color.alpha * shadow.opacity)
                cairo_mask_surface(cairo, mask.surface, 0, 0)
                cairo_restore(cairo)
            }
        }
    }

    /// Background, gradient, image, text, sublayers and border of `layer`, whose frame origin is taken to be the
    /// origin of the current user space.
    func drawBody(_ layer: ContentLayer, on cairo: OpaquePointer) throws(RenderError) {
        let bounds = layer.bounds
        let radius = min(layer.cornerRadius, min(bounds.width, bounds.height) / 2)
        if let backdrop = layer.backdrop { try drawBackdrop(backdrop, in: bounds, radius: radius, on: cairo) }
        if let background = layer.backgroundColor, background.alpha > 0 {
            roundedRect(bounds, radius: radius, on: cairo)
            set(cairo, background)
            cairo_fill(cairo)
        }
        if let gradient = layer.gradient, bounds.width > 0, bounds.height > 0 {
            cairo_save(cairo)
            roundedRect(bounds, radius: radius, on: cairo)
            cairo_clip(cairo)
            GradientDrawing.fill(gradient, in: bounds, on: cairo)
            cairo_restore(cairo)
        }
        cairo_save(cairo)
        if layer.masksToBounds {
            roundedRect(bounds, radius: radius, on: cairo)
            cairo_clip(cairo)
        }
        if let image = layer.image { try drawImage(image, in: bounds, masked: layer.masksToBounds, on: cairo) }
        if let content = layer.text { text.draw(content, in: bounds, on: cairo) }
        if let symbol = layer.symbol { try symbolDrawing().draw(symbol, in: bounds, on: cairo) }
        if let path = layer.path { PathDrawing.draw(path, in: bounds, on: cairo) }
        for sublayer in layer.sublayers { try drawLayer(sublayer, parent: layer, on: cairo) }
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

    /// Draws `image` in `bounds`; `masked`: the layer masks to them (a clip is in effect), which bounds the part of an
    /// unscaled image the draw needs.
    private func drawImage(_ image: ImageContent, in bounds: Rect, masked: Bool, on cairo: OpaquePointer) throws(RenderError) {
        let file = try images.fileSize(of: image.path)
        guard file.width > 0, file.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let target = ImageContent.placement(of: try images.placementSize(of: image, scale: scale), in: bounds,
                                            mode: image.contentMode)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, target.minX, target.minY, target.width, target.height)
        cairo_clip(cairo)
        cairo_translate(cairo, target.minX, target.minY)
        // An unscaled image may be held cropped: the part this draw can sample must be held.
        var need = ImageCrop.Need.whole
        if image.contentMode.isUnscaled {
            cairo_save(cairo)
            let (scaleX, scaleY) = (target.width / file.width, target.height / file.height)
            cairo_scale(cairo, scaleX, scaleY)
            let layer = Rect(x: (bounds.minX - target.minX) / scaleX, y: (bounds.minY - target.minY) / scaleY,
                             width: bounds.width / scaleX, height: bounds.height / scaleY)
            need = ImageCrop.needed(on: cairo, fileWidth: Int(file.width), fileHeight: Int(file.height), layer: masked ? layer : nil)
            cairo_restore(cairo)
        }
        let held = try images.image(for: image.path, covering: need)
        let width = Double(held.width), height = Double(held.height)
        guard width > 0, height > 0 else { return }
        try held.withSurface { surface throws(RenderError) in
            cairo_save(cairo)
            cairo_scale(cairo, target.width / width, target.height / height)
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }

    /// The icon font's drawing, made once.
    private func symbolDrawing() throws(RenderError) -> SymbolDrawing {
        if let symbols { return symbols }
        let made = try SymbolDrawing()
        symbols = made
        return made
    }

    /// A rectangle with circular corners of `radius` (in the current user space).
    func roundedRect(_ rect: Rect, radius: Double, on cairo: OpaquePointer) {
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
    ///
    /// Cairo's pixel is one native-endian word `A R G B`; RGBA bytes in memory are the little-endian word
    /// `A B G R`. An opaque pixel (most of a frame) only swaps R and B: a row whose alpha bytes ANDed together are
    /// 255 (a loop the compiler vectorises) is converted by a branch-free loop that it vectorises too; other rows
    /// go pixel by pixel. The storage is written once, never cleared first.
    static func unpremultipliedPixels(of surface: OpaquePointer, width: Int, height: Int) -> RGBAImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { storage, initialized in
            // In C (CPixelSupport): this loop runs on every frame drawn, and a debug build does not optimise Swift.
            cm_unpremultiply_argb32(data, stride, storage.baseAddress!, width, height)
            initialized = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
