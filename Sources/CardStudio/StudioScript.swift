import CardMotion
import CardPlatform
import CardRender
import CardScene
import CardVerify
import Foundation

/// One script the studio serves: its last good version (plan, state, renderer), its revision, and the problem
/// of the version on disk when that one is broken.
final class StudioScript: @unchecked Sendable {
    /// What one reading of the script left.
    struct Version {
        var revision: Int
        /// The last version that read well, or `nil` when none ever did.
        var plan: PlaybackPlan?
        /// Draws the frames of ``plan`` one at a time (one worker, warm after the first frame: requests for frames
        /// take turns).
        var pipeline: FramePipeline?
        /// The scenes of ``plan``'s frames, kept from the pass that plotted ``motion``: a frame is drawn from its scene.
        var scenes: StudioScenes?
        /// What moves in ``plan``, frame by frame (`/api/state`'s tracks, `/frames/N.json`).
        var motion: StudioMotion?
        /// The `/api/state` body.
        var state: [UInt8]
        var error: ScriptProblem?
        /// The files the last good version reads (absolute, standardized), and the script itself.
        var inputs: Set<String>
    }

    /// The path given on the command line.
    let path: String
    /// The path made absolute and standardized, as change events name it.
    let absolutePath: String
    /// The file name without its extension, and the variant drawn (`nil`: the top-level settings).
    let stem: String
    let variant: String?
    /// The name the page and the API use: the stem, or `stem/variant` for a variant.
    var name: String { variant.map { "\(stem)/\($0)" } ?? stem }
    let assets: AssetAccess
    let fps: Double?
    /// Whether the frames show the timeline's fingers (`--show-touches`).
    let showsTouches: Bool
    /// The most scene bytes kept per version (``StudioScenes``).
    let sceneBytes: Int
    private let version: Locked<Version>
    /// Held while a frame is drawn: requests take turns on the pipeline.
    let drawing = Locked(())
    /// The last frame ``frame(_:of:index:cache:look:)`` drew, with its scene: a next frame showing the same scene
    /// (at rest) takes its bytes, as `render` shares them, without drawing or encoding again.
    private let lastDrawn = Locked<LastDrawn?>(nil)

    private struct LastDrawn {
        var revision: Int
        var look: Look
        var scene: Scene
        var bytes: [UInt8]
    }
    /// Held while the script is read again: reloads take turns, so revisions follow each other.
    private let reloading = Locked(())
    /// The script's file as found at start, read again only as it was then (docs/security.md); or why it could
    /// not be opened.
    private let file: Result<WatchedFile, WatchedFile.Failure>

    init(path: String, assets: AssetAccess, fps: Double?, showsTouches: Bool = false, variant: String? = nil,
         sceneBytes: Int = StudioScenes.byteLimit) {
        self.path = path
        absolutePath = FilePath.absolute(path)
        stem = ScriptStem.of(path)
        self.variant = variant
        self.assets = assets
        self.fps = fps
        self.showsTouches = showsTouches
        self.sceneBytes = sceneBytes
        file = Result { () throws(WatchedFile.Failure) in try WatchedFile(path: path) }
        version = Locked(Version(revision: 0, plan: nil, pipeline: nil, scenes: nil, motion: nil, state: [], error: nil, inputs: []))
        version.withLock { $0.inputs = ownFiles }
    }

    var current: Version { version.current }

    /// The script's own file, and the file it leads to when the user named a link (written there, it changes too).
    private var ownFiles: Set<String> {
        Set([absolutePath] + ((try? file.get())?.linkTarget.map { [$0] } ?? []))
    }

    /// Reads the script from disk again: a good version replaces the last one, a broken one keeps it and sets the
    /// error. The revision increases either way. Returns the new revision.
    @discardableResult
    func reload() -> Int {
        reloading.withLock { _ in readAgain() }
    }

    private func readAgain() -> Int {
        let outcome: Result<(PlaybackPlan, FramePipeline), ScriptProblem>
        do {
            let bytes: [UInt8]
            do throws(WatchedFile.Failure) {
                bytes = try file.get().read(maximumSize: ScriptDecoder.maximumFileSize)
            } catch {
                throw RenderFailure(error.description)
            }
            var plan = try ScriptLoader.plan(path, bytes: bytes, assets: assets, fps: fps, variant: variant)
            plan.showsTouches = showsTouches
            let pipeline = try FramePipeline(jobs: 1, for: [plan])
            try pipeline.preload(plan)
            outcome = .success((plan, pipeline))
        } catch let failure as RenderFailure {
            outcome = .failure(ScriptProblem(cliMessage: failure.message, file: path))
        } catch {
            outcome = .failure(ScriptProblem(cliMessage: "\(error)", file: path))
        }
        let good = try? outcome.get()
        let previous = version.current
        let plan = good?.0 ?? previous.plan
        let error: ScriptProblem? = if case .failure(let problem) = outcome { problem } else { nil }
        let revision = previous.revision + 1
        // The motion is computed outside the lock (a long script takes a while): requests meanwhile get the
        // previous version whole.
        let played = good.map { StudioScenes.playing($0.0, byteLimit: sceneBytes) }
        let motion = played?.motion ?? previous.motion
        let state = StudioState.json(name: name, revision: revision, plan: plan, motion: motion, error: error).compact() + "\n"
        let next = Version(
            revision: revision, plan: plan, pipeline: good?.1 ?? previous.pipeline,
            scenes: played?.scenes ?? previous.scenes, motion: motion,
            state: Array(state.utf8), error: error,
            inputs: good.map { Set(StaleFrames.inputs(of: $0.0.script).map(FilePath.absolute)).union(ownFiles) } ?? previous.inputs)
        version.withLock { $0 = next }
        return revision
    }

    /// Frame `frame` of the last good version drawn for `look`, as `render` writes it (the same pipeline and PNG
    /// settings, so the same bytes), from `cache` when it has it (the cache keeps each look apart).
    func frame(_ frame: Int, of version: Version, index: Int, cache: FrameCache, look: Look) throws -> [UInt8] {
        let key = FrameCache.Key(script: index, revision: version.revision, frame: frame, look: look)
        if let bytes = cache.bytes(for: key) { return bytes }
        guard let plan = version.plan(for: look), let pipeline = version.pipeline, let scenes = version.scenes else { throw RenderFailure("\(path): the script has no good version yet") }
        return try drawing.withLock { _ throws -> [UInt8] in
            if let bytes = cache.bytes(for: key) { return bytes }
            let scene = scenes.scene(frame, for: plan)
            if let last = lastDrawn.current, last.revision == version.revision, last.look == look, last.scene == scene {
                cache.insert(last.bytes, for: key)
                return last.bytes
            }
            let result = Locked<[UInt8]>([])
            try pipeline.run(plan, frames: [frame], scenes: { _ in scene }, prepare: { _ = try $0.pngBytes() }) { _, rendered in
                let bytes = try rendered.pngBytes()
                result.withLock { $0 = bytes }
            }
            let bytes = result.current
            cache.insert(bytes, for: key)
            lastDrawn.withLock { $0 = LastDrawn(revision: version.revision, look: look, scene: scene, bytes: bytes) }
            return bytes
        }
    }

}
