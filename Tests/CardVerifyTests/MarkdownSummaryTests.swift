import CardGeometry
import CardRender
import CardScene
import CardVerify
import Testing

/// `verify --summary-markdown`'s summary, from ScriptVerifications made here: the exact Markdown of a failing run
/// with variants and a passing one, names holding markup escaped, the bounds on its length, and the run page link.
@Suite struct MarkdownSummaryTests {
    /// `count` frames of `script`, those in `failing` failing with their images in `visual-artifacts` and, when
    /// `approvable`, an approval entry.
    static func result(_ script: String, variant: String? = nil, references: String, count: Int, failing: Set<Int>,
                       approvable: Bool = true) -> ScriptVerification {
        let records = (0..<count).map { frame in
            let name = FrameFileName.of(frame)
            guard failing.contains(frame) else { return FrameRecord(frame: frame, name: name, outcome: .passed, differentPixels: 0) }
            var record = FrameRecord(frame: frame, name: name, outcome: .failed(differentPixels: 100 + frame), differentPixels: 100 + frame)
            record.artifacts = FailureArtifacts(frame: name, in: "visual-artifacts/" + ScriptStem.of(script))
            if approvable {
                record.approval = ApprovalManifest.Frame(
                    script: script, name: name, frame: frame, reference: references + "/" + name,
                    referenceSHA256: String(repeating: "0", count: 64), actual: name, actualSHA256: String(repeating: "1", count: 64),
                    width: 2, height: 2, states: StatesLine(frame: frame, time: 0, nodes: []))
            }
            return record
        }
        var result = ScriptVerification(script: script, references: references, frames: records, seconds: 1, totalPixels: 4, scale: 1)
        result.variant = variant
        return result
    }

    static func node(_ id: String, x: Double) -> NodeGeometry {
        NodeGeometry(id: id, center: Point(x: x, y: 10), rotation: 0, scale: (1, 1), alpha: 1)
    }

    static let context = MarkdownSummary.Context(artifacts: "visual-artifacts", report: "report-1-of-3.html",
                                                 shard: Shard(index: 1, count: 3),
                                                 runPage: "https://github.com/owner/repo/actions/runs/42")

    /// A passing script, a script whose two cards move 3 frames later (in its `dark` variant), and one whose first
    /// frame changed in its drawing and second frame in its geometry (in its top-level settings, not approvable).
    static var failingRun: [ScriptVerification] {
        let passing = result("Examples/deck.yaml", variant: "dark", references: "visual/references/deck/dark", count: 3, failing: [])
        var shifted = result("Examples/stack.yaml", variant: "dark", references: "visual/references/stack/dark", count: 5, failing: [2, 3])
        shifted.motion = ["card-0", "card-1"].map { MotionChange(node: $0, kind: .shifted(frames: 3, seconds: 0.05)) }
        var drawn = result("Examples/grid.yaml", references: "visual/references/grid", count: 4, failing: [0, 1], approvable: false)
        drawn.frames[0].geometry = GeometryNote(changes: [])
        drawn.frames[1].geometry = GeometryNote(changes: NodeGeometry.changes(from: [node("chip-1", x: 10)], to: [node("chip-1", x: 14)]))
        return [passing, shifted, drawn]
    }

    @Test func aFailingRunIsSummarisedFailingScriptsFirstWithTheirSentencesAndCommands() {
        let expected = """
        ## cardmotion verify, shard 1 of 3: 2 of 3 script variants failed

        4 of 12 frames failed.

        Report: [visual-artifacts/report-1-of-3.html](visual-artifacts/report-1-of-3.html) (in the artefact folder).

        Run: [the CI run's page](https://github.com/owner/repo/actions/runs/42), which lists the artefacts it uploaded.

        | Script | Variant | Frames | Failing |
        | --- | --- | ---: | ---: |
        | stack | dark | 5 | 2 |
        | grid | default | 4 | 2 |
        | deck | dark | 3 | 0 |

        #### stack \\[dark\\]: 2 of 5 frames failed

        - card-0, card-1: same motion, 3 frames later (+50 ms)

        Approve them:

        ```sh
        cardmotion approve visual-artifacts --script stack --reference visual/references/stack/dark
        ```

        #### grid: 2 of 4 frames failed

        - frame-00000.png: 100 different pixels; same geometry: a drawing change (fonts, colours, images)
        - frame-00001.png: 101 different pixels; chip-1 moved (+4.0, +0.0) pt

        Record the reference again:

        ```sh
        cardmotion verify Examples/grid.yaml --reference visual/references/grid --record failed
        ```

        """
        #expect(MarkdownSummary.markdown(for: Self.failingRun, context: Self.context) == expected)
    }

