import CardGeometry
import CardRender
import CardScene

extension ReportDocument {
    /// A script's tracks in the report: per changed node, its recorded track against the new one over the frames (x,
    /// y, angle, alpha), which the page draws (`Pages/player.js` with `track-plot.js`) beside the motion sentences:
    /// `{"frames": 90, "failing": [31, 32], "nodes": [{"id": "card-0", "recorded": {"x": [...], "y": [...], "angle":
    /// [...], "alpha": [...]}, "actual": {...}}], "more": ["card-9"]}`, `null` where a frame is unknown or the node
    /// absent. Numbers are rounded to 0.01 point, 0.01 degree and 0.001 of opacity, so 1,000 frames of a node cost
    /// about 50 kB.
    struct Tracks: Codable {
        /// Nodes plotted at most per script; the others are named in a line below the plots (`more`).
        static let plottedNodes = 8
        /// The properties plotted: x, y, angle and alpha (a node's scale, which the studio plots too, is left out).
        static let properties = MotionTracks.properties.filter { $0.key != "scale" }

        /// Frames plotted, and the failing ones (shaded).
        var frames: Int
        var failing: [Int]
        var nodes: [Node]
        /// The changed nodes not plotted, in order.
        var more: [String]

        struct Node: Codable {
            var id: String
            /// Each property's values by frame, keyed as ``properties``.
            var recorded: [String: [Double?]]
            var actual: [String: [Double?]]
        }

        /// The tracks of `result`'s changed nodes; `nil` when its failure was not explained in time.
        init?(_ result: ScriptVerification) {
            guard let tracks = result.tracks, !result.motion.isEmpty else { return nil }
            // Changes in time first: what a reviewer of a timing regression looks at.
            let ordered = result.motion.filter(\.isTiming) + result.motion.filter { !$0.isTiming }
            func series(_ samples: [MotionTracks.Sample?]) -> [String: [Double?]] {
                Dictionary(uniqueKeysWithValues: Self.properties.map { property in
                    (property.key, samples.map { sample in sample.flatMap { Self.rounded(property.value($0), places: property.places) } })
                })
            }
            frames = max(tracks.recorded.frameCount, tracks.actual.frameCount)
            failing = result.failures.map(\.frame)
            nodes = ordered.prefix(Self.plottedNodes).map { change in
                Node(id: change.node, recorded: series(tracks.recorded.track(change.node)), actual: series(tracks.actual.track(change.node)))
            }
            more = ordered.dropFirst(Self.plottedNodes).map(\.node)
        }

        /// `value` rounded to `places` decimals; `nil` when it is not finite or too large to round.
        static func rounded(_ value: Double, places: Int) -> Double? {
            var scale = 1
            for _ in 0..<places { scale *= 10 }
            guard let units = Int(checking: value * Double(scale)) else { return nil }
            // Zero without a sign: -0.004 rounds to 0, not -0.
            return units == 0 ? 0 : Double(units) / Double(scale)
        }
    }
}
