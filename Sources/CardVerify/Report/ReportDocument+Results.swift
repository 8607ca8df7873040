import CardRender
import CardScene

extension ReportDocument {
    /// The document of `results`, for a report written in `folder` (images are linked relative to it); approve runs
    /// in `approveIn` (`nil`: the repository root, where the command is pasted).
    init(_ results: [ScriptVerification], folder: String, approveIn: String?) throws {
        properties = Tracks.properties
        scripts = try results.map { try Script($0, folder: folder, approveIn: approveIn) }
        groups = Self.groups(results)
    }
}

extension ReportDocument.Script {
    init(_ result: ScriptVerification, folder: String, approveIn: String?) throws {
        name = ScriptStem.of(result.script)
        variant = result.variant
        references = result.references
        frameCount = result.frames.count
        failed = result.failures.count
        warnings = result.warnings.count
        timing = result.timingMismatch
        fps = result.fps.flatMap { ReportDocument.Tracks.rounded($0, places: 3) }
        let listed = result.failures.filter { $0.artifacts != nil }
        referenceFolder = listed.lazy.compactMap(\.approval).first?.referenceFolder
        if listed.contains(where: { $0.approval != nil }) {
            approve = HTMLReport.Commands.approve(folder: folder, script: name, in: approveIn,
                                                  references: result.variant == nil ? nil : result.references)
        } else {
            record = HTMLReport.Commands.record(script: result.script, reference: result.references, variant: result.variant)
        }
        motion = MotionChange.sentences(result.motion)
        tracks = ReportDocument.Tracks(result)
        totalPixels = result.totalPixels
        frameRuns = []
        for record in result.frames {
            if let last = frameRuns.last?.last, last + 1 == record.frame {
                frameRuns[frameRuns.count - 1][1] = record.frame
            } else {
                frameRuns.append([record.frame, record.frame])
            }
        }
        frames = try result.frames.compactMap { record in
            guard record.isFailure || record.differentPixels > 0 || record.geometry != nil else { return nil }
            return try ReportDocument.Frame(record, in: result, folder: folder)
        }
    }
}

extension ReportDocument.Frame {
    init(_ record: FrameRecord, in result: ScriptVerification, folder: String) throws {
        frame = record.frame
        name = record.name
        outcome = record.describe
        failed = record.isFailure
        pixels = record.differentPixels
        changes = record.geometry?.changes.count ?? 0
        geometry = record.geometry?.description
        if record.isFailure, let paths = record.artifacts {
            images = ReportDocument.Images(expected: try HTMLReport.link(paths.expected, from: folder),
                                           actual: try HTMLReport.link(paths.actual, from: folder),
                                           diff: try paths.diff.map { try HTMLReport.link($0, from: folder) })
            box = record.differenceBounds.map { [$0.x, $0.y, $0.width, $0.height] }
        }
        if case .failed = record.outcome {
            percent = FrameRecord.percent(record.ratio(of: result.totalPixels))
            if let box = record.bounds(scale: result.scale) {
                place = "\(FrameRecord.points(box.width)) x \(FrameRecord.points(box.height)) at (\(FrameRecord.points(box.x)), \(FrameRecord.points(box.y)))"
            }
        }
    }
}