    @Test func aPassingRunSaysSoAndWithoutArtefactsAFailureSaysHowToGetTheCommand() {
        let passing = [Self.result("stack.yaml", references: "ref", count: 3, failing: [])]
        #expect(MarkdownSummary.markdown(for: passing, context: MarkdownSummary.Context(artifacts: nil)) == """
        ## cardmotion verify: passed

        Every frame matched its reference: 3 frames of 1 script.

        | Script | Frames | Failing |
        | --- | ---: | ---: |
        | stack | 3 | 0 |

        """)
        let failing = [Self.result("stack.yaml", references: "ref", count: 3, failing: [1])]
        #expect(MarkdownSummary.markdown(for: failing, context: MarkdownSummary.Context(artifacts: nil)) == """
        ## cardmotion verify: 1 of 1 script failed

        1 of 3 frames failed.

        | Script | Frames | Failing |
        | --- | ---: | ---: |
        | stack | 3 | 1 |

        #### stack: 1 of 3 frames failed

        - frame-00001.png: 101 different pixels

        Run verify with `--artifacts DIR` for the command that approves these frames.

        """)
        #expect(MarkdownSummary.markdown(for: [], context: Self.context).hasPrefix("""
        ## cardmotion verify, shard 1 of 3: passed

        No script to check in this shard.
        """))
    }

    @Test func namesHoldingMarkupStayTextOnTheirLineAndCannotEndTheCommandsBlock() {
        #expect(MarkdownSummary.escaped("a|b <img src=x> *c* _d_ [e](f) `g` &amp; ~h~ $i$ @team #1 !x \\")
                == "a\\|b \\<img src=x\\> \\*c\\* \\_d\\_ \\[e\\](f) \\`g\\` \\&amp; \\~h\\~ \\$i\\$ \\@team \\#1 \\!x \\\\")
        #expect(MarkdownSummary.escaped("- item") == "\\- item")
        #expect(MarkdownSummary.escaped("+ item") == "\\+ item")
        #expect(MarkdownSummary.escaped("12. item") == "12\\. item")
        #expect(MarkdownSummary.escaped("3) item") == "3\\) item")
        #expect(MarkdownSummary.escaped("card-1 2. x") == "card-1 2. x")
        #expect(MarkdownSummary.escaped("a\nb\r\u{1B}c\u{2028}d") == "a\\\\x0Ab\\\\x0D\\\\x1Bc\\\\u{2028}d")

        let tricky = Self.result("odd/a|b`<br>`.yaml", references: "ref dir/a|b", count: 1, failing: [0])
        let markdown = MarkdownSummary.markdown(for: [tricky], context: MarkdownSummary.Context(artifacts: "art (1)"))
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("| a\\|b\\`\\<br\\>\\` | 1 | 1 |"))
        #expect(lines.contains("#### a\\|b\\`\\<br\\>\\`: 1 of 1 frame failed"))
        #expect(lines.contains("Report: [art (1)/report.html](art%20%281%29/report.html) (in the artefact folder)."))
        // The command holds a run of one backtick: a fence of three cannot be ended by it.
        #expect(lines.suffix(4) == ["```sh", "cardmotion approve 'art (1)' --script 'a|b`<br>`'", "```", ""])
        #expect(MarkdownSummary.markdown(for: [Self.result("a```b.yaml", references: "r", count: 1, failing: [0])],
                                         context: MarkdownSummary.Context(artifacts: "art"))
                    .hasSuffix("\n````sh\ncardmotion approve art --script 'a```b'\n````\n"))
    }

    @Test func aLargeRunIsCutToItsBoundsAndSaysHowMuchWasLeftOut() {
        let long = String(repeating: "n", count: 2000)
        let results = (0..<400).map { index in
            var result = Self.result("s\(index)-\(long).yaml", variant: "v", references: String(repeating: "r", count: 4000),
                                     count: 3, failing: index < 300 ? [0, 1] : [])
            result.motion = (0..<50).map { MotionChange(node: "card-\($0)-" + long, kind: .shifted(frames: $0 + 1, seconds: 0.05)) }
            return result
        }
        let context = MarkdownSummary.Context(artifacts: String(repeating: "a", count: 4000), approveIn: "/" + String(repeating: "w", count: 4000))
        let markdown = MarkdownSummary.markdown(for: results, context: context)
        let lines = markdown.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("| s") }.count == MarkdownSummary.tableRows)
        #expect(lines.contains("... and 350 more script variants (250 of them failing)."))
        #expect(lines.filter { $0.hasPrefix("#### ") }.count == MarkdownSummary.detailedScripts)
        #expect(lines.filter { $0 == "- ... and 40 more" }.count == MarkdownSummary.detailedScripts)
        #expect(lines.contains("... and 290 more failing script variants: the report lists every one."))
        // Each listed sentence keeps 300 characters of its source and says it was cut.
        let sentence = lines.first { $0.hasPrefix("- card") }
        #expect(sentence == "- card-0-" + String(repeating: "n", count: 293) + "…")
        #expect(markdown.utf8.count < 300_000, "\(markdown.utf8.count) bytes")
    }

    @Test func theRunPageIsLinkedOnlyFromValuesThatLookLikeGitHubs() {
        #expect(MarkdownSummary.runPage(server: "https://github.com", repository: "owner/repo", runID: "123")
                == "https://github.com/owner/repo/actions/runs/123")
        #expect(MarkdownSummary.runPage(server: "https://ghe.example.com:8443/", repository: "my-org/my.repo_1", runID: "9")
                == "https://ghe.example.com:8443/my-org/my.repo_1/actions/runs/9")
        for (server, repository, runID) in [("https://github.com", "owner/repo", nil), (nil, "owner/repo", "1"),
                                            ("javascript:alert(1)", "owner/repo", "1"), ("https://github.com/x)", "owner/repo", "1"),
                                            ("https://github.com", "owner/repo/extra", "1"), ("https://github.com", "../x", "1"),
                                            ("https://github.com", "owner/re po", "1"), ("https://github.com", "owner/repo", "1a"),
                                            ("https://", "owner/repo", "1"), ("https://github.com", "owner/repo", "")] as [(String?, String?, String?)] {
            #expect(MarkdownSummary.runPage(server: server, repository: repository, runID: runID) == nil, "\(String(describing: server)) \(String(describing: repository)) \(String(describing: runID))")
        }
    }
}
