import CardMotionTestSupport
import Foundation
import Testing

/// Every relative link of the documentation (README, CONTRIBUTING, ARCHITECTURE, CHANGELOG, docs/, the DocC articles) leads to a file or
/// folder of the repository, and every `#anchor` into a Markdown file to one of its headings.
@Suite struct DocumentationLinksTests {
    @Test func everyRelativeLinkOfTheDocumentationResolves() throws {
        let root = Repository.root.path
        let files = MarkdownLinks.documentationFiles(in: root)
        #expect(files.contains("README.md"))
        #expect(files.contains("CONTRIBUTING.md"))
        #expect(files.contains("ARCHITECTURE.md"))
        #expect(files.contains("docs/commands.md"))
        #expect(files.contains("Sources/CardMotionTesting/CardMotionTesting.docc/GettingStarted.md"))
        #expect(try MarkdownLinks.brokenLinks(in: files, root: root) == [])
    }

    @Test func aMissingFileOrHeadingIsReportedAndCodeIsNotRead() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        try """
        # Guide

        ## Render: every frame
        ## Render: every frame

        [ok](docs/b.md#the-b-section) [ok too](#render-every-frame-1) [folder](docs/) [web](https://example.com)
        [gone](docs/missing.md) [no heading](docs/b.md#nowhere) [self](#render-every-frame-2)
        `[code span](nowhere.md)`

        ```
        [fenced](nowhere.md)
        ```
        """.write(toFile: root + "/README.md", atomically: true, encoding: .utf8)
        try "## The B section\n\n![up](../README.md#guide)\n".write(toFile: root + "/docs/b.md", atomically: true, encoding: .utf8)
        #expect(MarkdownLinks.documentationFiles(in: root) == ["README.md", "docs/b.md"])
        #expect(try MarkdownLinks.brokenLinks(in: ["README.md", "docs/b.md"], root: root) == [
            "README.md: docs/missing.md (no file docs/missing.md)",
            "README.md: docs/b.md#nowhere (no heading #nowhere in docs/b.md)",
            "README.md: #render-every-frame-2 (no heading #render-every-frame-2 in README.md)",
        ])
    }
}
