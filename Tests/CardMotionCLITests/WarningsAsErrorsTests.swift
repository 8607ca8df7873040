import CardMotionTestSupport
import Foundation
import Testing

/// Warnings are errors in CI: `scripts/test` sets `CARDMOTION_WARNINGS_AS_ERRORS=1`, and the manifest then treats
/// every warning of each of the project's own Swift targets as an error, leaving the C and system-library targets
/// (and the dependencies, which SwiftPM builds with warnings suppressed) alone.
@Suite struct WarningsAsErrorsTests {
    /// The targets that are not Swift code of the project's own: the system libraries and the C targets.
    static let cTargets: Set<String> = ["CCairo", "CChildProcess", "CCrashCleanup", "CDeflate", "CJPEG", "CJPEGSupport", "CPNG",
                                        "CPNGSupport", "CPangoCairo", "CPangoFT2", "CPixelSupport", "CWebP"]

    /// Each target of the manifest, as `swift package dump-package` reads it with `variable` set or unset, and
    /// whether it treats all warnings as errors.
    static func warningsAsErrors(variable: String?) throws -> [String: Bool] {
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var environment = ProcessInfo.processInfo.environment
        environment["CARDMOTION_WARNINGS_AS_ERRORS"] = variable
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", Repository.root.path, "--scratch-path", scratch,
                             "dump-package"]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var result: [String: Bool] = [:]
        for target in targets {
            let settings = target["settings"] as? [[String: Any]] ?? []
            let treatsAll = settings.contains { setting in
                ((setting["kind"] as? [String: Any])?["treatAllWarnings"] as? [String: Any])?["_0"] as? String == "error"
            }
            result[try #require(target["name"] as? String)] = treatsAll
        }
        return result
    }

    @Test func scriptsTestMakesEveryWarningOfTheProjectsSwiftTargetsAnError() throws {
        let script = try String(contentsOfFile: Repository.root.path + "/scripts/test", encoding: .utf8)
        #expect(script.components(separatedBy: "\n").contains("export CARDMOTION_WARNINGS_AS_ERRORS=1"))

        let strict = try Self.warningsAsErrors(variable: "1")
        #expect(strict.count >= 20)
        #expect(Set(strict.filter { !$0.value }.keys) == Self.cTargets)
        #expect(strict["cardmotion"] == true && strict["CardPlatform"] == true && strict["CardMotionCLITests"] == true)

        let ordinary = try Self.warningsAsErrors(variable: nil)
        #expect(Set(ordinary.keys) == Set(strict.keys))
        #expect(ordinary.values.allSatisfy { !$0 })
    }
}
