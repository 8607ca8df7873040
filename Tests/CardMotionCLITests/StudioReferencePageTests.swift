import CardMotionTestSupport
import Foundation
import Testing

/// The studio's reference mode in real headless Chromium over the DevTools protocol: expected / actual / diff of
/// the current frame, its verdict, and the failing frames marked under the scrubber.
@Suite(.serialized, .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed"))
struct StudioReferencePageTests {
    @Test func diffViewAndFailingMarks() throws {
        let (reference, verify) = try StudioReferenceTests.changedReferences(in: try temporaryFolder())
        let studio = try StudioProcess([Repository.stackExample, "--reference", reference])
        let browser = try DevToolsPipe(url: "http://127.0.0.1:\(studio.port)/")
        #expect(try browser.waitUntil("document.body.dataset.failedFrames === '10 50'"))
        for id in ["expected-view", "diff-view", "actual-caption", "marks"] {
            #expect(try browser.evaluate("document.getElementById('\(id)').hidden") as? Bool == false, "\(id)")
        }

        try browser.evaluate("studio.seek(10)")
        #expect(try browser.waitUntil("['expected', 'picture', 'diff'].every((id) => document.getElementById(id).complete && document.getElementById(id).naturalWidth === 750)"))
        #expect(try browser.evaluate("['expected', 'diff'].map((id) => document.getElementById(id).getAttribute('src'))") as? [String]
                == ["/references/10.png?script=stack&revision=1", "/diffs/10.png?script=stack&revision=1"])
        #expect(try browser.evaluate("document.getElementById('verdict').textContent") as? String == "failed: \(verify[10]!) different pixels")
        #expect(try browser.evaluate("document.getElementById('verdict').className") as? String == "failed")

        try browser.evaluate("studio.seek(11)")
        #expect(try browser.evaluate("document.getElementById('verdict').textContent") as? String == "passed: 0 different pixels")
        try browser.evaluate("studio.seek(200)")
        #expect(try browser.evaluate("document.getElementById('verdict').textContent") as? String == "no reference")
        #expect(try browser.evaluate("document.getElementById('diff').hasAttribute('src')") as? Bool == false)

        // The marks: 2 pixels wide at frame * 418 / 222 (the strip is 420 wide), red for 10 and 50, grey for 200.
        let columns = try browser.evaluate("""
            (() => {
              const c = document.getElementById('marks'), d = c.getContext('2d').getImageData(0, 0, c.width, 1).data;
              const red = [], grey = [];
              for (let x = 0; x < c.width; x++) {
                const [r, g, b, a] = d.slice(x * 4, x * 4 + 4);
                if (r === 211 && g === 47 && b === 47 && a === 255) red.push(x);
                else if (r === 158 && g === 158 && b === 158 && a === 255) grey.push(x);
                else if (a !== 0) return 'other at ' + x;
              }
              return {red, grey};
            })()
            """) as? [String: [Int]]
        #expect(columns?["red"] == [18, 19, 94, 95])
        #expect(columns?["grey"] == [376, 377])
    }
}
