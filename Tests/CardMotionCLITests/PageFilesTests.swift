import CardMotionTestSupport
import Foundation
import Testing

/// The pages' files (`Sources/<module>/Pages/`: verify's report, the studio): every script compiles in Chromium, a
/// syntax error failing the suite with the file's path and line (`Sources/CardVerify/Pages/report.js:12:
/// SyntaxError: ...`); every file is embedded in its module; none holds what would end its inline element.
@Suite struct PageFilesTests {
    /// Each page file's path from the repository root, in order.
    static func pageFiles() throws -> [String] {
        var paths: [String] = []
        for module in ["CardStudio", "CardVerify"] {
            let folder = "Sources/\(module)/Pages"
            for name in try FileManager.default.contentsOfDirectory(atPath: Repository.root.path + "/" + folder).sorted() {
                paths.append(folder + "/" + name)
            }
        }
        return paths
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: Repository.root.path + "/" + path, encoding: .utf8)
    }

    static let chromium = Testing.ConditionTrait.enabled(if: HeadlessChromium.executable != nil,
                                                         "chromium is not installed (scripts/test installs it): page script test skipped")

    @Test(chromium) func everyScriptCompilesInChromium() throws {
        let scripts = try Self.pageFiles().filter { $0.hasSuffix(".js") }
        #expect(scripts == ["Sources/CardStudio/Pages/studio-reference.js", "Sources/CardStudio/Pages/studio.js",
                            "Sources/CardVerify/Pages/groups.js", "Sources/CardVerify/Pages/inspector.js", "Sources/CardVerify/Pages/player.js",
                            "Sources/CardVerify/Pages/report.js", "Sources/CardVerify/Pages/review.js",
                            "Sources/CardVerify/Pages/track-plot.js"])
        let browser = try DevToolsPipe(url: "about:blank")
        try browser.send("Runtime.enable")
        var problems: [String] = []
        for path in scripts {
            // Compiled, not run: a syntax error anywhere in the file, with its line.
            let compiled = try browser.send("Runtime.compileScript", ["expression": try Self.text(path), "sourceURL": path, "persistScript": false])
            if let details = compiled["exceptionDetails"] as? [String: Any] {
                let line = (details["lineNumber"] as? Int).map { $0 + 1 } ?? 0
                let description = (details["exception"] as? [String: Any])?["description"] as? String ?? details["text"] as? String ?? "\(details)"
                problems.append("\(path):\(line): \(description.split(separator: "\n").first ?? "")")
            }
        }
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    /// Each file of a Pages folder is declared in Package.swift as embedded in its module.
    @Test func everyFileIsEmbedded() throws {
        let manifest = try Self.text("Package.swift")
        let missing = try Self.pageFiles().filter { path in
            !manifest.contains(".embedInCode(\"Pages/\((path as NSString).lastPathComponent)\")")
        }
        #expect(missing == [])
    }

    /// The pages' style sheets and scripts go inline into `<style>` and `<script>` elements: none may hold the
    /// text that ends its element (`</style`, `</script`) or changes how a script element is read (`<!--`).
    @Test func noFileEndsItsInlineElement() throws {
        for path in try Self.pageFiles() {
            let text = try Self.text(path).lowercased()
            let forbidden = path.hasSuffix(".css") ? ["</style"] : path.hasSuffix(".js") ? ["</script", "<!--"] : []
            #expect(!forbidden.contains { text.contains($0) }, "\(path)")
        }
    }
}
