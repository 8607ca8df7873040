import CardGeometry

/// A vector path drawn into a layer's bounds, as a `CAShapeLayer` draws one (an icon exported from Figma as SVG):
/// the path's viewBox mapped into the bounds uniformly, centred (SVG's default `xMidYMid meet`), then filled and
/// stroked.
public struct PathContent: Hashable, Sendable {
    /// `CAShapeLayerFillRule`.
    public enum FillRule: String, Hashable, Sendable, Codable, CaseIterable {
        /// Inside where the path winds round a point a non-zero number of times (the default).
        case nonZero
        /// Inside where a ray from a point crosses the path an odd number of times.
        case evenOdd
    }

    /// The path, in the viewBox's units.
    public var elements: [PathElement]
    /// The rectangle of path coordinates that is fitted into the bounds, or `nil` to draw the path in the layer's
    /// points as they are (a `CAShapeLayer`'s path).
    public var viewBox: Rect?
    /// The fill, or `nil` for none.
    public var fill: Color?
    public var fillRule: FillRule
    /// The stroke, or `nil` for none.
    public var stroke: Color?
    /// The stroke's width, in points of the layer (not scaled with the viewBox).
    public var lineWidth: Double

    public init(elements: [PathElement], viewBox: Rect? = nil, fill: Color? = Color(white: 0), fillRule: FillRule = .nonZero,
                stroke: Color? = nil, lineWidth: Double = 1) {
        self.elements = elements
        self.viewBox = viewBox
        self.fill = fill
        self.fillRule = fillRule
        self.stroke = stroke
        self.lineWidth = lineWidth
    }

    /// The mapping from viewBox units to the layer's points: a uniform scale that fits the viewBox in `bounds`, and
    /// a translation that centres it (the identity without a viewBox).
    public func transform(into bounds: Rect) -> AffineTransform2D {
        guard let viewBox else { return AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        guard viewBox.width > 0, viewBox.height > 0 else { return AffineTransform2D(scaleX: 0, y: 0) }
        let scale = min(bounds.width / viewBox.width, bounds.height / viewBox.height)
        return AffineTransform2D(a: scale, b: 0, c: 0, d: scale,
                                 tx: bounds.midX - viewBox.midX * scale, ty: bounds.midY - viewBox.midY * scale)
    }

    /// The elements mapped into `bounds`, in the layer's points.
    public func elements(in bounds: Rect) -> [PathElement] {
        let transform = transform(into: bounds)
        return elements.map { element in
            switch element {
            case .move(let point): return .move(to: point.applying(transform))
            case .line(let point): return .line(to: point.applying(transform))
            case .curve(let control1, let control2, let end):
                return .curve(control1: control1.applying(transform), control2: control2.applying(transform), to: end.applying(transform))
            case .close: return .close
            }
        }
    }
}
