import CardMotionTestSupport
import Foundation
import Testing

/// A script's notices and warnings on stderr, one line each, the same for any `--jobs`; `--strict` turns the
/// warnings into exit 2 with nothing written, on render, preview and verify.
@Suite struct StrictWarningsTests {
    static let script = """
    screen:
      size: [200, 200]
      scale: 1
      layers:
        - {frame: [0, 0, 200, 20], text: {string: "ༀ and 😀", font: SF Pro Text}}
    fps: 10
    duration: 0.3
    widget: {kind: stack, frame: [10, 30, 180, 160]}
    cell:
      layers:
        - {frame: [0, 0, 180, 20], text: {string: "{t}", font: PingFang SC}}
    cards:
      - {t: "𝄞 中文"}
      - {t: "ༀ 𝄞"}
    """

    static let expected = """
    s.yaml:5: notice: screen.layers[0].text.font: font 'SF Pro Text' is drawn with Inter (Inter Display from 20 pt), the system font, its built-in stand-in
    s.yaml:11: notice: cell.layers[0].text.font: font 'PingFang SC' is drawn with Noto Sans CJK SC, its built-in stand-in
    s.yaml:5: warning: screen.layers[0].text.string: no font draws 'ༀ' (U+0F00)
    s.yaml:13: warning: cards[0].t: no font draws '𝄞' (U+1D11E)

    """

    @Test func warningsAreReportedOnceInAFixedOrder() throws {
        let folder = try temporaryFolder()
        try Self.script.write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        for jobs in ["1", "2"] {
            let run = try runCardMotion(["render", "s.yaml", "-o", "out\(jobs)", "--jobs", jobs], in: folder)
            #expect(run.status == 0)
            #expect(run.stderr.hasPrefix(Self.expected), "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder + "/out\(jobs)/frame-00000.png"))
        }
    }

    @Test(arguments: [["render", "s.yaml", "-o", "out"], ["preview", "s.yaml", "--output", "out.png"],
                      ["verify", "s.yaml", "--reference", "refs", "--record", "missing"]])
    func strictTurnsWarningsIntoExit2(arguments: [String]) throws {
        let folder = try temporaryFolder()
        try Self.script.write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        let run = try runCardMotion(arguments + ["--strict"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr == Self.expected + "cardmotion: --strict: 2 warnings above; nothing was written\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["s.yaml"])
    }

    /// Notices alone are not warnings: `--strict` passes a script whose only word is a stand-in's notice.
    @Test func noticesDoNotFailStrict() throws {
        let folder = try temporaryFolder()
        try Self.script.replacingOccurrences(of: "ༀ", with: "a").replacingOccurrences(of: "𝄞", with: "b")
            .write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        let run = try runCardMotion(["preview", "s.yaml", "--output", "out.png", "--strict"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr.components(separatedBy: "\n").filter { $0.contains("notice:") }.count == 2)
        #expect(!run.stderr.contains("warning:"))
    }
}
