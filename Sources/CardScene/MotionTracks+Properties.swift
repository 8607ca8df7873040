extension MotionTracks {
    /// One quantity of a ``Sample`` as the pages that plot tracks name, send and scale it (verify's report, the
    /// studio): stated here once.
    public struct Property: Sendable {
        /// The key of its values in the pages' JSON (`x`).
        public let key: String
        /// Its unit, shown in the panel's label (`pt`; empty for none).
        public let unit: String
        /// Decimal places that keep it well within its tolerance (``MotionTracks`` samples compared in points,
        /// degrees and fractions), for data sent rounded.
        public let places: Int
        /// The values a panel always shows, whatever the track (`nil`: the track's own extent).
        public let span: ClosedRange<Double>?
        /// Its value in a sample.
        public let value: @Sendable (Sample) -> Double

        /// The panel's label: `x (pt)`, or the key alone without a unit.
        public var label: String { unit.isEmpty ? key : "\(key) (\(unit))" }
    }

    /// Every quantity plotted, in panel order: the centre (points), the rotation (degrees), the opacity, always
    /// shown from 0 to 1 so that a constant opacity reads 1 against 0, and the scale along the node's x axis.
    public static let properties: [Property] = [
        Property(key: "x", unit: "pt", places: 2, span: nil, value: { $0.x }),
        Property(key: "y", unit: "pt", places: 2, span: nil, value: { $0.y }),
        Property(key: "angle", unit: "°", places: 2, span: nil, value: { $0.angle }),
        Property(key: "alpha", unit: "", places: 3, span: 0...1, value: { $0.alpha }),
        Property(key: "scale", unit: "", places: 3, span: nil, value: { $0.scaleX }),
    ]
}

extension MotionTracks.Property: Encodable {
    private enum CodingKeys: String, CodingKey { case key, label, span }

    /// `{"key": "alpha", "label": "alpha", "span": [0, 1]}` (no `span` when it is `nil`): one of a track plot's
    /// `plot.properties`, in the pages' JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(label, forKey: .label)
        try container.encodeIfPresent(span.map { [$0.lowerBound, $0.upperBound] }, forKey: .span)
    }
}
