import CardMotionTestSupport
import Foundation
import Testing

/// The maps of the house agree with the house: ARCHITECTURE.md's module table lists every target of
/// `Package.swift` but test and system-library targets, each in its folder with exactly its dependencies; the
/// README's and docs/how-it-works.md's module maps name exactly the Swift modules, with every Swift module each
/// imports; the README stays short; and `Package.swift` keeps the walls (only CardRender and the C support targets
/// reach a C library, only CardPlatform the C helpers of the platform layer, CardMotion no drawing at all).
@Suite struct ArchitectureMapTests {
    /// `Package.swift`'s targets, read once for the suite.
    static let targets = Result { () throws(PackageTarget.DumpFailure) in
        do { return try PackageTarget.all(in: Repository.root.path) } catch let failure as PackageTarget.DumpFailure {
            throw failure
        } catch {
            throw PackageTarget.DumpFailure(message: "\(error)")
        }
    }

    static func text(_ file: String) throws -> String {
        try String(contentsOfFile: Repository.root.path + "/" + file, encoding: .utf8)
    }

    @Test func theArchitectureTableListsEveryModuleInItsFolderWithItsDependencies() throws {
        let targets = try Self.targets.get()
        let text = try Self.text("ARCHITECTURE.md")
        #expect(!ModuleTable.modules(in: text).isEmpty, "ARCHITECTURE.md: no module table after '\(ModuleTable.marker)'")
        let problems = ModuleTable.problems(in: text, against: targets)
        #expect(problems.isEmpty, "ARCHITECTURE.md's module table against Package.swift:\n\(problems.joined(separator: "\n"))")
    }

    @Test func theArchitecturePageNamesEverySystemLibrary() throws {
        let text = try Self.text("ARCHITECTURE.md")
        let unnamed = try Self.targets.get().filter { $0.kind == "system" && !text.contains("`\($0.name)`") }.map(\.name)
        #expect(unnamed.isEmpty, "ARCHITECTURE.md does not name the system libraries \(unnamed.joined(separator: ", "))")
    }

    @Test(arguments: ["README.md", "docs/how-it-works.md"])
    func theModuleMapNamesEverySwiftModuleWithWhatItImports(file: String) throws {
        let text = try Self.text(file)
        #expect(!ModuleMap.modules(in: text).isEmpty, "\(file): no code block after '\(ModuleMap.marker)'")
        let problems = ModuleMap.problems(in: text, against: try Self.targets.get())
        #expect(problems.isEmpty, "\(file)'s module map against Package.swift:\n\(problems.joined(separator: "\n"))")
    }

