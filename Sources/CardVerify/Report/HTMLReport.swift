import CardRender
import Foundation

/// verify's HTML report of a failing run, written into the artefact folder. It refers to the images written beside
/// it instead of embedding them, so it opens offline from a downloaded CI artefact and stays small however many
/// frames fail (about half a kilobyte of HTML per failing frame).
///
/// The page: a summary line and a table of the scripts first; then per script a plot of the differing pixels and
/// changed nodes per frame, a filmstrip of the frames with the failing ones marked, and a table of the failing frames
/// with their numbers and geometry explanation. One inspector beside them shows the selected failing frame:
/// expected / actual / diff, side by side, a slider, an onion skin, a strobe and a zoom on the changed area, with the
/// exact command that approves it. Clicks (filmstrip, plot, table) and keys (down or j, up or k) select a frame.
/// When the failure was explained in time, the script's part starts with the motion sentences and plots each changed
/// node's recorded track against the new one (`Tracks`); the inspector's player flips through the script's failing
/// frames (`Page.player`). Until a frame is selected the inspector shows a placeholder.
public enum HTMLReport {
    /// The report for `results`, to be written in `folder` (the artefacts' folder as given on the command line, which
    /// holds every image the page shows and is what `approve` is given). `approveIn` is the absolute folder approve
    /// must run in when that is not the repository root (the commands shown then start with `cd FOLDER && `).
    public static func html(for results: [ScriptVerification], in folder: String, approveIn: String? = nil) throws -> String {
        var sections = "", table = "", first = 0
        for (number, result) in results.enumerated() {
            let script = try ScriptSection(result, number: number, firstFailure: first, folder: folder, approveIn: approveIn)
            sections += script.html
            table += script.summaryRow
            first += script.failureCount
        }
        let frames = results.reduce(0) { $0 + $1.frames.count }
        let title = "cardmotion verify: \(first) failing frame\(first == 1 ? "" : "s")"
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
        <style>\(Page.style)</style></head>
        <body>
        <main>
        <p class="summary" id="summary">\(frames) frames of \(results.count) script\(results.count == 1 ? "" : "s"): <strong>\(first) failing</strong>.</p>
        <table id="scripts"><tr><th>script</th><th>frames</th><th>failed</th><th>warnings</th><th>worst frame</th></tr>
        \(table)</table>
        <p class="keys">Select a failing frame in a filmstrip, plot or table, or step with ↓ / j and ↑ / k; 1 to 6 choose the view, s starts the strobe, space plays the script's failing frames.</p>
        \(sections)</main>
        \(Page.inspector)
        <script>\(TrackPlotScript.source)
        \(Page.script)
        \(Page.playerScript)</script>
        </body></html>

        """
    }

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

    static func escape(_ text: String) -> String { JUnitReport.escape(text) }
}
