import CardGeometry
import CardScene

/// What later nodes of a scene hide of earlier ones, so that hidden pixels are not drawn: a card deep in a stack
/// is covered, but for a strip, by the cards on top of it, and drawing it whole (its image, its text) every frame
/// is most of a frame's cost.
///
/// Only exact savings are taken. A node is an *occluder* where its pixels are certainly opaque: its alpha and its
/// layer's opacity are 1 and its background colour is opaque, so every pixel inside its rounded rectangle ends
/// opaque whatever lies under it (each later operation is OVER onto an opaque pixel). Such a pixel's final value
/// does not depend on what was drawn before it, so earlier nodes may leave it alone.
///
/// The frame must stay byte-identical with or without the saving, and clipping is not free of side effects:
/// pixman samples a transformed image (a rotated photo, a scaled backing store) by stepping in fixed point from
/// the start of each run of a row, so a clip that splits a row shifts the samples of the rest of it by a rounding
/// step (measured: 2 pixels one level off in a frame of `Examples/profiles.yaml`). Hidden parts are therefore
/// whole rows: an earlier node skips the rows in which a later occluder covers all it could paint (a translucent
/// node too: its group, cut to those rows, draws the rest row by row as before).
///
/// The opaque part is taken as the largest axis-aligned rectangle inside the rounded one as drawn on screen
/// (turned by the card's rotation; sheared occluders are left out), shrunk by ``margin`` pixels so that
/// anti-aliased and filtered edges (a backing store composited with Cairo's GOOD filter) stay outside it.
struct Occlusion {
    /// Device pixels between an occluder's geometric edge and the rectangle it is trusted to cover.
    static let margin = 3.0
    /// Occluders drawn smaller than this scale are left out (a downscaling filter reaches further in).
    static let smallestScale = 0.5

    /// What to do with one node.
    enum Treatment: Equatable {
        /// Draw it whole.
        case draw
        /// Draw it in every row of the surface but these (device pixel rows), in which a later node covers all
        /// it could paint.
        case drawOutside(Range<Int>)
        /// Skip it: a later node covers all it could paint.
        case skip
    }

    /// One treatment per node of `nodes` (drawn in order at `scale` pixels per point); `ink` gives a node's ink
    /// rectangle in its own coordinates (``InkBounds/of(_:)-(SceneNode)``). A node's treatment depends on it and the nodes after it only, so the
    /// treatments of a scene's last nodes are those of the scene's.
    static func treatments(of nodes: some Collection<SceneNode>, scale: Double,
                           ink: (SceneNode) throws(RenderError) -> Rect?) throws(RenderError) -> [Treatment] {
        let base = AffineTransform2D(scaleX: scale, y: scale)
        let opaque = nodes.map { opaqueRect(of: $0, base: base) }
        // A node with a backdrop reads the pixels drawn before it: no node after it may hide rows of those before it.
        let barriers = backdropBarriers(of: nodes)
        var treatments: [Treatment] = []
        for (index, node) in nodes.enumerated() {
            let later = opaque[(index + 1)..<barriers[index]].compactMap { $0 }
            guard !later.isEmpty, node.alpha > 0, let area = try ink(node) else {
                treatments.append(.draw)
                continue
            }
            // Every pixel the node can touch, one more on each side for anti-aliasing.
            let device = area.applying(node.transform.concatenating(base))
            let left = Self.pixel(device.minX, .down) - 1, top = Self.pixel(device.minY, .down) - 1
            let painted = PixelRect(x: left, y: top, width: Self.pixel(device.maxX, .up) + 1 - left,
                                    height: Self.pixel(device.maxY, .up) + 1 - top)
            if later.contains(where: { covers($0, painted) }) {
                treatments.append(.skip)
                continue
            }
            // The later occluder as wide as this node's reach that hides most of its rows.
            let spanning = later.filter { $0.x <= painted.x && $0.x + $0.width >= painted.x + painted.width }
            let rows = spanning.compactMap { occluder -> Range<Int>? in
                let top = max(occluder.y, painted.y), bottom = min(occluder.y + occluder.height, painted.y + painted.height)
                return bottom > top ? top..<bottom : nil
            }
            if let most = rows.max(by: { $0.count < $1.count }) {
                treatments.append(.drawOutside(most))
            } else {
                treatments.append(.draw)
            }
        }
        return treatments
    }

    /// For each node, the index (in 0..<count) past the last node that may hide it: the first later node showing a
    /// backdrop, or the end.
    static func backdropBarriers(of nodes: some Collection<SceneNode>) -> [Int] {
        var barriers = [Int](repeating: nodes.count, count: nodes.count)
        var next = nodes.count
        for (index, node) in nodes.enumerated().reversed() {
            barriers[index] = next
            if node.drawnLayer.hasBackdrop { next = index }
        }
        return barriers
    }

