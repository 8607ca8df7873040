import CardGeometry

/// `anchor: leading | trailing` on a layer with a frame: the frame's x is the distance from the parent's leading (or
/// trailing) edge to the layer's own, as an Auto Layout leading (or trailing) constraint places a view, so it flips
/// with the layout direction. Without it the frame's x is from the parent's left edge in every direction, as a
/// `UIView`'s frame is.
struct FrameAnchor: Hashable, Sendable {
    /// The side the frame's x is measured from.
    enum Edge: String, CaseIterable, Sendable { case leading, trailing }

    var edge: Edge
    /// The script's layout direction: left to right the leading edge is the left one, right to left the right one.
    var layoutDirection: LayoutDirection

    /// The layer's x from the parent's left edge, in points, for a frame whose x is `offset` and width `width` in a
    /// parent `parentWidth` points wide: `offset` when the anchored edge is the left one, else
    /// `parentWidth - offset - width`.
    func x(offset: Double, width: Double, parentWidth: Double) -> Double {
        let fromLeft = (edge == .leading) == (layoutDirection == .leftToRight)
        return fromLeft ? offset : parentWidth - offset - width
    }
}

extension LayerKeys {
    static let anchor = ScriptKey("anchor", .choice(FrameAnchor.Edge.self), default: .described("none: x is from the parent's left edge"),
                                  doc: "The parent's edge the frame's x is measured from, to the layer's own edge on that side: leading (left, or right in rightToLeft) or trailing (the other).")
}

extension LayerTemplate {
    /// Reads `anchor` for a layer placed by its `frame`; refuses it on a cell's own layer and on a layer a stack
    /// arranges, which have no frame.
    static func frameAnchor(_ map: inout MappingReader, placedByFrame: Bool, isCell: Bool) throws(ScriptError) -> FrameAnchor? {
        guard let node = try map.node(LayerKeys.anchor) else { return nil }
        guard placedByFrame else {
            throw node.error(isCell ? "the cell fills its card: its own layer has no frame to anchor"
                                    : "a layer its parent's stack arranges has no frame: the stack places it (and mirrors it right to left)")
        }
        return FrameAnchor(edge: try node.choice(FrameAnchor.Edge.self), layoutDirection: node.layoutDirection)
    }
}
