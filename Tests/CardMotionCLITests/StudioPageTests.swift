import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// The studio's page in real headless Chromium, driven over the DevTools protocol (an open event stream keeps
/// `--virtual-time-budget` from ever returning): seeking shows the frame, the curves are drawn, the error banner
/// comes and goes with a broken and a fixed save.
@Suite(.serialized, .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed"))
struct StudioPageTests {
    @Test func seekingCurvesAndTheErrorBanner() throws {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder)
        let studio = try StudioProcess([script])
        let browser = try DevToolsPipe(url: "http://127.0.0.1:\(studio.port)/")
        #expect(try browser.waitUntil("document.body.dataset.revision === '1' && document.body.dataset.curves === '10'"))
        #expect(try browser.evaluate("document.getElementById('sidebar').hidden") as? Bool == true)

        // Seeking to frame 45 shows frame 45: the picture's source, decoded at the frame's size, and the readout.
        try browser.evaluate("studio.seek(45)")
        #expect(try browser.waitUntil("document.getElementById('picture').dataset.shown === '45'"))
        #expect(try browser.evaluate("document.getElementById('picture').getAttribute('src')") as? String
                == "/frames/45.png?script=stack&revision=1")
        #expect(try browser.evaluate("[document.getElementById('picture').naturalWidth, document.getElementById('picture').naturalHeight]") as? [Int] == [750, 1334])
        #expect(try browser.evaluate("document.getElementById('readout').textContent") as? String == "frame 45 / 222  0.750 s")
        // The picture's pixels are the frame's: drawn to a canvas, their FNV-1a hash equals that of the PNG render
        // writes (the page's Content-Security-Policy refuses images from anywhere else, data: URLs included).
        let rendered = try temporaryFolder()
        #expect(try runCardMotion(["render", script, "-o", rendered, "--from", "0.75", "--to", "0.75"]).status == 0)
        let expected = try PNGCodec.decode(contentsOf: rendered + "/frame-00045.png")
        var hash: UInt32 = 2_166_136_261
        for byte in expected.pixels { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let shown = try browser.evaluate("""
            (() => {
              const c = document.createElement('canvas'); c.width = 750; c.height = 1334;
              const g = c.getContext('2d'); g.drawImage(document.getElementById('picture'), 0, 0);
              const d = g.getImageData(0, 0, 750, 1334).data;
              let h = 2166136261;
              for (let i = 0; i < d.length; i++) h = Math.imul(h ^ d[i], 16777619) >>> 0;
              return h;
            })()
            """)
        #expect((shown as? NSNumber)?.uint32Value == hash)
        #expect(expected.width == 750)

        // Keys: shift+right is 10 frames on, left one back.
        try browser.evaluate("document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', shiftKey: true}))")
        try browser.evaluate("document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft'}))")
        #expect(try browser.evaluate("studio.frame") as? Int == 54)
        #expect(try browser.waitUntil("document.getElementById('picture').dataset.shown === '54'"))

        // The curves: the selected card (card-0) in blue, the cursor in red, at the cursor's column.
        let curves = try browser.evaluate("""
            (() => {
              const c = document.getElementById('curves'), d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
              let blue = 0, red = 0;
              for (let i = 0; i < d.length; i += 4) {
                if (d[i] === 26 && d[i + 1] === 102 && d[i + 2] === 217 && d[i + 3] === 255) blue++;
                if (d[i] === 221 && d[i + 1] === 34 && d[i + 2] === 34 && d[i + 3] === 255) red++;
              }
              return {blue, red, selected: studio.selected};
            })()
            """) as? [String: Any]
        #expect((curves?["blue"] as? Int ?? 0) > 500)
        #expect((curves?["red"] as? Int ?? 0) > 100)
        #expect(curves?["selected"] as? String == "card-0")

        // Clicking the y panel on card-2's curve (at frame 10, where the fanned cards' centres differ) selects it.
        let clicked = try browser.evaluate("""
            (() => {
              const c = document.getElementById('curves'), box = c.getBoundingClientRect(), series = studio.series;
              let low = Infinity, high = -Infinity;
              for (const id in series) for (const v of series[id].values.y) if (v !== null) { low = Math.min(low, v); high = Math.max(high, v); }
              const card = series['card-2'], value = card.values.y[card.frames.indexOf(10)];
              const x = 70 + 10 / 222 * (c.width - 80), y = 76 + 4 + 64 - (value - low) / (high - low) * 64;
              c.dispatchEvent(new MouseEvent('click', {clientX: box.left + x * box.width / c.width, clientY: box.top + y * box.height / c.height}));
              return studio.selected;
            })()
            """)
        #expect(clicked as? String == "card-2")
        #expect(try browser.evaluate("document.getElementById('selection').textContent.startsWith('card-2: x ')") as? Bool == true)

        // Clicking the picture at card-1's centre (frame 54's, from /frames/54.json, in screen points scaled to the
        // shown picture) selects it.
        #expect(try browser.evaluate("[studio.state.screen.width, studio.state.screen.height, studio.state.screen.scale]") as? [Int] == [375, 667, 2])
        #expect(try browser.waitUntil("studio.motion && studio.motion.asked.frame === 54"))
        let picked = try browser.evaluate("""
            (() => {
              const p = document.getElementById('picture'), box = p.getBoundingClientRect(), t = studio.motion.nodes['card-1'];
              p.dispatchEvent(new MouseEvent('click', {clientX: box.left + t.x / 375 * box.width, clientY: box.top + t.y / 667 * box.height}));
              return studio.selected;
            })()
            """)
        #expect(picked as? String == "card-1")
        // The touch overlay at frame 54: the first drag's finger, half faded, over the picture; unticked, none.
        #expect(try browser.waitUntil("document.body.dataset.touches === '1'"))
        let overlay = try browser.evaluate("""
            (() => {
              const c = document.getElementById('touches'), t = studio.motion.touches[0], k = c.width / 375;
              const d = c.getContext('2d').getImageData(Math.round(t[0] * k), Math.round(t[1] * k), 1, 1).data;
              return [d[0], d[1], d[2], d[3]];
            })()
            """) as? [Int]
        // Grey 153 at 0.5 x 0.5 opacity: alpha 64 of 255. The canvas keeps premultiplied 8-bit colour (153 x 0.25
        // = 38), so reading it back unpremultiplied gives 38 x 255 / 64 = 151.
        #expect(overlay == [151, 151, 151, 64])
        try browser.evaluate("document.getElementById('show-touches').click()")
        #expect(try browser.evaluate("document.body.dataset.touches") as? String == "0")
        try browser.evaluate("document.getElementById('show-touches').click()")
        #expect(try browser.evaluate("document.getElementById('selection').textContent.startsWith('card-1: x ')") as? Bool == true)

        // A broken save: the banner with the CLI's place and message, the frame still shown.
        let good = try String(contentsOfFile: script, encoding: .utf8)
        let lines = good.split(separator: "\n", omittingEmptySubsequences: false).count
        try (good + "widget: [\n").write(toFile: script, atomically: true, encoding: .utf8)
        #expect(try browser.waitUntil("!document.getElementById('banner').hidden"))
        #expect(try browser.evaluate("document.getElementById('banner').textContent") as? String
                == "\(script):\(lines + 1):1: is not valid YAML or JSON: while parsing a flow node did not find expected node content")
        #expect(try browser.waitUntil("document.getElementById('picture').dataset.shown === '54'"))
        #expect(try browser.evaluate("studio.frame") as? Int == 54)

        // Fixed: the banner goes, the time stays.
        try good.write(toFile: script, atomically: true, encoding: .utf8)
        #expect(try browser.waitUntil("document.body.dataset.revision === '3' && document.getElementById('banner').hidden"))
        #expect(try browser.evaluate("studio.frame") as? Int == 54)
    }

    /// Loaded cold, the page's load event finds the first frame's picture already decoded (it is part of the
    /// document, not set later by the page's script), at `?frame=N` (within the script's range) too; the page's
    /// script then keeps it.
    @Test func theFirstFrameIsLoadedWithThePage() throws {
        let studio = try StudioProcess([Repository.stackExample])
        let watch = """
            window.addEventListener('load', () => {
              const p = document.getElementById('picture');
              window.atLoad = [p.getAttribute('src'), p.complete, p.naturalWidth, p.naturalHeight];
            });
            """
        for (query, frame) in [("", 0), ("&frame=45", 45), ("&frame=99999", 222), ("&frame=x", 0)] {
            let browser = try DevToolsPipe(url: "http://127.0.0.1:\(studio.port)/?events=off\(query)", beforeLoad: watch)
            #expect(try browser.waitUntil("window.atLoad !== undefined"), "\(query)")
            let atLoad = try browser.evaluate("window.atLoad") as? [Any]
            #expect(atLoad?.first as? String == "/frames/\(frame).png?script=stack&revision=1", "\(query)")
            #expect(atLoad?.dropFirst().compactMap { ($0 as? NSNumber)?.intValue } == [1, 750, 1334], "\(query)")
            #expect(try browser.waitUntil("document.body.dataset.curves === '10' && studio.frame === \(frame)"), "\(query)")
            #expect(try browser.evaluate("document.getElementById('picture').getAttribute('src')") as? String
                    == "/frames/\(frame).png?script=stack&revision=1", "\(query)")
        }
    }

    /// A script whose file name holds `<!--`, `&` and `<script>`: the page's data block stays one block (the
    /// document has its four scripts and no other), the page opens at its first frame, the name encoded in the
    /// picture's address, and the sidebar lists it as it is.
    @Test func aScriptNamedLikeMarkupIsShownAsText() throws {
        let folder = try temporaryFolder()
        let named = folder + "/<!--a&b><script>.yaml"
        try FileManager.default.moveItem(atPath: try copyOfStackExample(in: folder), toPath: named)
        let studio = try StudioProcess([named, Repository.stackExample])
        let page = try LoopbackHTTP.get("/?events=off", port: studio.port).text
        #expect(page.components(separatedBy: "</script>").count - 1 == 4, "the data block and three scripts")
        #expect(page.contains(#""script":"\u003c!--a\u0026b\u003e\u003cscript\u003e""#), "\(page.suffix(400))")
        let browser = try DevToolsPipe(url: "http://127.0.0.1:\(studio.port)/?events=off")
        #expect(try browser.waitUntil("document.body.dataset.curves === '10' && document.getElementById('picture').dataset.shown === '0'"))
        #expect(try browser.evaluate("document.scripts.length") as? Int == 4)
        #expect(try browser.evaluate("document.getElementById('picture').getAttribute('src')") as? String
                == "/frames/0.png?script=%3C!--a%26b%3E%3Cscript%3E&revision=1")
        #expect(try browser.evaluate("[...document.querySelectorAll('#sidebar button')].map(b => b.textContent)") as? [String]
                == ["<!--a&b><script>", "stack"])
    }

    /// A plain `chromium --headless --screenshot` (no virtual time: the capture follows the load event) shows the
    /// first frame: the picture's box, 540 pixels high in a 900-pixel window (60vh), is the frame, not the page's
    /// grey behind a broken image.
    @Test func aPlainScreenshotShowsTheFirstFrame() throws {
        let studio = try StudioProcess([Repository.stackExample])
        let folder = try temporaryFolder()
        _ = try HeadlessChromium.run(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1200,900",
                                      "--user-data-dir=" + folder + "/profile", "--screenshot=" + folder + "/shot.png",
                                      "http://127.0.0.1:\(studio.port)/?events=off"], watching: [studio.process.processIdentifier], timeLimit: 180)
        let shot = try PNGCodec.decode(contentsOf: folder + "/shot.png")
        // The picture's box: main's padding (14, 10) and the image's 1-pixel border, 540 x 540 * 750 / 1334 pixels.
        let frame = try PNGCodec.decode(LoopbackHTTP.get("/frames/0.png", port: studio.port).body)
        var pageGrey = 0, white = 0, total = 0
        for y in 11..<551 {
            for x in 15..<318 {
                let index = (y * shot.width + x) * 4
                let pixel = Array(shot.pixels[index..<index + 3])
                if pixel == [244, 244, 246] { pageGrey += 1 }
                if pixel == [255, 255, 255] { white += 1 }
                total += 1
            }
        }
        #expect(pageGrey == 0)
        // The frame's own share of white (its background) is the picture's, give or take the scaling's blend.
        var frameWhite = 0
        for index in stride(from: 0, to: frame.pixels.count, by: 4) where Array(frame.pixels[index..<index + 3]) == [255, 255, 255] {
            frameWhite += 1
        }
        let shown = Double(white) / Double(total), drawn = Double(frameWhite) / Double(frame.width * frame.height)
        #expect(abs(shown - drawn) < 0.05, "white: \(shown) shown, \(drawn) in the frame")
    }
}
