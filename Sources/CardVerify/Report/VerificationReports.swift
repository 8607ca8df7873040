import CardRender
import CardPlatform

/// The files a verification leaves in its artefact folder beside the failure images, for `cardmotion verify
/// --artifacts DIR` and CardMotionTesting's assertions alike: `junit.xml` for CI, `report.html` for a reader,
/// `report.json` (the report's data, which `cardmotion review` serves with Accept buttons) and `manifest.json` for
/// `cardmotion approve` (per shard `junit-K-of-N.xml`, `report-K-of-N.html`, `report-K-of-N.json` and
/// `manifest-K-of-N.json`, so the parts of a CI matrix never overwrite each other).
public enum VerificationReports {
    /// `junit.xml`, or `junit-K-of-N.xml` for a part of a sharded run (`base` `junit`, `suffix` `xml`).
    public static func name(_ base: String, _ suffix: String, shard: Shard = .whole) -> String {
        shard.count == 1 ? "\(base).\(suffix)" : "\(base)-\(shard.index)-of-\(shard.count).\(suffix)"
    }

    private static func folder(of artifacts: String) -> String {
        artifacts.hasSuffix("/") ? artifacts : artifacts + "/"
    }

    /// The paths of the reports ``write(_:seconds:into:shard:batch:approveIn:)`` writes in `folder`.
    public static func paths(in folder: String, shard: Shard = .whole) -> (junit: String, report: String, manifest: String) {
        (folder + "/" + name("junit", "xml", shard: shard), folder + "/" + name("report", "html", shard: shard),
         folder + "/" + name("manifest", "json", shard: shard))
    }

    /// Stages `junit.xml`, `report.html` and `manifest.json` for `results` in `batch`, to be put in place in the
    /// artefact folder `artifacts` (created if needed; every image the report shows lies inside it) together with
    /// everything else the run staged. `seconds` is the run's time, for JUnit; `approveIn` the absolute folder approve
    /// runs in when it is not the repository root (``HTMLReport/html(for:in:approveIn:)``). Returns the report's path.
    @discardableResult
    public static func write(_ results: [ScriptVerification], seconds: Double, into artifacts: String,
                             shard: Shard = .whole, batch: OutputBatch, approveIn: String? = nil) throws -> String {
        do {
            try Folders.make(artifacts)
        } catch {
            throw RenderFailure(error.description)
        }
        let (junit, report, manifest) = paths(in: artifacts, shard: shard)
        try batch.write(Array(JUnitReport.xml(for: results, seconds: seconds).utf8), to: junit)
        let document = try ReportDocument(results, folder: artifacts, approveIn: approveIn)
        try batch.write(Array(try HTMLReport.html(of: document, in: artifacts).utf8), to: report)
        try batch.write(try document.stored(in: artifacts), to: folder(of: artifacts) + name("report", "json", shard: shard))
        let approvals = results.flatMap { $0.frames.compactMap(\.approval) }
        let bytes: [UInt8]
        do {
            let unlisted = results.filter(\.referencesUnreachable).compactMap { result in
                let failing = result.failures.map(\.frame)
                // The folder as it is on disk, so that the message reads the same wherever approve runs.
                let folder = FilePath.canonical(result.references) ?? result.references
                return failing.isEmpty ? nil : ApprovalManifest.Unlisted(script: result.script, references: folder, frames: failing)
            }
            bytes = try ApprovalManifest(frames: approvals, unlisted: unlisted).encoded()
        } catch {
            throw RenderFailure("\(manifest): cannot be encoded (\(error))")
        }
        try batch.write(bytes, to: manifest)
        return report
    }
}
