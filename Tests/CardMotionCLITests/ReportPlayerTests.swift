import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing

/// The report's player, track plots, placeholder and approve command, from a real failing verify run: the stack
/// example recorded, then its first drag started 0.2 s later (2 frames at 10 frames a second), so frames 4 to 12
/// fail and every card's motion reads "same motion, 2 frames later (+200 ms)".
@Suite struct ReportPlayerTests {
    static let quick = ["--scale", "0.5", "--fps", "10"]

    /// Records the stack example in `folder` (references in `ref`), delays its first drag and verifies it again with
    /// its artefacts in `art`, both runs in `folder` with the paths relative to it. Returns the report's text.
    static func delayedDrag(in folder: String) throws -> String {
        _ = try copyOfStackExample(in: folder)
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--record", "missing"] + quick, in: folder).status == 0)
        let script = folder + "/stack.yaml"
        try String(contentsOfFile: script, encoding: .utf8).replacingOccurrences(of: "- at: 0.3 ", with: "- at: 0.5 ")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let failed = try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--artifacts", "art"] + quick, in: folder)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("card-3, card-2, card-1, card-0, card-4, snapshot-0: same motion, 2 frames later (+200 ms)"), "\(failed.stdout)")
        return try String(contentsOfFile: folder + "/art/report.html", encoding: .utf8)
    }

    /// A repository root (it holds `.git`) with the script in `app`.
    static func repository() throws -> (root: String, app: String) {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/app", withIntermediateDirectories: true)
        return (root, root + "/app")
    }

