import CardRender
import Foundation

extension HTMLReport {
    /// One script's part of the report: its summary row, and its section (plot, filmstrip, failing frames).
    struct ScriptSection {
        let summaryRow: String
        let html: String
        /// Failing frames listed (each one a row the inspector can show).
        let failureCount: Int

        /// The section of `result`, the `number`th script, whose first failing frame is the report's
        /// `firstFailure`th; images are linked relative to the artefact `folder`; approve runs in `approveIn` (`nil`:
        /// the repository root, where the command is pasted).
        init(_ result: ScriptVerification, number: Int, firstFailure: Int, folder: String, approveIn: String? = nil) throws {
            let stem = ScriptStem.of(result.script)
            let failures = result.failures.filter { $0.artifacts != nil }
            var indexOfFrame: [Int: Int] = [:]
            var rows = ""
            for (offset, frame) in failures.enumerated() {
                indexOfFrame[frame.frame] = firstFailure + offset
                rows += try Self.row(frame, index: firstFailure + offset, in: result, folder: folder)
            }
            failureCount = failures.count
            let approvable = failures.contains { $0.approval != nil }
            let command = approvable ? Commands.approve(folder: folder, script: stem, in: approveIn)
                : Commands.record(script: result.script, reference: result.references)
            let worst = failures.max { $0.differentPixels < $1.differentPixels }
            summaryRow = "<tr><td><a href=\"#s\(number)\">\(escape(stem))</a></td><td>\(result.frames.count)</td>"
                + "<td>\(result.failures.count)\(result.timingMismatch == nil ? "" : " + timing")</td><td>\(result.warnings.count)</td>"
                + "<td>\(worst.map { "<a href=\"#f\(indexOfFrame[$0.frame]!)\" data-i=\"\(indexOfFrame[$0.frame]!)\">\($0.name)</a> (\(escape($0.describe)))" } ?? "")</td></tr>\n"

            var html = "<section class=\"script\" id=\"s\(number)\" data-name=\"\(escape(stem))\" data-first=\"\(firstFailure)\" "
                + "data-count=\"\(failures.count)\" data-fps=\"\(result.fps.map { Tracks.decimal($0, places: 3) } ?? "")\" data-\(approvable ? "approve" : "record")=\"\(escape(command))\">\n"
            html += "<h2>\(escape(stem))</h2>\n"
            html += "<p class=\"meta\">\(result.frames.count) frames against \(escape(result.references)): "
                + "\(result.failures.count) failing, \(result.warnings.count) passing with changed geometry.</p>\n"
            if let mismatch = result.timingMismatch {
                html += "<p class=\"timing\">\(escape(result.references)): \(escape(mismatch))</p>\n"
            }
            if !failures.isEmpty {
                html += approvable
                    ? "<p class=\"approve\">Approve every failing frame of \(escape(stem)): <code>\(escape(command))</code></p>\n"
                    : "<p class=\"approve\">An animated reference is approved whole, by recording it again: <code>\(escape(command))</code></p>\n"
            }
            html += Tracks(result, number: number).html
            html += Plot(result, indexOfFrame: indexOfFrame).svg
            html += try Filmstrip(result, indexOfFrame: indexOfFrame, folder: folder).html
            if !failures.isEmpty {
                html += "<table class=\"failures\"><tr><th>frame</th><th>different pixels</th><th>where (points)</th><th>geometry</th></tr>\n"
                html += rows + "</table>\n"
            }
            self.html = html + "</section>\n"
        }

        /// A failing frame's row: what the inspector shows of it lives in its data attributes (the images, the
        /// frame's number for the approve command, the differing pixels' box and the image size in pixels).
        static func row(_ frame: FrameRecord, index: Int, in result: ScriptVerification, folder: String) throws -> String {
            let paths = frame.artifacts!
            var data = "data-i=\"\(index)\" data-frame=\"\(frame.frame)\" data-e=\"\(try link(paths.expected, from: folder))\""
                + " data-a=\"\(try link(paths.actual, from: folder))\" data-d=\"\(try paths.diff.map { try link($0, from: folder) } ?? "")\""
            if let box = frame.differenceBounds { data += " data-b=\"\(box.x),\(box.y),\(box.width),\(box.height)\"" }
            var difference = escape(frame.describe), place = ""
            if case .failed = frame.outcome {
                difference += " (\(FrameRecord.percent(frame.ratio(of: result.totalPixels))))"
                if let box = frame.bounds(scale: result.scale) {
                    place = "\(FrameRecord.points(box.width)) x \(FrameRecord.points(box.height)) at (\(FrameRecord.points(box.x)), \(FrameRecord.points(box.y)))"
                }
            }
            return "<tr class=\"failure\" id=\"f\(index)\" \(data)><td><a href=\"#f\(index)\">\(frame.name)</a></td><td>\(difference)</td>"
                + "<td>\(place)</td><td>\(escape(frame.geometry?.description ?? ""))</td></tr>\n"
        }
    }
}
