import CardPlatform
import CardRender

/// The report `cardmotion review` serves: the documents verify left in an artefact folder (`report.json`, one per
/// shard, read as untrusted data: `ReportDocument`'s reading), shown on the report's own page with Accept buttons
/// (`Pages/review.js`), or none with `--read-only`.
public struct ReviewReport: Sendable {
    let document: ReportDocument

    /// Reads the report documents of the artefact folder `artifacts`.
    public init(artifacts: ConfinedFolder) throws {
        document = try ReportDocument.read(in: artifacts)
    }

    /// The page: the report with its Accept buttons (`readOnly`: without them).
    public func html(readOnly: Bool) throws -> String {
        var shown = document
        shown.review = ReportDocument.Review(readOnly: readOnly)
        return try HTMLReport.html(of: shown, in: "the review")
    }

    /// The variant whose frames are approved into `folder` (as the manifest names it), if any.
    public func variant(approvedInto folder: String) -> String? {
        document.scripts.first { $0.referenceFolder == folder }?.variant
    }

    /// How many failing frames the report lists with images, and so offers to accept.
    public var listedFailures: Int {
        document.scripts.reduce(0) { count, script in
            count + (script.referenceFolder == nil ? 0 : script.frames.filter { $0.failed && $0.images != nil }.count)
        }
    }
}
