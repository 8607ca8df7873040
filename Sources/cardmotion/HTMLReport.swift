import Foundation

/// An HTML report of the failing frames that refers to the images written beside it (no network, no server, so a
/// downloaded artefact folder opens as it is; small however many frames fail): per frame the
/// expected, actual and diff images, the two side by side, and a slider that wipes between expected and actual.
enum HTMLReport {
    /// The report for `results`, to be written in `folder` (the artefacts' folder, which holds every image it shows).
    static func html(for results: [ScriptVerification], in folder: String) throws -> String {
        let failing = results.flatMap { result in result.failures.map { (result, $0) } }
        let frames = results.reduce(0) { $0 + $1.frames.count }
        var body = ""
        for result in results {
            if let mismatch = result.timingMismatch {
                body += "<p class=\"timing\">\(JUnitReport.escape(RenderCommand.stem(result.script))): \(JUnitReport.escape(result.references)): \(JUnitReport.escape(mismatch))</p>\n"
            }
        }
        for (index, (result, frame)) in failing.enumerated() {
            guard let paths = frame.artifacts else { continue }
            let expected = try link(paths.expected, from: folder), actual = try link(paths.actual, from: folder)
            let diff = try paths.diff.map { try link($0, from: folder) }
            body += """
            <section class="frame" id="f\(index)">
              <h2>\(JUnitReport.escape(RenderCommand.stem(result.script))) · \(frame.name) · \(JUnitReport.escape(frame.describe))</h2>
              \(frame.geometry.map { "<p class=\"geometry\">\(JUnitReport.escape($0))</p>" } ?? "")
              <div class="row">
                <figure><figcaption>Expected</figcaption><img alt="expected" src="\(expected)"></figure>
                <figure><figcaption>Actual</figcaption><img alt="actual" src="\(actual)"></figure>
                \(diff.map { "<figure><figcaption>Diff</figcaption><img alt=\"diff\" src=\"\($0)\"></figure>" } ?? "<figure><figcaption>Diff</figcaption><p>sizes differ</p></figure>")
              </div>
              <h3>Side by side</h3>
              <div class="side"><img alt="expected" src="\(expected)"><img alt="actual" src="\(actual)"></div>
              <h3>Slider: expected ◀ ▶ actual</h3>
              <div class="wipe" style="--split: 50%">
                <img alt="actual" src="\(actual)">
                <div class="over"><img alt="expected" src="\(expected)"></div>
              </div>
              <input class="slider" type="range" min="0" max="100" value="50" aria-label="wipe between expected and actual">
            </section>

            """
        }
        let failures = failing.count
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>cardmotion verify: \(failures) failing frame\(failures == 1 ? "" : "s")</title>
        <style>
        body { font: 14px -apple-system, "DejaVu Sans", sans-serif; margin: 24px; color: #222; }
        .summary { font-size: 16px; margin-bottom: 16px; }
        .frame { border-top: 1px solid #ddd; padding: 12px 0; }
        .row { display: flex; gap: 12px; flex-wrap: wrap; }
        figure { margin: 0; } figcaption { font-weight: bold; margin-bottom: 4px; }
        img { max-width: 320px; image-rendering: pixelated; border: 1px solid #ccc; }
        .side { display: flex; gap: 0; } .side img { border: none; }
        .wipe { position: relative; display: inline-block; line-height: 0; }
        .wipe .over { position: absolute; inset: 0; width: var(--split); overflow: hidden; border-right: 2px solid #e22; }
        .wipe .over img { max-width: none; width: auto; height: 100%; }
        .slider { display: block; width: 320px; }
        </style></head>
        <body>
        <p class="summary" id="summary">\(frames) frames of \(results.count) script\(results.count == 1 ? "" : "s"): <strong>\(failures) failing</strong>.</p>
        \(body)
        <script>
        for (const section of document.querySelectorAll('.frame')) {
          const wipe = section.querySelector('.wipe'), slider = section.querySelector('.slider');
          const size = () => {
            const img = wipe.querySelector(':scope > img');
            wipe.querySelector('.over img').style.height = img.clientHeight + 'px';
            slider.style.width = img.clientWidth + 'px';
          };
          wipe.querySelector(':scope > img').addEventListener('load', size); size();
          slider.addEventListener('input', () => wipe.style.setProperty('--split', slider.value + '%'));
        }
        </script>
        </body></html>

        """
    }

    /// The address of the image at `path` relative to the report in `folder`: the report refers to the images
    /// written beside it instead of embedding them, so it stays small and the artefact folder works offline.
    static func link(_ path: String, from folder: String) throws -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(prefix), FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure("cannot link \(path) from the report in \(folder)")
        }
        let relative = String(path.dropFirst(prefix.count))
        return relative.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
            .joined(separator: "/")
    }
}
