import CardMotion
import CardScene

/// What moves in one version of a script, frame by frame, kept as compactly as the frames are long: for each frame
/// only the nodes and named layers in its scene (``MotionTracks/Sample``s, the tracks `verify` compares) and the
/// timeline's fingers. Memory grows with what the scenes hold (about 56 bytes a node a frame), not with every id ever
/// seen times every frame; what the page is sent is smaller still: ``trackJSON()`` samples the tracks to the
/// curves' width, ``frameJSON(_:)`` gives one frame whole.
struct StudioMotion: Sendable {
    /// One node (or named layer) in one frame's scene.
    struct Entry: Sendable {
        /// Its index in ``ids``.
        var id: Int
        var sample: MotionTracks.Sample
    }

    /// A finger at one frame: its location in points and its opacity (1 down, fading to 0 within 0.2 s of the lift).
    struct Touch: Sendable {
        var x: Double
        var y: Double
        var opacity: Double
    }

    let frameCount: Int
    /// Every id, in the order first seen (scene order within a frame).
    let ids: [String]
    /// The entries of frame `f` are `entries[entryStarts[f]..<entryStarts[f + 1]]`.
    let entryStarts: [Int]
    let entries: [Entry]
    /// The touches of frame `f` are `touches[touchStarts[f]..<touchStarts[f + 1]]`.
    let touchStarts: [Int]
    let touches: [Touch]

    /// The motion of `frameCount` frames whose scenes `scene` gives, asked for once each, in order: each node followed
    /// by its named layers, and the fingers. ``StudioScenes/playing(_:byteLimit:)`` gives it the scenes of one pass of
    /// a script's simulation (the scenes `render` draws and `cardmotion states` prints, fingers included).
    init(frameCount: Int, scene: (Int) -> Scene) {
        var ids: [String] = [], index: [String: Int] = [:]
        var entryStarts = [0], entries: [Entry] = [], touchStarts = [0], touches: [Touch] = []
        for frame in 0..<frameCount {
            let scene = scene(frame)
            for node in scene.nodes.flatMap(NodeGeometry.withLayers) {
                let id = index[node.id] ?? {
                    ids.append(node.id)
                    index[node.id] = ids.count - 1
                    return ids.count - 1
                }()
                entries.append(Entry(id: id, sample: MotionTracks.Sample(node)))
            }
            touches += scene.touches.map { Touch(x: $0.center.x, y: $0.center.y, opacity: $0.opacity) }
            entryStarts.append(entries.count)
            touchStarts.append(touches.count)
        }
        self.frameCount = frameCount
        self.ids = ids
        self.entryStarts = entryStarts
        self.entries = entries
        self.touchStarts = touchStarts
        self.touches = touches
    }

    /// The entries of frame `frame`.
    func entries(ofFrame frame: Int) -> ArraySlice<Entry> {
        entries[entryStarts[frame]..<entryStarts[frame + 1]]
    }

    /// The touches of frame `frame`.
    func touches(ofFrame frame: Int) -> ArraySlice<Touch> {
        touches[touchStarts[frame]..<touchStarts[frame + 1]]
    }
}
