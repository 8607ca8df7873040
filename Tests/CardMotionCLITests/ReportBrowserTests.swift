import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing

/// The verify report in real headless Chromium (Debian's `chromium`, installed by scripts/test), driven from inside
/// the page as a reader would: the filmstrip, the plot, keyboard stepping and every view of the inspector.
@Suite struct ReportBrowserTests {
    static let quick = ["--scale", "0.5", "--fps", "10"]

    /// A failing verify of the stack example with its first drag 4 points longer (frames 4 to 9 fail, then the
    /// snapshot's passing frames warn), its artefacts in `folder/art`.
    /// Run from `folder`, which holds the references: approve replaces only references inside the folder it runs in.
    static func failingRun(in folder: String) throws -> String {
        let script = try copyOfStackExample(in: folder)
        #expect(try runCardMotion(["verify", script, "--reference", folder + "/ref", "--record", "missing"] + quick, in: folder).status == 0)
        try longerFirstDrag(String(contentsOfFile: script, encoding: .utf8)).write(toFile: script, atomically: true, encoding: .utf8)
        #expect(try runCardMotion(["verify", script, "--reference", folder + "/ref", "--artifacts", folder + "/art"] + quick, in: folder).status == 1)
        return try String(contentsOfFile: folder + "/art/report.html", encoding: .utf8)
    }

    static let chromium = Testing.ConditionTrait.enabled(if: HeadlessChromium.executable != nil,
                                                         "chromium is not installed (scripts/test installs it): report test skipped")

