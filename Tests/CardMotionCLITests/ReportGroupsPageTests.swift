import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing

/// The report's groups of matching changes in real headless Chromium, from a real failing verify run: two copies of
/// the stack example recorded, then their first drag started 0.2 s later (2 frames at 10 frames a second), so that
/// frames 4 to 12 of each fail with the same motion sentence: one group of 18 frames, shown before the scripts.
@Suite struct ReportGroupsPageTests {
    static let quick = ["--scale", "0.5", "--fps", "10"]
    static let sentence = "card-3, card-2, card-1, card-0, card-4, snapshot-0: same motion, 2 frames later (+200 ms)"

    static let chromium = Testing.ConditionTrait.enabled(if: HeadlessChromium.executable != nil,
                                                         "chromium is not installed (scripts/test installs it): report groups test skipped")

    @Test(chromium) func twoScriptsSharingAShiftAreOneGroupShownFirst() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        let scripts = ["stack.yaml", "again.yaml"]
        let stack = try copyOfStackExample(in: folder)
        try FileManager.default.copyItem(atPath: stack, toPath: folder + "/again.yaml")
        #expect(try runCardMotion(["verify"] + scripts + ["--reference", "ref", "--record", "missing"] + Self.quick, in: folder).status == 0)
        for script in scripts {
            let path = folder + "/" + script
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "- at: 0.3 ", with: "- at: 0.5 ")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        let failed = try runCardMotion(["verify"] + scripts + ["--reference", "ref", "--artifacts", "art"] + Self.quick, in: folder)
        #expect(failed.status == 1)
        #expect(failed.stdout.components(separatedBy: Self.sentence).count == 3, "both scripts explained alike: \(failed.stdout)")

        let browser = try DevToolsPipe(url: "file://" + folder + "/art/report.html")
        #expect(try browser.waitUntil("document.readyState === 'complete' && typeof select === 'function'"))
        let value = { (expression: String) in try browser.evaluate(expression) }
        // Right after the table of scripts, before the first script's section: one group, its sentence and count.
        #expect(try value("document.getElementById('scripts').nextElementSibling.id") as? String == "groups")
        #expect(try value("!!(document.getElementById('groups').compareDocumentPosition(document.querySelector('section.script')) & Node.DOCUMENT_POSITION_FOLLOWING)") as? Bool == true)
        #expect(try value("document.querySelector('#groups h2').textContent") as? String == "1 group of matching changes")
        #expect(try value("[...document.querySelectorAll('section.group')].map(g => [g.dataset.group, g.dataset.kind, g.querySelector('.group-sentence').textContent, g.querySelector('.group-count').textContent].join('|'))") as? [String]
                == ["0|motion|\(Self.sentence)|18 frames"])
        #expect(try value("document.querySelector('section.group[data-group=\"0\"] .group-actions').childNodes.length") as? Int == 0,
                "the place for the group's buttons, empty")
        // Its frames by script, each a link to the frame.
        #expect(try value("[...document.querySelectorAll('section.group li')].map(li => li.textContent.trim())") as? [String]
                == ["stack 4 5 6 7 8 9 10 11 12", "again 4 5 6 7 8 9 10 11 12"])
        #expect(try value("[...document.querySelectorAll('section.group li:nth-child(2) a.group-frame')].map(a => a.title)") as? [String]
                == (4...12).map { "again · frame \($0)" })

        // A click on the second script's frame 6 selects it in the inspector.
        try browser.evaluate("[...document.querySelectorAll('section.group li:nth-child(2) a.group-frame')].find(a => a.textContent === '6').click()")
        #expect(try value("document.getElementById('i-title').textContent") as? String == "again · frame-00006.png")
        #expect(try value("document.getElementById('i-approve').textContent") as? String == "cardmotion approve art --script again --frames 6")
        #expect(try value("document.querySelector('tr.failure.current').closest('section.script').dataset.name") as? String == "again")
        #expect(try value("document.getElementById('inspector').dataset.frame") as? String == "6")
    }
}
