/// Every node's geometry over a script's frames: per node (and per named layer, `card-0/likeStamp`) its centre,
/// rotation, scale and opacity at each frame. What `verify` compares to explain a failure in time (a motion that
/// starts later, or runs slower), what the report plots recorded against new, and what the studio draws as curves.
public struct MotionTracks: Hashable, Sendable {
    /// One node at one frame.
    public struct Sample: Hashable, Sendable {
        /// The centre of its bounds on screen, in points.
        public var x: Double
        public var y: Double
        /// On-screen rotation, in degrees, clockwise positive.
        public var angle: Double
        /// Effective opacity, 0...1.
        public var alpha: Double
        /// Scale along the node's own x and y axes (1 for a named layer, whose size shows in its corners).
        public var scaleX: Double
        public var scaleY: Double

        public init(x: Double, y: Double, angle: Double, alpha: Double, scaleX: Double = 1, scaleY: Double = 1) {
            self.x = x
            self.y = y
            self.angle = angle
            self.alpha = alpha
            self.scaleX = scaleX
            self.scaleY = scaleY
        }

        /// The sample of `geometry`.
        public init(_ geometry: NodeGeometry) {
            self.init(x: geometry.center.x, y: geometry.center.y, angle: geometry.rotation, alpha: geometry.alpha,
                      scaleX: geometry.scale.x, scaleY: geometry.scale.y)
        }
    }

    /// Frames in the script.
    public let frameCount: Int
    /// Whether each frame's geometry is known (a recorded golden may lack frames; a run may draw only some).
    public private(set) var known: [Bool]
    /// The ids of the nodes and named layers, in the order they were first seen (scene order within a frame).
    public private(set) var ids: [String] = []
    /// Each id's samples, by frame: `nil` where the frame is unknown or the node is not in its scene.
    public private(set) var samples: [String: [Sample?]] = [:]

    /// Tracks of `frameCount` frames, none known yet.
    public init(frameCount: Int) {
        self.frameCount = max(0, frameCount)
        known = Array(repeating: false, count: self.frameCount)
    }

    /// Adds frame `frame`'s geometry: each node followed by its named layers (``NodeGeometry/withLayers(_:)``).
    /// A frame outside the script is ignored.
    public mutating func add(frame: Int, geometry: [NodeGeometry]) {
        guard known.indices.contains(frame) else { return }
        known[frame] = true
        for node in geometry {
            if samples[node.id] == nil {
                ids.append(node.id)
                samples[node.id] = Array(repeating: nil, count: frameCount)
            }
            samples[node.id]![frame] = Sample(node)
        }
    }

    /// The samples of `id` by frame (all `nil` when the id never appears).
    public func track(_ id: String) -> [Sample?] {
        samples[id] ?? Array(repeating: nil, count: frameCount)
    }
}
