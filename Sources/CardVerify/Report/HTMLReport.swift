import CardRender
import Foundation

/// verify's HTML report of a failing run, written into the artefact folder. It refers to the images written beside
/// it instead of embedding them, so it opens offline from a downloaded CI artefact and stays small however many
/// frames fail (about 350 bytes of data per failing frame); its style and scripts are inline, so it is one file.
///
/// The page: a summary line and a table of the scripts first; then the groups of failing frames that share an
/// explanation (the same motion sentences, the same changed nodes, the same differing pixels in the same box, or the
/// same two sizes), largest first, each with its sentence, its frame count and its frames; then per script a plot of
/// the differing pixels and changed nodes per frame, a filmstrip of the frames with the failing ones marked, and a
/// table of the failing frames with their numbers and geometry explanation. One inspector beside them shows the
/// selected failing frame: expected / actual / diff, side by side, a slider, an onion skin, a strobe and a zoom on
/// the changed area, with the exact command that approves it. Clicks (groups, filmstrip, plot, table) and keys (down
/// or j, up or k) select a frame. When the failure was explained in time, the script's part starts with the motion
/// sentences and plots each changed node's recorded track against the new one; the inspector's player flips through
/// the script's failing frames.
/// Until a frame is selected the inspector shows a placeholder.
///
/// The page is the files in `Pages/` (`report.html`, `report.css`, `report.js` that builds it, `groups.js`,
/// `inspector.js`, `player.js` and ``TrackPlotScript``), filled from the JSON of a `ReportDocument` (``WebPage``).
public enum HTMLReport {
    /// The report for `results`, to be written in `folder` (the artefacts' folder as given on the command line, which
    /// holds every image the page shows and is what `approve` is given). `approveIn` is the absolute folder approve
    /// must run in when that is not the repository root (the commands shown then start with `cd FOLDER && `).
    public static func html(for results: [ScriptVerification], in folder: String, approveIn: String? = nil) throws -> String {
        try html(of: ReportDocument(results, folder: folder, approveIn: approveIn), in: folder)
    }

    /// The page of `document`, a report of the artefact folder `folder` (named in messages); the review's page
    /// (`document.review` set) holds the review's script too.
    static func html(of document: ReportDocument, in folder: String) throws -> String {
        do {
            return try (document.review == nil ? page : reviewPage).document(id: "report-data", data: document)
        } catch {
            throw RenderFailure("the report in \(folder) cannot be encoded: \(error)")
        }
    }

    /// The report's files, embedded at build time: verify's report, and `cardmotion review`'s page, which adds
    /// `review.js`.
    static let page = WebPage(html: PackageResources.report_html, files: files, omitting: ["review.js"])
    static let reviewPage = WebPage(html: PackageResources.report_html, files: files.merging(["review.js": PackageResources.review_js]) { $1 })
    private static let files = [
        "report.css": PackageResources.report_css, "track-plot.js": Array(TrackPlotScript.source.utf8),
        "report.js": PackageResources.report_js, "groups.js": PackageResources.groups_js,
        "inspector.js": PackageResources.inspector_js, "player.js": PackageResources.player_js,
    ]

    /// The address of the image at `path` relative to the report in `folder`: the report refers to the images
    /// written beside it instead of embedding them, so it stays small and the artefact folder works offline. The
    /// images are put in place together with the report (``OutputBatch``), so they need not exist yet.
    static func link(_ path: String, from folder: String) throws -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(prefix) else {
            throw RenderFailure("cannot link \(path) from the report in \(folder)")
        }
        let relative = String(path.dropFirst(prefix.count))
        return relative.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
            .joined(separator: "/")
    }
}
