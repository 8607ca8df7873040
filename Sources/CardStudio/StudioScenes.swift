import CardMotion
import CardPlatform
import CardScene

/// The scenes of one version of a script, kept from the one pass of its simulation that plots its motion
/// (``StudioMotion``), so that drawing any frame is drawing one scene rather than playing the script from frame 0.
///
/// Memory is bounded by ``byteLimit`` per version (an estimate of what the scenes hold,
/// ``estimatedBytes(of:counted:)``): the
/// scenes of the first frames are kept until it is reached (a frame at rest shares its scene with the frame before,
/// and costs nothing more); a later frame is played from a live playback that only moves forward, kept between
/// requests, and played again from frame 0 when a frame before it is asked for.
final class StudioScenes: Sendable {
    /// The most scene bytes kept per version of a script (``estimatedBytes(of:counted:)``): 64 MiB.
    static let byteLimit = 64 << 20

    /// A playback and the last frame it gave; touched only under ``cursor``'s lock.
    private final class Cursor: @unchecked Sendable {
        let playback: Playback
        var last = -1

        init(playback: Playback) { self.playback = playback }
    }

    /// The plan played, with the fingers in its scenes (removed by ``scene(_:for:)`` when a look has none).
    private let plan: PlaybackPlan
    /// The scenes of frames `0..<kept.count`.
    private let kept: [Scene]
    /// The estimated bytes of ``kept``.
    let keptBytes: Int
    private let cursor = Locked<Cursor?>(nil)

    /// The number of frames whose scenes are kept (the first ones).
    var keptFrames: Int { kept.count }

    /// Plays `plan` once (fingers included), keeping its scenes up to `byteLimit` bytes, and returns them with the
    /// motion the same pass plots.
    static func playing(_ plan: PlaybackPlan, byteLimit: Int = StudioScenes.byteLimit) -> (motion: StudioMotion, scenes: StudioScenes) {
        var showing = plan
        showing.showsTouches = true
        let timing = showing.timing, playback = showing.makePlayback()
        var kept: [Scene] = [], bytes = 0, full = false, counted = Set<UnsafeRawPointer>()
        let motion = StudioMotion(frameCount: timing.frameCount) { frame in
            let scene = playback.scene(at: timing.time(ofFrame: frame))
            guard !full else { return scene }
            if let previous = kept.last, previous == scene {
                kept.append(previous)
                return scene
            }
            let size = estimatedBytes(of: scene, counted: &counted)
            if bytes + size > byteLimit {
                full = true
            } else {
                kept.append(scene)
                bytes += size
            }
            return scene
        }
        return (motion, StudioScenes(plan: showing, kept: kept, keptBytes: bytes))
    }

    private init(plan: PlaybackPlan, kept: [Scene], keptBytes: Int) {
        self.plan = plan
        self.kept = kept
        self.keptBytes = keptBytes
    }

    /// The scene of frame `frame` as a playback of `look` gives it: the fingers only when `look` shows them.
    func scene(_ frame: Int, for look: PlaybackPlan) -> Scene {
        var scene = frame < kept.count ? kept[frame] : played(frame)
        if !look.showsTouches { scene.touches = [] }
        return scene
    }

    /// Frame `frame` from the live playback, made anew when it is past the frame.
    private func played(_ frame: Int) -> Scene {
        cursor.withLock { cursor in
            if cursor == nil || cursor!.last > frame { cursor = Cursor(playback: plan.makePlayback()) }
            let playing = cursor!
            playing.last = frame
            return playing.playback.scene(at: plan.timing.time(ofFrame: frame))
        }
    }

    /// What a scene adds to the scenes already kept, estimated from its values' sizes in memory: each array buffer
    /// (the nodes, each layer's sublayers and back, the live layers, the fingers) not in `counted` (the buffers of the
    /// scenes kept, which the scene shares when its layers are the model's), with its elements' inline sizes. Text,
    /// paths and images, shared with the script's model, are not counted.
    static func estimatedBytes(of scene: Scene, counted: inout Set<UnsafeRawPointer>) -> Int {
        func buffer<Element>(_ array: [Element], inner: (Element) -> Int) -> Int {
            guard let start = array.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }),
                  counted.insert(start).inserted else { return 0 }
            return array.count * MemoryLayout<Element>.stride + array.reduce(0) { $0 + inner($1) }
        }
        func layers(_ layer: ContentLayer) -> Int {
            buffer(layer.sublayers, inner: layers) + buffer(layer.back ?? [], inner: layers)
        }
        return MemoryLayout<Scene>.stride + buffer(scene.touches) { _ in 0 }
            + buffer(scene.nodes) { node in layers(node.layer) + buffer(node.liveLayers, inner: layers) }
    }
}
