import CardMotion
import CardPlatform
import CardRender
import CardScene
import CardVerify

/// The reference frames of `cardmotion studio --reference DIR`, laid out as `verify` reads them (one script: DIR
/// holds `frame-NNNNN.png`; several: `DIR/<script name>/`), and each script's verdicts per revision, computed when
/// first asked for and kept until the script is read again.
///
/// Files are reached through a ``ConfinedFolder`` opened on DIR at start: the names looked up are built here from
/// the script's name and a frame number, never taken from a request, and neither the script's folder nor the frame
/// file may be a symbolic link.
final class StudioReferences: Sendable {
    /// One frame's comparison with its reference.
    enum Verdict: Equatable, Sendable {
        /// Within the script's budget, with this many differing pixels.
        case passed(differentPixels: Int)
        /// Over the budget: this many pixels differ (every pixel of the larger picture when the sizes differ).
        case failed(differentPixels: Int)
        /// No reference file for the frame.
        case missing
    }

    /// The folder given to `--reference`, as given.
    let path: String
    private let root: ConfinedFolder
    /// Whether the studio serves several scripts: each has its own subfolder.
    private let perScript: Bool
    /// Verdicts by script index, for one revision each.
    private let verdicts = Locked<[Int: (revision: Int, frames: [Verdict])]>([:])
    /// Held while verdicts are computed: two requests for the same revision compute it once.
    private let computing = Locked(())
    /// Each script's `states.jsonl` as last read, with its parsed golden: a diff request reads the file again (it may
    /// have been re-recorded) but parses it only when its bytes changed.
    private let goldens = Locked<[String: (bytes: [UInt8], golden: GeometryGolden)]>([:])

    init(path: String, scriptCount: Int) throws(Studio.Failure) {
        guard FilePath.kind(of: path) == .folder else {
            throw Studio.Failure(description: "reference \(path) is not a folder")
        }
        do {
            root = try ConfinedFolder.open(path)
        } catch {
            throw Studio.Failure(description: "reference \(error.description)")
        }
        self.path = path
        perScript = scriptCount > 1
    }

    /// The folder holding `script`'s frames, or `nil` when it does not exist.
    private func folder(of script: StudioScript) throws(StudioRequestProblem) -> ConfinedFolder? {
        let relative = folder(relativeTo: script)
        guard !relative.isEmpty else { return root }
        do {
            return try root.folder(at: relative)
        } catch {
            if error.isMissing { return nil }
            throw StudioRequestProblem(status: 500, message: "reference \(error.description)")
        }
    }

    /// The frames of `script`'s reference folder, read as `verify` reads them (``ReferenceFrames``: a frame may be an
    /// entry of `same-frames.txt`), or `nil` when the folder does not exist; a broken index is a 500 naming its line.
    private func frames(of script: StudioScript) throws(StudioRequestProblem) -> ReferenceFrames? {
        guard let folder = try folder(of: script) else { return nil }
        do {
            return try ReferenceFrames(folder: folder)
        } catch {
            throw StudioRequestProblem(status: 500, message: "reference \(error)")
        }
    }

    /// Whether `script` has a reference for frame `frame` (false too when its folder cannot be read: the requests
    /// for the pictures then say why).
    func holds(frame: Int, of script: StudioScript) -> Bool {
        (try? frames(of: script))?.contains(frame) == true
    }

    /// The bytes of frame `frame`'s reference for `script`, or `nil` when it does not exist.
    func referenceBytes(frame: Int, of script: StudioScript) throws(StudioRequestProblem) -> [UInt8]? {
        try Self.bytes(ofFrame: frame, in: try frames(of: script))
    }

    /// The bytes of frame `frame` in `frames`, or `nil` when absent; an unreadable file is a 500 naming it.
    private static func bytes(ofFrame frame: Int, in frames: ReferenceFrames?) throws(StudioRequestProblem) -> [UInt8]? {
        do {
            return try frames?.bytes(ofFrame: frame)
        } catch {
            throw StudioRequestProblem(status: 500, message: "reference \(error)")
        }
    }

    /// The geometry recorded beside `script`'s references (`states.jsonl`), read through the confined folder: the
    /// node masks of `verify:` are placed where the nodes were when the references were recorded as well as where
    /// they are now, exactly as `verify` places them. Empty when there is none.
    func recordedGeometry(of script: StudioScript) throws(StudioRequestProblem) -> GeometryGolden {
        let shown = shownPath(of: script) + "/states.jsonl"
        var bytes: [UInt8] = []
        if let folder = try folder(of: script) {
            do {
                bytes = try folder.readFile(named: "states.jsonl", maximumSize: GeometryGolden.maximumFileSize)
            } catch {
                if !error.isMissing { throw StudioRequestProblem(status: 500, message: "reference \(error.description)") }
            }
        }
        if let known = goldens.withLock({ $0[script.name] }), known.bytes == bytes { return known.golden }
        let golden: GeometryGolden
        do {
            golden = try GeometryGolden(path: shown, contents: bytes)
        } catch {
            throw StudioRequestProblem(status: 500, message: "reference \(error.description)")
        }
        goldens.withLock { $0[script.name] = (bytes, golden) }
        return golden
    }

    /// Frame `frame`'s reference for `script`, decoded; a missing one is a 404, an unreadable one a 500.
    func referenceImage(frame: Int, of script: StudioScript) throws(StudioRequestProblem) -> RGBAImage {
        guard let bytes = try referenceBytes(frame: frame, of: script) else {
            throw StudioRequestProblem(status: 404, message: "\(script.name) has no reference for frame \(frame): \(shownPath(of: script))/\(FrameFileName.of(frame)) does not exist")
        }
        do {
            return try PNGCodec.decode(bytes)
        } catch {
            throw StudioRequestProblem(status: 500, message: "reference \(shownPath(of: script))/\(FrameFileName.of(frame)): \(error.reason)")
        }
    }

