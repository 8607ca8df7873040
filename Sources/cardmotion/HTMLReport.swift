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
              <h3>Onion skin: actual over expected</h3>
              <div class="onion"><img alt="expected" src="\(expected)"><img class="top" alt="actual" src="\(actual)" style="opacity: 0.5"></div>
              <input class="opacity" type="range" min="0" max="100" value="50" aria-label="opacity of actual over expected">
              <h3>Strobe</h3>
              <div class="strobe"><img alt="strobe" src="\(expected)" data-expected="\(expected)" data-actual="\(actual)"></div>
              <button class="strobe-toggle" type="button">Strobe expected / actual</button>
            </section>

            """
        }
        let failures = failing.count
        var table = "<table id=\"scripts\"><tr><th>script</th><th>frames</th><th>failed</th><th>worst frame</th></tr>\n"
        for result in results {
            let worst = result.failures.max { $0.differentPixels < $1.differentPixels }
            table += "<tr><td>\(JUnitReport.escape(RenderCommand.stem(result.script)))</td><td>\(result.frames.count)</td>"
                + "<td>\(result.failures.count)\(result.timingMismatch == nil ? "" : " + timing")</td>"
                + "<td>\(worst.map { "\($0.name) (\(JUnitReport.escape($0.describe)))" } ?? "")</td></tr>\n"
        }
        table += "</table>"
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
        .slider, .opacity { display: block; width: 320px; }
        .onion { position: relative; display: inline-block; line-height: 0; }
        .onion .top { position: absolute; left: 0; top: 0; }
        table { border-collapse: collapse; margin-bottom: 16px; } td, th { border: 1px solid #ddd; padding: 4px 8px; text-align: left; }
        .frame.current { outline: 3px solid #48f; outline-offset: 4px; }
        .keys { color: #666; }
        </style></head>
        <body>
        <p class="summary" id="summary">\(frames) frames of \(results.count) script\(results.count == 1 ? "" : "s"): <strong>\(failures) failing</strong>.</p>
        \(table)
        <p class="keys">Keys: ↓ or j for the next failing frame, ↑ or k for the previous one.</p>
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
          const top = section.querySelector('.onion .top'), opacity = section.querySelector('.opacity');
          opacity.addEventListener('input', () => top.style.opacity = opacity.value / 100);
          const strobe = section.querySelector('.strobe img'), toggle = section.querySelector('.strobe-toggle');
          let timer = null;
          toggle.addEventListener('click', () => {
            if (timer) { clearInterval(timer); timer = null; strobe.src = strobe.dataset.expected; return; }
            timer = setInterval(() => {
              strobe.src = strobe.src.endsWith(strobe.dataset.expected) ? strobe.dataset.actual : strobe.dataset.expected;
            }, 500);
          });
        }
        const frames = [...document.querySelectorAll('.frame')];
        let current = -1;
        document.addEventListener('keydown', event => {
          const step = ['ArrowDown', 'j'].includes(event.key) ? 1 : ['ArrowUp', 'k'].includes(event.key) ? -1 : 0;
          if (!step || !frames.length) return;
          event.preventDefault();
          if (current >= 0) frames[current].classList.remove('current');
          current = Math.max(0, Math.min(frames.length - 1, current + step));
          frames[current].classList.add('current');
          frames[current].scrollIntoView({block: 'start'});
        });
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
