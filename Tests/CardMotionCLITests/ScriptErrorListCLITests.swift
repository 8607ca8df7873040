import CardMotionTestSupport
import Foundation
import Testing

/// Every command that reads a script prints all of its errors, each on its own line (the first after the program's
/// name), exits with status 2 and writes nothing.
@Suite struct ScriptErrorListCLITests {
    static let script = """
        screen: {size: [375, 812], backgroud: white}
        widget: {kind: stack, frame: [20, 100, 335, 500]}
        timeline:
          - {at: -1, tap: [10, 10]}
        """

    @Test func everyCommandPrintsEveryError() throws {
        let folder = try temporaryFolder()
        let path = folder + "/two.yaml"
        try Self.script.write(toFile: path, atomically: true, encoding: .utf8)
        let expected = """
            cardmotion: \(path):1:28: screen.backgroud: unknown key 'backgroud' (did you mean 'background'?); expected one of background, layers, scale, size
            \(path):4:10: timeline[0].at: -1.0 is out of range: expected 0.0...3600.0 seconds

            """
        for arguments in [["render", path, "-o", folder + "/frames"], ["states", path], ["preview", path, "-o", folder + "/p.png"],
                          ["verify", path, "--reference", folder + "/golden"]] {
            let run = try runCardMotion(arguments)
            #expect(run.status == 2, "\(arguments[0])")
            #expect(run.stderr == expected, "\(arguments[0])")
            #expect(run.stdout.isEmpty, "\(arguments[0])")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["two.yaml"])
    }
}