    /// The reference folder of `script` as messages show it.
    func shownPath(of script: StudioScript) -> String {
        let relative = folder(relativeTo: script)
        return relative.isEmpty ? path : path + "/" + relative
    }

    /// Where `script`'s frames are below DIR, as verify lays them out: its stem when several scripts share DIR, then
    /// its variant's name; `""` for DIR itself.
    private func folder(relativeTo script: StudioScript) -> String {
        [perScript ? script.stem : nil, script.variant].compactMap { $0 }.joined(separator: "/")
    }

    /// What a script's `verify:` section asks for: pixelmatch's options, the budget and the masks, as `verify`
    /// resolves them without command-line options (threshold 0.1 unless the section gives one).
    static func policy(of plan: PlaybackPlan) -> (options: PixelmatchOptions, budget: DiffBudget, ignore: IgnoreMasks) {
        VerificationPolicy().resolved(for: plan.script.verification)
    }

    /// The verdict of every frame of `version` of `script` (the script at `index`), computed the first time a
    /// revision is asked for.
    func verdicts(of script: StudioScript, index: Int, version: StudioScript.Version) throws(StudioRequestProblem) -> [Verdict] {
        if let known = verdicts.withLock({ $0[index] }), known.revision == version.revision { return known.frames }
        guard let plan = version.plan else {
            throw StudioRequestProblem(status: 404, message: "\(script.name) has no frames: it has not been read well yet")
        }
        do {
            return try computing.withLock { _ throws -> [Verdict] in
                if let known = verdicts.withLock({ $0[index] }), known.revision == version.revision { return known.frames }
                let frames = try compute(script: script, plan: plan, version: version)
                verdicts.withLock { $0[index] = (version.revision, frames) }
                return frames
            }
        } catch let problem as StudioRequestProblem {
            throw problem
        } catch let failure as RenderFailure {
            throw StudioRequestProblem(status: 500, message: failure.message)
        } catch {
            throw StudioRequestProblem(status: 500, message: "\(error)")
        }
    }

    private func compute(script: StudioScript, plan: PlaybackPlan, version: StudioScript.Version) throws -> [Verdict] {
        let count = plan.timing.frameCount
        let (options, budget, ignore) = Self.policy(of: plan)
        let screen = plan.script.screen
        let stored = try frames(of: script)
        let present = (0..<count).filter { stored?.contains($0) == true }
        let results = Locked([Verdict](repeating: .missing, count: count))
        let problem = Locked<StudioRequestProblem?>(nil)
        let shown = shownPath(of: script)
        let recorded = try recordedGeometry(of: script)
        try script.draw(present, of: version) { frame, actual, scene in
            let bytes: [UInt8]
            do throws(StudioRequestProblem) {
                guard let read = try Self.bytes(ofFrame: frame, in: stored) else { return }
                bytes = read
            } catch {
                problem.withLock { $0 = $0 ?? error }
                return
            }
            let expected: RGBAImage
            do throws(PNGError) {
                expected = try PNGCodec.decode(bytes)
            } catch {
                problem.withLock { $0 = $0 ?? StudioRequestProblem(status: 500, message: "reference \(shown)/\(FrameFileName.of(frame)): \(error.reason)") }
                return
            }
            let mask = ignore.mask(scene: scene, recorded: recorded.geometry(ofFrame: frame), width: screen.pixelWidth,
                                   height: screen.pixelHeight, scale: screen.scale)
            let verdict = FrameVerdict.check(frame: frame, actual: actual, expected: expected, options: options, budget: budget, mask: mask)
            results.withLock { $0[frame] = verdict.isFailure ? .failed(differentPixels: verdict.differentPixels) : .passed(differentPixels: verdict.differentPixels) }
        }
        if let problem = problem.current { throw problem }
        return results.current
    }

    /// The diff picture of frame `frame` of `version` against its reference (as `verify`'s diff files draw it),
    /// for passing frames too; a 404 when the reference is missing, a 409 when the sizes differ.
    func diff(frame: Int, of script: StudioScript, version: StudioScript.Version) throws(StudioRequestProblem) -> RGBAImage {
        guard let plan = version.plan else {
            throw StudioRequestProblem(status: 404, message: "\(script.name) has no frames: it has not been read well yet")
        }
        let expected = try referenceImage(frame: frame, of: script)
        let recorded = try recordedGeometry(of: script).geometry(ofFrame: frame)
        let (options, _, ignore) = Self.policy(of: plan)
        let screen = plan.script.screen
        let drawn = Locked<RGBAImage?>(nil)
        do {
            try script.draw([frame], of: version) { _, actual, scene in
                let mask = ignore.mask(scene: scene, recorded: recorded, width: screen.pixelWidth, height: screen.pixelHeight,
                                       scale: screen.scale)
                let diff = FrameVerdict.diffImage(actual: actual, expected: expected, options: options, mask: mask)
                drawn.withLock { $0 = diff }
            }
        } catch let failure as RenderFailure {
            throw StudioRequestProblem(status: 500, message: failure.message)
        } catch {
            throw StudioRequestProblem(status: 500, message: "\(error)")
        }
        guard let diff = drawn.current else {
            throw StudioRequestProblem(status: 409, message: "frame \(frame) of \(script.name) and its reference differ in size: no diff to draw")
        }
        return diff
    }
}