    /// verify at the root shows the paths as typed; verify in a subfolder shows `cd FOLDER && ...`, which approves
    /// the frames when pasted at the root.
    @Test(chromium) func theApproveCommandWorksPastedAtTheRepositoryRoot() throws {
        let (root, app) = try Self.repository()
        _ = try Self.delayedDrag(in: app)
        let html = try HeadlessChromium.renderedDOM(pageAt: app + "/art/report.html")
        let command = "cd \(HTMLReport.Commands.quoted(app)) && cardmotion approve art --script stack"
        #expect(html.contains("data-approve=\"\(command.replacingOccurrences(of: "&", with: "&amp;"))\""), "\(html.prefix(3000))")
        let pasted = try pasteInShell(command + " --frames 6", in: root)
        #expect(pasted.status == 0 && pasted.output.hasSuffix("approve: 1 frame approved\n"), "\(pasted.output)")
        let again = try runCardMotion(["verify", "stack.yaml", "--reference", "ref"] + Self.quick, in: app)
        #expect(again.stdout.contains("30 passed, 8 failed"), "frame 6 approved: \(again.stdout.suffix(200))")

        // At the root itself: the command as typed, no cd.
        let atRoot = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: atRoot + "/.git", withIntermediateDirectories: true)
        _ = try Self.delayedDrag(in: atRoot)
        let rootHTML = try HeadlessChromium.renderedDOM(pageAt: atRoot + "/art/report.html")
        #expect(rootHTML.contains("data-approve=\"cardmotion approve art --script stack\""))
        let approved = try pasteInShell("cardmotion approve art --script stack", in: atRoot)
        #expect(approved.status == 0 && approved.output.hasSuffix("approve: 9 frames approved\n"), "\(approved.output)")
    }

    static let chromium = Testing.ConditionTrait.enabled(if: HeadlessChromium.executable != nil,
                                                         "chromium is not installed (scripts/test installs it): report test skipped")

    @Test(chromium) func theInspectorPlaysTheFailingFramesAndThePlotFollows() throws {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        _ = try Self.delayedDrag(in: root)
        let browser = try DevToolsPipe(url: "file://" + root + "/art/report.html")
        #expect(try browser.waitUntil("document.readyState === 'complete' && document.querySelectorAll('canvas.track').length > 0"))
        let value = { (expression: String) in try browser.evaluate(expression) }
        let text = { (id: String) in try browser.evaluate("document.getElementById('\(id)').textContent") as? String }
        #expect(try value("[...document.querySelectorAll('ul.motion li')].map(item => item.outerHTML)") as? [String]
                == ["<li>card-3, card-2, card-1, card-0, card-4, snapshot-0: same motion, 2 frames later (+200 ms)</li>"])

        // Nothing selected: the placeholder shows, no image is visible (so none is broken), the player is disabled.
        #expect(try value("document.getElementById('i-placeholder').offsetHeight > 0") as? Bool == true)
        #expect(try value("[...document.querySelectorAll('#inspector img')].filter(i => i.offsetParent !== null).length") as? Int == 0)
        #expect(try value("['i-play', 'i-scrub', 'i-speed'].map(id => document.getElementById(id).disabled)") as? [Bool] == [true, true, true])

        // The curves: a plot per node, in the scene's order (all changes in time); card-0's, with the recorded (dashed, orange) and new (solid, blue)
        // lines' pixels, over frames 4 to 12 shaded.
        #expect(try value("[...document.querySelectorAll('canvas.track')].map(c => c.closest('figure').querySelector('figcaption').textContent)") as? [String]
                == ["card-3", "card-2", "card-1", "card-0", "card-4", "snapshot-0"])
        let colours = try #require(value("""
            (() => {
              const canvas = [...document.querySelectorAll('canvas.track')].find(c => c.closest('figure').querySelector('figcaption').textContent === 'card-0'), data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
              const near = (i, r, g, b) => Math.abs(data[i] - r) < 40 && Math.abs(data[i + 1] - g) < 40 && Math.abs(data[i + 2] - b) < 40 && data[i + 3] > 200;
              let recorded = 0, actual = 0;
              for (let i = 0; i < data.length; i += 4) { if (near(i, 224, 112, 0)) recorded++; if (near(i, 26, 102, 217)) actual++; }
              return [recorded, actual];
            })()
            """) as? [Int])
        #expect(colours.count == 2 && colours[0] > 50 && colours[1] > 50, "pixels of the recorded and new lines: \(colours)")
        // card-0 stays opaque: its alpha panel spans 0 to 1 (not 0 to 2 around a constant 1).
        let ranges = try #require(value("""
            [...document.querySelectorAll('canvas.track')].find(c => c.closest('figure').querySelector('figcaption').textContent === 'card-0').dataset.ranges
            """) as? String)
        #expect(ranges.hasSuffix(", alpha 0 to 1"), "\(ranges)")

        // A click on the plot over frame 6 selects it: images, time, approve command, the cursor on the plot.
        try browser.evaluate("""
            (() => {
              const canvas = [...document.querySelectorAll('canvas.track')].find(c => c.closest('figure').querySelector('figcaption').textContent === 'card-0'), box = canvas.getBoundingClientRect();
              const x = 70 + 6 / 37 * (canvas.width - 80);
              canvas.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left + x * box.width / canvas.width, clientY: box.top + 20}));
            })()
            """)
        #expect(try text("i-title") == "stack · frame-00006.png")
        #expect(try text("i-time") == "0.60 s")
        #expect(try text("i-approve") == "cardmotion approve art --script stack --frames 6")
        #expect(try text("i-position") == "frame 6: 3 of 9 failing")
        #expect(try value("[...document.querySelectorAll('canvas.track')].find(c => c.closest('figure').querySelector('figcaption').textContent === 'card-0').dataset.cursor") as? String == "6")
        #expect(try value("document.getElementById('i-placeholder').offsetHeight") as? Int == 0)
        #expect(try browser.waitUntil("[...document.querySelectorAll('.view.three img')].every(i => i.complete && i.naturalWidth === 188)"))
        #expect(try value("player.ahead.map(i => i.getAttribute('src'))") as? [String]
                == ["frame-00007", "frame-00008", "frame-00009"].flatMap { ["\($0).expected.png", "\($0).actual.png", "\($0).diff.png"] },
                "the next three frames' images load ahead")

        // Play: the shown frame advances (expected, actual and diff together), then pause.
        try browser.evaluate("document.getElementById('i-play').click()")
        #expect(try text("i-play") == "Pause")
        #expect(try browser.waitUntil("document.getElementById('inspector').dataset.frame !== '6'"))
        #expect(try value("""
            (() => { const f = document.getElementById('inspector').dataset.frame.padStart(5, '0');
              return [...document.querySelectorAll('.view.three img')].map(i => i.getAttribute('src')).join() ===
                `frame-${f}.expected.png,frame-${f}.actual.png,frame-${f}.diff.png`; })()
            """) as? Bool == true)
        try browser.evaluate("document.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', bubbles: true}))")
        #expect(try text("i-play") == "Play", "space pauses")
        #expect(try value("'playing' in document.getElementById('inspector').dataset") as? Bool == false)

        // Scrub to the ninth failing frame, frame 12.
        try browser.evaluate("(() => { const s = document.getElementById('i-scrub'); s.value = 8; s.dispatchEvent(new Event('input')); })()")
        #expect(try text("i-title") == "stack · frame-00012.png")
        #expect(try text("i-time") == "1.20 s")
        #expect(try value("[...document.querySelectorAll('canvas.track')].find(c => c.closest('figure').querySelector('figcaption').textContent === 'card-0').dataset.cursor") as? String == "12")

        // Speed: one second of playing from the first failing frame steps 5 frames at 0.5x, 20 (looping over 9) at 2x.
        for (speed, frame) in [("0.5", "9"), ("2", "6")] {
            #expect(try value("""
                (() => { select(0); const s = document.getElementById('i-speed'); s.value = '\(speed)'; s.dispatchEvent(new Event('change'));
                  play(); tick(player.start + 1000); pause(); return document.getElementById('inspector').dataset.frame; })()
                """) as? String == frame, "at \(speed)x")
        }
    }
}
