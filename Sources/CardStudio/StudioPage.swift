import CardScene
import CardVerify

/// The studio's page: the files in `Pages/` (`studio.html`, `studio.css`, `studio.js`, `studio-reference.js`, and
/// the track plots' script it shares with verify's report, ``TrackPlotScript``) made one document with its style and
/// script inline, so it needs nothing from the network (docs/studio.md describes what it shows and its keys). It is
/// filled from a ``Document``, JSON that its script reads.
enum StudioPage {
    /// Only this document's own inline style and script, frames and API calls from the studio itself.
    static let contentSecurityPolicy = "default-src 'self'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'"

    /// The frame the page opens with: the page asks for its picture while the document loads, so it is drawn when
    /// the page's load event fires (a screenshot taken then shows it), not fetched after.
    struct FirstFrame: Encodable {
        var script: String
        var revision: Int
        var frame: Int
        /// Whether the frame has a reference (`--reference`): its expected and diff pictures are then asked for
        /// while the document loads too.
        var referenced: Bool
    }

    /// What the page is filled from: the properties its curves plot, the frame it opens with (none when the
    /// first script has no frames), and whether the studio compares with references (`--reference`: the picture is
    /// the Actual, `/actuals/N.png`, beside the expected and diff pictures).
    struct Document: Encodable {
        var properties: [MotionTracks.Property]
        var firstFrame: FirstFrame?
        var reference: Bool
        /// Whether the page offers to accept failing frames (`--review`).
        var review: Bool
    }

    /// The page's files, embedded at build time.
    static let page = WebPage(html: PackageResources.studio_html, files: [
        "studio.css": PackageResources.studio_css, "track-plot.js": Array(TrackPlotScript.source.utf8),
        "studio-reference.js": PackageResources.studio_reference_js, "studio.js": PackageResources.studio_js,
    ])

    /// The document, opening at `first` (none when the first script has no frames), in reference mode when
    /// `reference`, with Accept buttons when `review`.
    static func html(firstFrame first: FirstFrame?, reference: Bool, review: Bool) throws(StudioRequestProblem) -> String {
        do {
            return try page.document(id: "studio-data", data: Document(properties: MotionTracks.properties, firstFrame: first,
                                                                       reference: reference, review: review))
        } catch {
            throw StudioRequestProblem(status: 500, message: "the page cannot be encoded: \(error)")
        }
    }
}
