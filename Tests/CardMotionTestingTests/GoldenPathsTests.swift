import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing
@testable import CardMotionTesting

/// Goldens per test: `__Goldens__/<TestFile>/<testFunction>[.<name>]/<script>/` (an APNG: `<script>.apng`), the
/// artefacts in `<root>/<TestFile>/<testFunction>[.<name>]/<script>/`, one call site per folder, and references
/// at the place used before (`__Goldens__/<TestFile>/<script>/`) used there with a notice that says how to move
/// them.
@Suite struct GoldenPathsTests {
    @Test func testFunctionsAreCleanedToFolderNames() throws {
        #expect(try GoldenSetup.assertionFolder(testName: "stackSwipe()", named: nil) == "stackSwipe")
        #expect(try GoldenSetup.assertionFolder(testName: "testSwipe()", named: nil) == "testSwipe")
        #expect(try GoldenSetup.assertionFolder(testName: "check(size:)", named: nil) == "check")
        #expect(try GoldenSetup.assertionFolder(testName: "body", named: nil) == "body", "a property's getter")
        #expect(try GoldenSetup.assertionFolder(testName: "`swipe left`()", named: nil) == "_swipe_left_")
        #expect(try GoldenSetup.assertionFolder(testName: "naïve.test()", named: nil) == "na_ve_test")
        #expect(try GoldenSetup.assertionFolder(testName: "check(size:)", named: "dark-2_x") == "check.dark-2_x")
        #expect(try GoldenSetup.assertionFolder(testName: "a()", named: String(repeating: "n", count: 64)) == "a." + String(repeating: "n", count: 64))
        #expect(try GoldenSetup.assertionFolder(testName: String(repeating: "t", count: 128) + "()", named: nil).count == 128)
    }

