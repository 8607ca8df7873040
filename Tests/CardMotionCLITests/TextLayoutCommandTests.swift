import CardMotionTestSupport
import Foundation
import Testing

/// Texts whose layout reaches the edges of Pango's 32-bit arithmetic, through `render`: exit 0 with the text drawn,
/// or exit 2 with a message naming the script, the card and its field; never a signal.
@Suite struct TextLayoutCommandTests {
    /// A script whose cell shows one text layer of `frame` with `style` (YAML flow keys), bound to one card's `t`.
    func script(frame: String, style: String, text: String) -> String {
        """
        screen: {size: [200, 200], scale: 1}
        fps: 10
        duration: 0.1
        widget: {kind: stack, frame: [10, 10, 180, 180]}
        cell:
          backgroundColor: white
          layers:
            - frame: \(frame)
              text: {string: "{t}", \(style)}
        cards:
          - {t: "\(text)"}
        """
    }

    @Test func layoutsPastPangosUnitsEndInAFrameOrAMessage() throws {
        let folder = try temporaryFolder()
        let cases: [(name: String, yaml: String, status: Int32, message: String)] = [
            // Three lines whose heights sum to 0: once Int(infinity).
            ("flat", script(frame: "[10, 10, 30, 100]", style: "size: 17, lines: 0, lineSpacing: -29.68359375", text: "aaa bbb"), 0, ""),
            // 2,000 lines of 15/1024 point: once an Int32 of millions of fitting lines.
            ("thin", script(frame: "[0, 0, 180, 100000]", style: "size: 52, lines: 0, lineSpacing: -60.5615234375",
                            text: String(repeating: "\\n", count: 2000)), 0, ""),
            // 2,000 lines of 2,000 points: once an Int32 sum that overflowed.
            ("tall", script(frame: "[0, 0, 1, 100000]", style: "size: 1000, lines: 0, lineBreak: charWrap, lineSpacing: 1000",
                            text: String(repeating: "国", count: 2000)), 2,
             "tall.yaml:11:9: cards[0].t: text of 2000 code points at size 1000.0 (kern 0.0, lineSpacing 1000.0) could lay out 6003000 points long, beyond the limit of 1000000 points; shorten it or lower its size, kern or lineSpacing\n"),
        ]
        for item in cases {
            let path = folder + "/\(item.name).yaml"
            try item.yaml.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try runCardMotion(["render", path, "--output", folder + "/out-\(item.name)"], timeLimit: 60)
            #expect(run.status == item.status, "\(item.name): \(run.stderr)")
            #expect(run.stderr == (item.message.isEmpty ? "" : "cardmotion: \(folder)/\(item.message)"), "\(item.name)")
            if item.status == 0 {
                #expect(FileManager.default.fileExists(atPath: folder + "/out-\(item.name)/frame-00000.png"), "\(item.name)")
            }
        }
    }
}
