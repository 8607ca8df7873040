import CardRender
import CardGeometry
import CardScene
import Foundation

extension HTMLReport {
    /// A script's motion in the report: the sentences that explain its failure in time (``MotionChange/sentences(_:)``)
    /// and, per changed node, its recorded track against the new one over the frames (x, y, angle, alpha; drawn by
    /// ``TrackPlotScript``), from data embedded as JSON in a `<script type="application/json">`:
    /// `{"fps": 60, "frames": 90, "failing": [31, 32], "nodes": [{"id": "card-0", "recorded": {"x": [...], "y": [...],
    /// "angle": [...], "alpha": [...]}, "actual": {...}}], "more": 0}`, `null` where a frame is unknown or the node
    /// absent. Numbers are rounded to 0.01 point, 0.01 degree and 0.001 of opacity, so 1,000 frames of a node cost
    /// about 50 kB.
    struct Tracks {
        /// Nodes plotted at most per script; the others are named in a line below the plots.
        static let plottedNodes = 8
        /// The properties plotted: x, y, angle and alpha (a node's scale, which the studio plots too, is left out).
        static let properties = MotionTracks.properties.filter { $0.key != "scale" }
        /// Height of a plot's canvas, in its pixels: a panel of ``Page/trackPanelHeight`` per property.
        static let canvasHeight = properties.count * Page.trackPanelHeight

        let html: String

        /// The motion part of the `number`th script's section (empty when its failure was not explained in time).
        init(_ result: ScriptVerification, number: Int) {
            var html = ""
            let sentences = MotionChange.sentences(result.motion)
            if !sentences.isEmpty {
                html += "<ul class=\"motion\">" + sentences.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
            }
            if let tracks = result.tracks, !result.motion.isEmpty {
                // Changes in time first: what a reviewer of a timing regression looks at.
                let ordered = result.motion.filter(\.isTiming) + result.motion.filter { !$0.isTiming }
                let shown = ordered.prefix(Self.plottedNodes).map(\.node)
                let rest = ordered.dropFirst(Self.plottedNodes).map(\.node)
                html += "<script type=\"application/json\" class=\"tracks\" id=\"t\(number)\">"
                    + Self.json(result, recorded: tracks.recorded, actual: tracks.actual, nodes: shown, more: rest.count) + "</script>\n"
                html += "<div class=\"track-plots\" data-tracks=\"t\(number)\">"
                for (index, node) in shown.enumerated() {
                    html += "<figure class=\"track\"><figcaption>\(escape(node))</figcaption>"
                        + "<canvas class=\"track\" data-node=\"\(index)\" width=\"760\" height=\"\(Self.canvasHeight)\"></canvas></figure>"
                }
                html += "</div>\n"
                html += "<p class=\"legend\"><span class=\"key recorded\"></span>recorded (dashed) <span class=\"key actual\"></span>new "
                    + "<span class=\"key failing-band\"></span>failing frames <span class=\"key cursor\"></span>selected frame"
                    + (rest.isEmpty ? "" : "; and \(rest.count) more: \(escape(rest.joined(separator: ", ")))") + "</p>\n"
            }
            self.html = html
        }

        /// The embedded data for `nodes` (in this order) of `recorded` and `actual`.
        static func json(_ result: ScriptVerification, recorded: MotionTracks, actual: MotionTracks, nodes: [String], more: Int) -> String {
            func series(_ samples: [MotionTracks.Sample?]) -> String {
                "{" + properties.map { property in
                    "\"\(property.key)\":[" + samples.map { sample in
                        sample.map { decimal(property.value($0), places: property.places) } ?? "null"
                    }.joined(separator: ",") + "]"
                }.joined(separator: ",") + "}"
            }
            let failing = result.failures.map { String($0.frame) }.joined(separator: ",")
            let frames = max(recorded.frameCount, actual.frameCount)
            let entries = nodes.map { node in
                "{\"id\":\(jsonString(node)),\"recorded\":\(series(recorded.track(node))),\"actual\":\(series(actual.track(node)))}"
            }
            return "{\"fps\":\(result.fps.map { decimal($0, places: 3) } ?? "null"),\"frames\":\(frames),\"failing\":[\(failing)],"
                + "\"nodes\":[\(entries.joined(separator: ","))],\"more\":\(more)}"
        }

        /// `value` rounded to `places` decimals, without trailing zeros (`12.5`, `-3`, `0.25`); `null` when it is
        /// not finite or too large to round.
        static func decimal(_ value: Double, places: Int) -> String {
            var scale = 1
            for _ in 0..<places { scale *= 10 }
            guard let units = Int(checking: value * Double(scale)) else { return "null" }
            let whole = units / scale, fraction = abs(units % scale)
            var text = (units < 0 && whole == 0 ? "-" : "") + String(whole)
            if fraction != 0 {
                var digits = String(fraction)
                digits = String(repeating: "0", count: places - digits.count) + digits
                while digits.hasSuffix("0") { digits.removeLast() }
                text += "." + digits
            }
            return text
        }

        /// `text` as a JSON string, safe inside a `<script>` element (`<` escaped, so no `</script>` ends it).
        static func jsonString(_ text: String) -> String {
            JSONValue.string(text).formatted().replacingOccurrences(of: "<", with: "\\u003c")
        }
    }
}
