import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// The verify report in real headless Chromium (Debian's `chromium`, installed by scripts/test): from inside the
/// page, every image has loaded and moving the slider moves the wipe between expected and actual.
@Suite struct ReportBrowserTests {
    static let example = Repository.stackExample
    @Test(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed (scripts/test installs it): report test skipped"))
    func reportImagesLoadAndTheSliderMoves() throws {
        let folder = try temporaryFolder()
        let quick = ["--scale", "0.5", "--fps", "10"]
        #expect(try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--record", "missing"] + quick).status == 0)
        var image = try PNGCodec.decode(contentsOf: folder + "/ref/frame-00004.png")
        image.pixels[(3 * image.width + 3) * 4] = 0
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: folder + "/ref/frame-00004.png"))
        #expect(try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--artifacts", folder + "/art"] + quick).status == 1)

        // A copy of the report with a probe that reports what the page sees.
        var page = try String(contentsOfFile: folder + "/art/report.html", encoding: .utf8)
        page += """
        <script>
        window.addEventListener('load', () => {
          const images = [...document.images];
          const loaded = images.filter(i => i.complete && i.naturalWidth > 0).length;
          const slider = document.querySelector('.slider'), over = document.querySelector('.wipe .over');
          const before = over.getBoundingClientRect().width;
          slider.value = 20; slider.dispatchEvent(new Event('input'));
          const after = over.getBoundingClientRect().width;
          const opacity = document.querySelector('.opacity'), top = document.querySelector('.onion .top');
          opacity.value = 30; opacity.dispatchEvent(new Event('input'));
          document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowDown'}));
          const current = document.querySelectorAll('.frame.current').length;
          const strobe = document.querySelector('.strobe img'); const first = strobe.getAttribute('src');
          document.querySelector('.strobe-toggle').click();
          const rows = document.querySelectorAll('#scripts tr').length;
          const out = document.createElement('pre'); out.id = 'probe';
          out.textContent = JSON.stringify({images: images.length, loaded, before, after, onion: Number(top.style.opacity), current, rows,
                                            strobes: first === strobe.dataset.expected ? 1 : 0});
          document.body.appendChild(out);
        });
        </script>
        """
        try page.write(toFile: folder + "/art/probe.html", atomically: true, encoding: .utf8)
        let probe = try HeadlessChromium.probe(pageAt: folder + "/art/probe.html")
        let result = probe.compactMapValues { ($0 as? NSNumber)?.doubleValue }
        #expect(result["images"] == 10, "expected, actual, diff, side by side (2), slider (2), onion skin (2), strobe")
        #expect(result["onion"] == 0.3, "the opacity control sets the onion skin's actual layer")
        #expect(result["current"] == 1, "the down arrow marks the first failing frame")
        #expect(result["rows"] == 2, "the summary table: a header and one script")
        #expect(result["strobes"] == 1, "the strobe starts from the expected frame")
        #expect(result["loaded"] == result["images"])
        let before = try #require(result["before"]), after = try #require(result["after"])
        #expect(before > 0 && after < before, "the slider moved the wipe from \(before) to \(after) px")
    }
}
