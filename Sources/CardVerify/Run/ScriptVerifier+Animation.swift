import CardRender
import CardMotion
import CardPlatform
import CardScene
import Foundation

extension ScriptVerifier {
    /// Checks every frame of `plan` against the APNG `reference`, in frame order (see ``AnimatedReferenceCheck``),
    /// staging what it writes in `batch`.
    /// Failures of the reference, its geometry or the script's frames are `RenderFailure`s with the message a user
    /// reads.
    public func verifyAnimation(_ plan: PlaybackPlan, path: String, reference: String, artifacts: String?) throws -> ScriptVerification {
        let timing = plan.timing
        let screen = plan.script.screen
        let check: AnimatedReferenceCheck
        do {
            check = try AnimatedReferenceCheck(reference: reference, mode: mode,
                                               settings: AnimationSettings(width: screen.pixelWidth, height: screen.pixelHeight, timing: timing),
                                               frameCount: timing.frameCount, options: options, budget: budget)
        } catch {
            throw RenderFailure("reference \(error)")
        }
        if mode != .never {
            do {
                try Folders.make(FilePath.folder(of: reference))
            } catch {
                throw RenderFailure(error.description)
            }
        }
        let geometryPath = GeometryGolden.path(forReference: reference)
        let recordedGeometry: GeometryGolden
        // The APNG is recorded whole or not at all: so is its geometry, staged here until the check's end.
        var staged: GeometryGolden
        do {
            recordedGeometry = try GeometryGolden(path: geometryPath)
            staged = try GeometryGolden(path: geometryPath, loads: false)
        } catch {
            throw RenderFailure(error.description)
        }
        var records: [FrameRecord] = []
        let ignoreMatches = IgnoreMatches(ignore)
        let start = Date()
        let order = FrameOrder<(image: RGBAImage, scene: Scene)>(first: 0) { frame, rendered in
            let name = FrameFileName.of(frame)
            if mode != .never { staged.record(frame: frame, time: timing.time(ofFrame: frame), scene: rendered.scene) }
            let mask = ignore.mask(scene: rendered.scene, recorded: recordedGeometry.geometry(ofFrame: frame),
                                   width: screen.pixelWidth, height: screen.pixelHeight, scale: screen.scale)
            ignoreMatches.note(scene: rendered.scene, recorded: recordedGeometry.geometry(ofFrame: frame))
            // Nothing is compared while recording, or when the timings differ (then no frame passes or fails).
            let verdict: FrameVerdict?
            do {
                verdict = try check.check(frame: frame, actual: rendered.image, mask: mask)
            } catch {
                throw RenderFailure("reference \(error)")
            }
            guard let verdict else { return }
            var record = try FrameRecord(verdict, actual: rendered.image, name: name, artifacts: artifacts, batch: batch)
            record.geometry = recordedGeometry.note(frame: frame, scene: rendered.scene, failed: verdict.isFailure)
            records.append(record)
        }
        try pipeline.run(plan, frames: 0..<timing.frameCount) { frame, rendered in
            try order.add(frame, (rendered.image, rendered.scene))
        }
        order.finish()
        try FailureArtifacts.shareRepeats(in: &records, batch: batch)
        var result = ScriptVerification(script: path, references: reference, frames: records,
                                        seconds: 0, totalPixels: screen.pixelCount, scale: screen.scale)
        if case .recorded = try check.finish(write: { bytes, path in try batch.write(bytes, to: path) }) {
            do {
                try staged.write(batch: batch)
            } catch {
                throw RenderFailure(error.description)
            }
            result.frames = (0..<timing.frameCount).map {
                FrameRecord(frame: $0, name: FrameFileName.of($0), outcome: .recorded, differentPixels: 0)
            }
        } else {
            result.timingMismatch = check.timingMismatch
        }
        result.unmatchedIgnores = ignoreMatches.unmatched
        result.explainMotion(of: plan, against: recordedGeometry)
        result.seconds = Date().timeIntervalSince(start)
        return result
    }
}
