import CardMotion
import CardRender
import Foundation

/// What every golden assertion starts from: the script decoded and planned, the record mode in force, where the
/// test's goldens and artefacts go, and a renderer with every image of the script already read.
struct GoldenSetup {
    let plan: PlaybackPlan
    let mode: RecordMode
    /// `__Goldens__/<TestFile>` beside the test file.
    let goldens: URL
    /// The script's file name without its extension.
    let stem: String
    /// Where failing frames' expected, actual and diff images go.
    let artifacts: String
    let options: PixelmatchOptions
    /// The expectation's masks and the script's (`verify:`).
    let ignore: IgnoreMasks
    let renderer: SceneRenderer

    /// The setup for `scriptPath` (relative to the test file at `filePath`), or a mismatch holding the problem that
    /// prevents it.
    static func make(scriptPath: String, expectation: FrameExpectation, artifacts: String?,
                     filePath: StaticString) -> Result<GoldenSetup, FrameMismatch> {
        func problem(_ message: String) -> Result<GoldenSetup, FrameMismatch> {
            .failure(FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [message]))
        }
        let testFile = URL(fileURLWithPath: "\(filePath)")
        let folder = testFile.deletingLastPathComponent()
        let scriptURL = scriptPath.hasPrefix("/") ? URL(fileURLWithPath: scriptPath) : folder.appendingPathComponent(scriptPath)
        let stem = scriptURL.deletingPathExtension().lastPathComponent
        let testName = testFile.deletingPathExtension().lastPathComponent
        let plan: PlaybackPlan, mode: RecordMode
        do {
            mode = try RecordMode.resolve(expectation.record ?? FrameRecording.mode, environment: ProcessInfo.processInfo.environment)
            plan = try PlaybackPlan(ScriptDecoder.decode(contentsOf: scriptURL.standardizedFileURL.path,
                                                         fonts: FontFamilies.declared(byFontAt:),
                                                         measure: PangoIntrinsicMeasure.shared))
        } catch {
            return problem("\(error)")
        }
        let images = ImageStore()
        let renderer: SceneRenderer
        do {
            renderer = try SceneRenderer(images: images)
        } catch {
            return problem("cannot set up the renderer: \(error)")
        }
        do {
            // Every image the script draws, read before any reference is recorded or compared.
            try images.preload(plan.script.images, scale: plan.script.screen.scale)
        } catch {
            return problem(error.description)
        }
        var options = PixelmatchOptions()
        options.threshold = expectation.threshold
        let artifactRoot = artifacts ?? ProcessInfo.processInfo.environment["CARDMOTION_ARTIFACTS"]
            ?? NSTemporaryDirectory() + "cardmotion-artifacts"
        return .success(GoldenSetup(plan: plan, mode: mode,
                                    goldens: folder.appendingPathComponent("__Goldens__").appendingPathComponent(testName),
                                    stem: stem, artifacts: artifactRoot + "/" + testName + "/" + stem, options: options,
                                    ignore: expectation.ignoring.adding(IgnoreMasks(nodes: plan.script.verification.ignore,
                                                                                    regions: plan.script.verification.ignoreRegions)),
                                    renderer: renderer))
    }

    /// Runs `check` with the setup for `scriptPath` and an empty mismatch to fill; returns the mismatch, `nil` when
    /// it stayed empty, or the problem that prevented the setup.
    static func check(scriptPath: String, expectation: FrameExpectation, artifacts: String?, filePath: StaticString,
                      _ check: (GoldenSetup, inout FrameMismatch) -> Void) -> FrameMismatch? {
        switch make(scriptPath: scriptPath, expectation: expectation, artifacts: artifacts, filePath: filePath) {
        case .failure(let problem):
            return problem
        case .success(let setup):
            var mismatch = FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [])
            check(setup, &mismatch)
            return mismatch.isEmpty ? nil : mismatch
        }
    }

    /// The mask of a frame showing `scene`, whose reference was made with the geometry `recorded` holds.
    func mask(scene: Scene, frame: Int, recorded: GeometryGolden) -> PixelMask? {
        let screen = plan.script.screen
        return ignore.mask(scene: scene, recorded: recorded.geometry(ofFrame: frame), width: screen.pixelWidth,
                           height: screen.pixelHeight, scale: screen.scale)
    }

    /// The text of a failing frame's outcome, with the budget it broke.
    static func describe(_ outcome: FrameVerdict.Outcome, budget: DiffBudget) -> String {
        switch outcome {
        case .failed(let pixels): "\(pixels) different pixels (budget: \(budget))"
        case .sizeMismatch(let e, let a): "size \(a.width) x \(a.height), expected \(e.width) x \(e.height)"
        case .passed, .recorded: "passed"
        }
    }
}