    @Test(chromium) func theInspectorFollowsTheFilmstripThePlotAndTheKeys() throws {
        let folder = try temporaryFolder()
        let page = try Self.failingRun(in: folder) + """
        <script>
        window.addEventListener('load', async () => {
          const out = {};
          const fire = key => document.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
          const title = () => document.getElementById('i-title').textContent;
          out.rows = document.querySelectorAll('tr.failure').length;
          out.cells = document.querySelectorAll('.filmstrip .cell.fail').length;
          out.warnings = document.querySelectorAll('.filmstrip .cell.warn').length;
          out.summaryRows = document.querySelectorAll('#scripts tr').length;
          fire('ArrowDown'); out.first = title();
          fire('j'); fire('j'); out.third = title();
          fire('k'); out.second = title();
          out.approve = document.getElementById('i-approve').textContent;
          document.querySelectorAll('.filmstrip .cell.fail')[4].click(); out.clicked = title();
          const plot = document.querySelector('svg.plot'), box = plot.getBoundingClientRect(), view = plot.viewBox.baseVal;
          const unit = Number(plot.dataset.left) + (4 + 0.5) * (plot.dataset.right - plot.dataset.left) / plot.dataset.frames;
          plot.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left + unit / view.width * box.width, clientY: box.top + 20}));
          out.plotted = title();
          fire('3');
          const over = document.querySelector('#i-wipe .over'), split = document.getElementById('i-split');
          const wide = over.getBoundingClientRect().width;
          split.value = 20; split.dispatchEvent(new Event('input'));
          out.wipe = [wide, over.getBoundingClientRect().width];
          fire('4');
          const opacity = document.getElementById('i-opacity'); opacity.value = 30; opacity.dispatchEvent(new Event('input'));
          out.onion = Number(document.getElementById('i-top').style.opacity);
          const strobe = document.getElementById('i-strobe-img');
          out.strobeStart = strobe.getAttribute('src');
          fire('s');
          await new Promise(resolve => setTimeout(resolve, 600));
          out.strobeNext = strobe.getAttribute('src');
          fire('6');
          await new Promise(resolve => setTimeout(resolve, 100));
          out.mode = document.getElementById('inspector').dataset.mode;
          const zoomed = document.querySelector('.zoom .box img');
          out.zoom = [zoomed.naturalWidth, parseFloat(zoomed.style.width), parseFloat(zoomed.style.left)];
          out.zoomNote = document.getElementById('i-zoom-note').textContent;
          // Every image the page names, the lazy thumbnails included, loads from the artefact folder.
          const sources = new Set([...document.querySelectorAll('img[src]')].map(i => i.getAttribute('src'))
            .concat([...document.querySelectorAll('tr.failure')].flatMap(r => [r.dataset.e, r.dataset.a, r.dataset.d])));
          const loads = await Promise.all([...sources].map(source => new Promise(resolve => {
            const image = new Image(); image.onload = () => resolve(image.naturalWidth > 0); image.onerror = () => resolve(false); image.src = source;
          })));
          out.sources = sources.size; out.loaded = loads.filter(Boolean).length;
          const probe = document.createElement('pre'); probe.id = 'probe'; probe.textContent = JSON.stringify(out);
          document.body.appendChild(probe);
        });
        </script>
        """
        try page.write(toFile: folder + "/art/probe.html", atomically: true, encoding: .utf8)
        let probe = try HeadlessChromium.probe(pageAt: folder + "/art/probe.html")
        #expect(number(probe["rows"]) == 6, "frames 4 to 9 fail")
        #expect(number(probe["cells"]) == 6)
        #expect(number(probe["summaryRows"]) == 2, "the summary table: a header and one script")
        #expect(probe["first"] as? String == "stack · frame-00004.png", "down selects the first failing frame")
        #expect(probe["third"] as? String == "stack · frame-00006.png")
        #expect(probe["second"] as? String == "stack · frame-00005.png", "k steps back")
        // verify ran in `folder`, not at a repository root: approve must run there too.
        #expect(probe["approve"] as? String == "cd \(HTMLReport.Commands.quoted(folder)) && cardmotion approve \(folder)/art --script stack --frames 5")
        #expect(probe["clicked"] as? String == "stack · frame-00008.png", "the fifth thumbnail of the filmstrip")
        #expect(probe["plotted"] as? String == "stack · frame-00004.png", "a click over frame 4 of the plot")
        let wipe = try #require(numbers(probe["wipe"]))
        // The wipe's box includes its 2-pixel edge.
        #expect(wipe.count == 2 && wipe[0] > 2 && abs((wipe[1] - 2) - (wipe[0] - 2) * 0.4) < 0.5, "the slider moved the wipe from 50 % to 20 %: \(wipe)")
        #expect(number(probe["onion"]) == 0.3, "the opacity control sets the onion skin's actual layer")
        #expect(probe["strobeStart"] as? String == "frame-00004.expected.png", "the strobe starts from the expected frame")
        #expect(probe["strobeNext"] as? String == "frame-00004.actual.png", "and alternates to the actual one")
        #expect(probe["mode"] as? String == "zoom")
        let zoom = try #require(numbers(probe["zoom"]))
        #expect(zoom.count == 3 && zoom[0] == 188 && zoom[1] > 188 && zoom[2] < 0,
                "the zoom enlarges the 188-pixel-wide frame and shifts it to the changed area: \(zoom)")
        #expect((probe["zoomNote"] as? String)?.hasSuffix("x.") == true, "\(probe["zoomNote"] ?? "")")
        #expect(number(probe["sources"]) == 18, "expected, actual and diff of 6 frames")
        #expect(number(probe["loaded"]) == number(probe["sources"]) )
    }

    /// 1,000 failing frames: the stack example lengthened to 1,000 frames at a quarter of its size, verified after a
    /// colour change that fails every frame. The HTML stays under 2 MB and the page works.
    @Test(chromium) func aThousandFailingFramesMakeASmallReportThatLoads() throws {
        let folder = try temporaryFolder()
        let tiny = ["--scale", "0.25", "--fps", "60"]
        let script = try copyOfStackExample(in: folder) { $0.replacingOccurrences(of: "fps: 60\n", with: "fps: 60\nduration: 16.65\n") }
        #expect(try runCardMotion(["verify", script, "--reference", folder + "/ref", "--record", "missing"] + tiny).status == 0)
        try String(contentsOfFile: script, encoding: .utf8).replacingOccurrences(of: "background: \"#FFFFFF\"", with: "background: \"#E0E0E0\"")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let failed = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--artifacts", folder + "/art"] + tiny)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains(": 0 passed, 1000 failed, 0 recorded;"), "\(failed.stdout.suffix(300))")
        let html = try String(contentsOfFile: folder + "/art/report.html", encoding: .utf8)
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes of HTML")
        // Every image the report names is in the artefact folder.
        let names = Set(html.split(separator: "\"").filter { name in [".expected.png", ".actual.png", ".diff.png"].contains { name.hasSuffix($0) } }
            .map(String.init))
        // The frames at rest fail alike: 125 distinct failures, each one's three images written once.
        #expect(names.count == 375)
        #expect(names.allSatisfy { FileManager.default.fileExists(atPath: folder + "/art/" + $0) })
        let page = html + """
        <script>
        window.addEventListener('load', () => {
          for (let i = 0; i < 1000; i++) document.dispatchEvent(new KeyboardEvent('keydown', {key: 'j'}));
          const probe = document.createElement('pre'); probe.id = 'probe';
          probe.textContent = JSON.stringify({rows: document.querySelectorAll('tr.failure').length,
            last: document.getElementById('i-title').textContent, bars: document.querySelector('.plot .failing').getAttribute('d').split('M').length - 1});
          document.body.appendChild(probe);
        });
        </script>
        """
        try page.write(toFile: folder + "/art/probe.html", atomically: true, encoding: .utf8)
        let probe = try HeadlessChromium.probe(pageAt: folder + "/art/probe.html", virtualTimeBudget: 20000)
        #expect(number(probe["rows"]) == 1000)
        #expect(number(probe["bars"]) == 1000, "a bar per failing frame in the plot")
        #expect(probe["last"] as? String == "stack · frame-00999.png", "1,000 steps from nothing selected reach the last failing frame")
    }

    func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
    func numbers(_ value: Any?) -> [Double]? { (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } }
}