    @Test func theReadmeHasAtMost250Lines() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README.md has \(lines) lines, \(lines - 250) over the 250 allowed: move detail to docs/")
    }

    /// The walls ARCHITECTURE.md describes, as `Package.swift` draws them.
    @Test func packageSwiftKeepsTheWalls() throws {
        let breaches = PackageWalls.breaches(in: try Self.targets.get())
        #expect(breaches.isEmpty, "Package.swift breaks the walls:\n\(breaches.joined(separator: "\n"))")
    }

    /// The check names each breach: a C library or a platform helper imported from elsewhere, CardGeometry importing
    /// anything, CardMotion reaching a drawing module through another.
    @Test func theWallCheckNamesEachBreach() {
        let targets = [
            PackageTarget(name: "CardGeometry", kind: "regular", folder: "Sources/CardGeometry", dependencies: ["CardScene"]),
            PackageTarget(name: "CCairo", kind: "system", folder: "Sources/System/CCairo", dependencies: []),
            PackageTarget(name: "CChildProcess", kind: "regular", folder: "Sources/System/CChildProcess", dependencies: []),
            PackageTarget(name: "CardPlatform", kind: "regular", folder: "Sources/CardPlatform", dependencies: ["CChildProcess"]),
            PackageTarget(name: "CardScene", kind: "regular", folder: "Sources/CardScene", dependencies: ["CCairo"]),
            PackageTarget(name: "CardRender", kind: "regular", folder: "Sources/CardRender", dependencies: ["CCairo", "CardScene"]),
            PackageTarget(name: "CardMotion", kind: "regular", folder: "Sources/CardMotion", dependencies: ["CardScene", "CardPlatform"]),
            PackageTarget(name: "cardmotion", kind: "executable", folder: "Sources/cardmotion", dependencies: ["CChildProcess"]),
            PackageTarget(name: "CardRenderTests", kind: "test", folder: "Tests/CardRenderTests", dependencies: ["CCairo", "CChildProcess"]),
        ]
        let only = "only CJPEGSupport, CPNGSupport, CardRender may"
        let reach = "it may reach only CChildProcess, CCrashCleanup, CardGeometry, CardPlatform, CardScene, Yams"
        #expect(PackageWalls.breaches(in: targets) == [
            "CardGeometry imports CardScene: it imports nothing",
            "CardScene imports the C library CCairo: \(only)",
            "cardmotion imports CChildProcess: only CardPlatform may",
            "CardMotion reaches CCairo: \(reach)",
        ])
    }

    /// The comparisons name each module missing or extra, listed twice or in another folder, and each dependency
    /// missing or extra; a map may name a C target or product its module imports, or leave it out.
    @Test func theComparisonsSayWhatIsMissingAndWhatIsExtra() throws {
        let targets = [
            PackageTarget(name: "A", kind: "regular", folder: "Sources/A", dependencies: []),
            PackageTarget(name: "B", kind: "regular", folder: "Sources/B", dependencies: ["A", "CLib", "Yams"]),
            PackageTarget(name: "CLib", kind: "system", folder: "Sources/System/CLib", dependencies: []),
            PackageTarget(name: "CHelp", kind: "regular", folder: "Sources/System/CHelp", dependencies: ["CLib"]),
            PackageTarget(name: "tool", kind: "executable", folder: "Sources/tool", dependencies: ["A", "B"]),
            PackageTarget(name: "ATests", kind: "test", folder: "Tests/ATests", dependencies: ["A"]),
        ]
        let table = """
            intro
            <!-- module table: checked -->
            | module | folder | may import | what |
            |---|---|---|---|
            | `A` | `Sources/A` | (nothing) | a |
            | `B` | `Sources/Bee` | `A`, `Yams`, `Z` | b |
            | `A` | `Sources/A` | (nothing) | again |
            | `ATests` | `Tests/ATests` | `A` | a test |

            | `tool` | `Sources/tool` | `A`, `B` | after the table: not read |
            """
        #expect(ModuleTable.modules(in: table).map(\.name) == ["A", "B", "A", "ATests"])
        #expect(ModuleTable.problems(in: table, against: targets) == [
            "A is listed 2 times",
            "B: dependencies not in Package.swift: Z",
            "B: folder Sources/Bee, Package.swift says Sources/B",
            "B: missing dependencies CLib",
            "extra: ATests is not a target of Package.swift, or is a test or system target",
            "missing: CHelp (regular target, Sources/System/CHelp)",
            "missing: tool (executable target, Sources/tool)",
        ])
        let map = """
            <!-- module map: checked -->
            ```
            A                       the base
            B     -> Yams, CLib     A's user, without A
            tool  -> A, B, C        the tool, with an extra C
            CHelp -> CLib           C code: not a Swift module
            ```
            """
        #expect(ModuleMap.modules(in: map) == [
            DocumentedModule(name: "A", dependencies: []),
            DocumentedModule(name: "B", dependencies: ["Yams", "CLib"]),
            DocumentedModule(name: "tool", dependencies: ["A", "B", "C"]),
            DocumentedModule(name: "CHelp", dependencies: ["CLib"]),
        ])
        #expect(ModuleMap.problems(in: map, against: targets) == [
            "B: missing dependencies A",
            "extra: CHelp is not a Swift module of Package.swift",
            "tool: dependencies not in Package.swift: C",
        ])
        #expect(ModuleMap.modules(in: "no marker\n```\nA\n```") == [])
    }

    /// `dump-package`'s JSON: each kind of dependency by its name, the default folders of source and test targets.
    @Test func dumpPackageJSONIsReadWithDefaultFolders() throws {
        let json = """
            {"name": "P", "targets": [
              {"name": "A", "type": "regular", "path": null, "dependencies": []},
              {"name": "B", "type": "executable", "dependencies": [{"byName": ["A", null]}, {"target": ["C", null]},
                {"product": ["ArgumentParser", "swift-argument-parser", null, null]}]},
              {"name": "C", "type": "system", "path": "Sources/System/C", "dependencies": []},
              {"name": "BTests", "type": "test", "dependencies": [{"byName": ["B", null]}]}
            ]}
            """
        #expect(try PackageTarget.parse(Data(json.utf8)) == [
            PackageTarget(name: "A", kind: "regular", folder: "Sources/A", dependencies: []),
            PackageTarget(name: "B", kind: "executable", folder: "Sources/B", dependencies: ["A", "C", "ArgumentParser"]),
            PackageTarget(name: "C", kind: "system", folder: "Sources/System/C", dependencies: []),
            PackageTarget(name: "BTests", kind: "test", folder: "Tests/BTests", dependencies: ["B"]),
        ])
    }
}