    @Test func emptyTestNamesAndBadNamesAreProblemsNamingTheArgument() {
        func problem(_ testName: String, _ named: String? = nil) -> String? {
            do {
                _ = try GoldenSetup.assertionFolder(testName: testName, named: named)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(problem("(x:)") == "testName '(x:)' names no test function; pass testName: with the test's name")
        #expect(problem("") == "testName '' names no test function; pass testName: with the test's name")
        let long = String(repeating: "t", count: 129)
        #expect(problem(long + "()") == "testName '\(long.prefix(40))...' is 129 characters; at most 128 name a folder (pass a shorter testName:)")
        let decomposed = String(repeating: "e\u{301}", count: 100)   // 100 characters, 200 scalars: 200 in a folder
        #expect(problem(decomposed + "()") == "testName '\(decomposed.prefix(40))...' is 200 characters; at most 128 name a folder (pass a shorter testName:)")
        #expect(problem("(" + String(repeating: "x", count: 10_000)) == "testName '(\(String(repeating: "x", count: 39))' names no test function; pass testName: with the test's name")
        #expect(problem("a()", String(repeating: "n", count: 10_000)) == "named: '\(String(repeating: "n", count: 64))...' must be 1 to 64 characters of A-Z, a-z, 0-9, _ and -")
        for bad in ["", "dark mode", "../up", "dark.mode", "é", String(repeating: "n", count: 65)] {
            #expect(problem("stackSwipe()", bad) == "named: '\(bad)' must be 1 to 64 characters of A-Z, a-z, 0-9, _ and -")
        }
    }

    @Test func theLayoutWithAndWithoutANameAndTheOverrides() throws {
        let folder = try temporaryFolder()
        let testFile = URL(fileURLWithPath: folder + "/Tests/AppTests/SwipeTests.swift")
        let environment = ["CARDMOTION_ARTIFACTS": "/ci/artifacts"]
        let plain = GoldenSetup.paths(.frames, stem: "stack", testFile: testFile, assertion: "stackSwipe",
                                      references: nil, artifacts: nil, environment: environment)
        #expect(plain == GoldenSetup.Paths(references: folder + "/Tests/AppTests/__Goldens__/SwipeTests/stackSwipe/stack",
                                           artifacts: "/ci/artifacts/SwipeTests/stackSwipe/stack",
                                           claim: folder + "/Tests/AppTests/__Goldens__/SwipeTests/stackSwipe/stack"))
        let named = GoldenSetup.paths(.frames, stem: "stack", testFile: testFile, assertion: "stackSwipe.dark",
                                      references: nil, artifacts: nil, environment: [:])
        #expect(named.references == folder + "/Tests/AppTests/__Goldens__/SwipeTests/stackSwipe.dark/stack")
        #expect(named.artifacts == NSTemporaryDirectory() + "cardmotion-artifacts/SwipeTests/stackSwipe.dark/stack")
        let animation = GoldenSetup.paths(.animation, stem: "stack", testFile: testFile, assertion: "stackSwipe",
                                          references: nil, artifacts: "/out", environment: environment)
        #expect(animation == GoldenSetup.Paths(references: folder + "/Tests/AppTests/__Goldens__/SwipeTests/stackSwipe/stack.apng",
                                               artifacts: "/out/SwipeTests/stackSwipe/stack",
                                               claim: folder + "/Tests/AppTests/__Goldens__/SwipeTests/stackSwipe/stack"),
                "an APNG and a folder of the same script in one test claim the same place: they would share artefacts")
        let chosen = GoldenSetup.paths(.frames, stem: "stack", testFile: testFile, assertion: "stackSwipe",
                                       references: "/refs/stack", artifacts: nil, environment: environment)
        #expect(chosen == GoldenSetup.Paths(references: "/refs/stack", artifacts: "/ci/artifacts/SwipeTests/stackSwipe/stack", claim: nil))
    }

    /// Recording at the default place of a test file, without and with `named:`: each assertion its own folder.
    @Test func recordingWritesIntoTheTestsOwnFolder() throws {
        let folder = try temporaryFolder(), notices = AssertionNotices()
        let script = try throwScript(in: folder), testFile = folder + "/SwipeTests.swift"
        let goldens = folder + "/__Goldens__/SwipeTests"
        let first = checkFrames(of: script, at: [0], match: FrameExpectation(record: .missing), named: nil, references: nil,
                                artifacts: folder + "/art", context: notices.context(testFile: testFile))
        #expect(first?.recorded == [goldens + "/stackSwipe/throw/frame-00000.png"])
        let second = checkFrames(of: script, at: [0], match: FrameExpectation(record: .missing), named: "second",
                                 references: nil, artifacts: folder + "/art", context: notices.context(testFile: testFile))
        #expect(second?.recorded == [goldens + "/stackSwipe.second/throw/frame-00000.png"])
        let animation = checkAnimation(of: script, match: FrameExpectation(record: .missing), named: "moving", reference: nil,
                                       artifacts: folder + "/art", context: notices.context(testFile: testFile))
        #expect(animation?.recorded == [goldens + "/stackSwipe.moving/throw.apng"])
        #expect(FileManager.default.fileExists(atPath: goldens + "/stackSwipe.moving/throw.states.jsonl"))
        #expect(notices.all.isEmpty)
    }

    /// Two call sites that resolve to one folder: the second fails and says to pass `named:`; the same call site
    /// again (a loop, a repeated test) is no collision, and neither are places the caller chose.
    @Test func twoCallSitesNeverShareAFolder() throws {
        let folder = try temporaryFolder(), notices = AssertionNotices()
        let script = try throwScript(in: folder), testFile = folder + "/SwipeTests.swift"
        let references = folder + "/__Goldens__/SwipeTests/stackSwipe/throw"
        let firstLine: UInt = #line + 1
        let first = notices.context(testFile: testFile)
        #expect(checkFrames(of: script, at: [0], match: FrameExpectation(record: .missing), named: nil, references: nil,
                            artifacts: folder + "/art", context: first)?.recorded.count == 1)
        #expect(checkFrames(of: script, at: [0], match: FrameExpectation(), named: nil, references: nil,
                            artifacts: folder + "/art", context: first) == nil, "the same call site again")
        let second = checkFrames(of: script, at: [0], match: FrameExpectation(), named: nil, references: nil,
                                 artifacts: folder + "/art", context: notices.context(testFile: testFile))
        #expect(second?.problems == ["\(references) already holds the references of the assertion at \(#filePath):\(firstLine):9; "
                                     + "pass named: to give each assertion of stackSwipe() its own folder"])
        let animation = checkAnimation(of: script, match: FrameExpectation(record: .missing), named: nil, reference: nil,
                                       artifacts: folder + "/art", context: notices.context(testFile: testFile))
        #expect(animation?.problems.first?.hasPrefix(references + ".apng already holds the references of the assertion at \(#filePath):\(firstLine):9") == true,
                "\(animation?.problems ?? [])")
        #expect(checkFrames(of: script, at: [0], match: FrameExpectation(), named: nil, references: references,
                            artifacts: folder + "/art", context: notices.context(testFile: testFile)) == nil)
        #expect(checkFrames(of: script, at: [0], match: FrameExpectation(), named: nil, references: references,
                            artifacts: folder + "/art", context: notices.context(testFile: testFile)) == nil,
                "a place the caller chose is theirs to share")
    }

    /// References at the old place are read (and re-recorded) there, nothing fails, and the notice, given once,
    /// holds the commands that move them; run as written, they leave the references at the new place.
    @Test func referencesAtTheOldPlaceAreUsedWithANoticeThatMovesThem() throws {
        let folder = try temporaryFolder(), notices = AssertionNotices()
        let script = try throwScript(in: folder), testFile = folder + "/SwipeTests.swift"
        let old = folder + "/__Goldens__/SwipeTests/throw", new = folder + "/__Goldens__/SwipeTests/stackSwipe/throw"
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .missing), references: old)?.recorded.count ?? 0 > 2)
        let site = notices.context(testFile: testFile)
        #expect(checkFrames(of: script, at: nil, match: FrameExpectation(), named: nil, references: nil, artifacts: folder + "/art",
                            context: site) == nil)
        let notice = "references read from \(old), their place before goldens were kept per test; move them with: "
            + "mkdir -p \(q("\(folder)/__Goldens__/SwipeTests/stackSwipe")) && git mv \(q("\(old)")) \(q("\(new)"))"
        #expect(notices.all == [notice])
        #expect(checkFrames(of: script, at: nil, match: FrameExpectation(record: .all), named: nil, references: nil,
                            artifacts: folder + "/art", context: site)?.recorded.first == old + "/frame-00000.png",
                "record modes write at the old place too")
        #expect(notices.all == [notice], "once per folder in a process")
        #expect(!FileManager.default.fileExists(atPath: new))

        try runShell("git init -q && git add __Goldens__ && " + notice.components(separatedBy: "move them with: ")[1], in: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: new).contains("frame-00000.png"))
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(checkFrames(of: script, at: nil, match: FrameExpectation(), named: nil, references: nil, artifacts: folder + "/art",
                            context: site) == nil)
        let paths = GoldenSetup.paths(.frames, stem: "throw", testFile: URL(fileURLWithPath: testFile), assertion: "stackSwipe",
                                      references: nil, artifacts: nil, environment: [:])
        #expect(paths.references == new && paths.migration == nil)
        #expect(notices.all == [notice])
    }

    /// A test named as its script (`throw()` checking `throw.yaml`) has its new folder inside the old one: the
    /// notice moves the old folder aside first, as git cannot move a folder into itself.
    @Test func aTestNamedAsItsScriptMovesItsFolderAsideFirst() throws {
        let folder = try temporaryFolder(), notices = AssertionNotices()
        let script = try throwScript(in: folder), testFile = folder + "/SwipeTests.swift"
        let old = folder + "/__Goldens__/SwipeTests/throw", new = old + "/throw"
        #expect(verifyFrames(of: script, at: [0], match: FrameExpectation(record: .missing), references: old)?.recorded.count == 1)
        #expect(checkFrames(of: script, at: [0], match: FrameExpectation(), named: nil, references: nil, artifacts: folder + "/art",
                            context: notices.context(testFile: testFile, testName: "throw()")) == nil)
        let commands = "git mv \(q("\(old)")) \(q("\(old).moving")) && mkdir -p \(q("\(old)")) && git mv \(q("\(old).moving")) \(q("\(new)"))"
        #expect(notices.all == ["references read from \(old), their place before goldens were kept per test; move them with: " + commands])
        try runShell("git init -q && git add __Goldens__ && " + commands, in: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: new).sorted() == ["frame-00000.png", "states.jsonl"])
    }

    /// An APNG at the old place moves with its `states.jsonl`.
    @Test func anAnimationAtTheOldPlaceMovesWithItsGeometry() throws {
        let folder = try temporaryFolder(), notices = AssertionNotices()
        let script = try throwScript(in: folder), testFile = folder + "/SwipeTests.swift"
        let old = folder + "/__Goldens__/SwipeTests/throw", new = folder + "/__Goldens__/SwipeTests/stackSwipe/throw"
        #expect(verifyAnimation(of: script, match: FrameExpectation(record: .missing), reference: old + ".apng")?.recorded.count == 1)
        #expect(checkAnimation(of: script, match: FrameExpectation(), named: nil, reference: nil, artifacts: folder + "/art",
                               context: notices.context(testFile: testFile)) == nil)
        #expect(notices.all == ["references read from \(old).apng, their place before goldens were kept per test; move them with: "
                                + "mkdir -p \(q("\(folder)/__Goldens__/SwipeTests/stackSwipe")) && git mv \(q("\(old).apng")) \(q("\(new).apng")) && "
                                + "git mv \(q("\(old).states.jsonl")) \(q("\(new).states.jsonl"))"])
    }

    @Test func shellWordsAreQuotedForPasting() {
        #expect(q("/a b/c") == "'/a b/c'")
        #expect(q("/it's") == #"'/it'\''s'"#)
        #expect(q("/tmp/plain-path_1.x") == "/tmp/plain-path_1.x", "a word of safe characters is pasted as it is")
    }

    /// `text` as the notices quote it for a POSIX shell.
    private func q(_ text: String) -> String { HTMLReport.Commands.quoted(text) }

    /// Runs `command` with `/bin/sh` in `folder`, failing the test unless it exits 0.
    private func runShell(_ command: String, in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(command)")
    }
}