    /// The rectangle of device pixels `node` certainly paints opaque, or `nil` (always for a node turned in 3D,
    /// whose opaque part is no rectangle: it hides nothing).
    static func opaqueRect(of node: SceneNode, base: AffineTransform2D) -> PixelRect? {
        guard node.alpha >= 1, !node.isTurnedIn3D, let inner = opaqueArea(of: node.layer) else { return nil }
        // On screen the area is a rectangle, rotated but not sheared, or there is no occluder.
        let transform = node.transform.concatenating(base)
        let corners = inner.corners.map { $0.applying(transform) }
        let across = Point(x: (corners[1].x - corners[0].x) / 2, y: (corners[1].y - corners[0].y) / 2)
        let down = Point(x: (corners[3].x - corners[0].x) / 2, y: (corners[3].y - corners[0].y) / 2)
        let halfWidth = (across.x * across.x + across.y * across.y).squareRoot()
        let halfHeight = (down.x * down.x + down.y * down.y).squareRoot()
        guard halfWidth * 2 >= smallestScale * base.a * inner.width, halfHeight * 2 >= smallestScale * base.d * inner.height,
              abs(across.x * down.x + across.y * down.y) <= 1e-9 * halfWidth * halfHeight else { return nil }
        // The largest axis-aligned rectangle of the same proportions about the centre: its corner (X, Y) lies in
        // the rotated one when X·|cos θ| + Y·|sin θ| <= w and X·|sin θ| + Y·|cos θ| <= h (w, h: half sides).
        let cosine = abs(across.x) / halfWidth, sine = abs(across.y) / halfWidth
        let fit = min(1, halfWidth / (halfWidth * cosine + halfHeight * sine), halfHeight / (halfWidth * sine + halfHeight * cosine))
        let center = Point(x: (corners[0].x + corners[2].x) / 2, y: (corners[0].y + corners[2].y) / 2)
        let reachX = fit * halfWidth - margin, reachY = fit * halfHeight - margin
        let left = pixel(center.x - reachX, .up), top = pixel(center.y - reachY, .up)
        let right = pixel(center.x + reachX, .down), bottom = pixel(center.y + reachY, .down)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The largest rectangle (in the parent's coordinates, points) that `layer` certainly paints opaque: an opaque
    /// background of the layer or of a sublayer, the rounded corners left out (the larger of the two rectangles
    /// they leave whole), cut to the layer's rounded bounds when it masks to them; `nil` when there is none, or the
    /// layer is translucent, turned (in 2D or 3D) or scaled.
    static func opaqueArea(of layer: ContentLayer) -> Rect? {
        // A turned layer's opaque part is no axis-aligned rectangle of its parent: it is left out (a scaled one too,
        // for simplicity).
        guard layer.opacity >= 1, !layer.isTurnedOrScaled, !layer.isTurnedIn3D else { return nil }
        let bounds = layer.bounds
        let whole = inner(bounds, radius: layer.cornerRadius)
        var best: Rect?
        if let background = layer.backgroundColor, background.alpha >= 1 { best = whole }
        for sublayer in layer.sublayers {
            if let area = opaqueArea(of: sublayer), area.width * area.height > (best.map { $0.width * $0.height } ?? 0) {
                best = area
            }
        }
        if layer.masksToBounds, let area = best { best = area.intersection(whole) }
        return best.map { Rect(x: $0.minX + layer.frame.minX, y: $0.minY + layer.frame.minY, width: $0.width, height: $0.height) }
    }

    /// The larger of the two rectangles a rounded rectangle's corners leave whole.
    static func inner(_ rect: Rect, radius: Double) -> Rect {
        let radius = max(0, min(radius, min(rect.width, rect.height) / 2))
        return rect.width >= rect.height ? rect.insetBy(dx: radius, dy: 0) : rect.insetBy(dx: 0, dy: radius)
    }

    /// A device coordinate as a whole pixel, rounded by `rule` and clamped to ±2^40 (far past any frame), so that a
    /// node thrown far away or scaled to infinity never traps the conversion.
    static func pixel(_ coordinate: Double, _ rule: FloatingPointRoundingRule) -> Int {
        Int(clamping: coordinate, to: -(1 << 40)...(1 << 40), rounding: rule)
    }

    static func covers(_ outer: PixelRect, _ inner: PixelRect) -> Bool {
        outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.width >= inner.x + inner.width
            && outer.y + outer.height >= inner.y + inner.height
    }
}
