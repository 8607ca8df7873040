import CardPlatform
import CardRender
import CardVerify
import Foundation

extension GoldenSetup {
    /// What an assertion checks against: a folder of frame references, or one animated reference (an APNG file).
    enum ReferenceKind: Sendable {
        case frames
        case animation
    }

    /// Where one assertion's references and failure images go.
    ///
    /// By default, beside the test file, `__Goldens__/<TestFile>/<testFunction>[.<name>]/<script>/` (frames) or
    /// `.../<script>.apng` (animation), and the artefacts in
    /// `<$CARDMOTION_ARTIFACTS or the temporary folder's cardmotion-artifacts>/<TestFile>/<testFunction>[.<name>]/<script>/`.
    struct Paths: Equatable, Sendable {
        /// The reference folder, or the APNG file.
        var references: String
        /// Where failing frames' expected, actual and diff images go.
        var artifacts: String
        /// What one call site claims when ``references`` is the default place (not the caller's `references:` or
        /// `reference:`): `__Goldens__/<TestFile>/<testFunction>[.<name>]/<script>`, the same for frames and an
        /// APNG, so that two assertions share neither references nor artefacts; `nil` for a place the caller chose.
        var claim: String?
        /// When the references were found at the place used before goldens were kept per test (and are used
        /// there): the notice saying how to move them.
        var migration: String?
    }

    /// The longest test function name kept as a folder name, in characters (with `.<name>` and the script's name
    /// the folder stays within the file systems' 255 bytes).
    static let longestTestName = 128
    /// The longest `named:` argument, in characters.
    static let longestName = 64

    /// The folder of one assertion: the test function's name as Swift's `#function` gives it, cut at its argument
    /// list (`check(size:)` -> `check`), each character outside `A-Z a-z 0-9 _ -` written `_`; then `.` and `named`
    /// when given. Fails with the message a user reads for an empty or over-long test name, or a `named:` that is
    /// not 1 to 64 characters of `A-Z a-z 0-9 _ -`.
    static func assertionFolder(testName: String, named: String?) throws(RenderFailure) -> String {
        // Counted in Unicode scalars: each becomes one character of the folder's name.
        let function = testName.unicodeScalars.prefix { $0 != "(" }
        guard !function.isEmpty else {
            throw RenderFailure("testName '\(testName.prefix(40))' names no test function; pass testName: with the test's name")
        }
        guard function.count <= longestTestName else {
            throw RenderFailure("testName '\(testName.prefix(40))...' is \(function.count) characters; at most \(longestTestName) name a folder (pass a shorter testName:)")
        }
        var folder = String(String.UnicodeScalarView(function.map { isFolderCharacter($0) ? $0 : "_" }))
        if let named {
            guard (1...longestName).contains(named.unicodeScalars.count), named.unicodeScalars.allSatisfy(isFolderCharacter) else {
                let shown = named.count > longestName + 16 ? named.prefix(longestName) + "..." : named
                throw RenderFailure("named: '\(shown)' must be 1 to \(longestName) characters of A-Z, a-z, 0-9, _ and -")
            }
            folder += "." + named
        }
        return folder
    }

    private static func isFolderCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
        default: false
        }
    }

    /// The paths of an assertion in the test file `testFile` whose folder is `assertion` (see
    /// ``assertionFolder(testName:named:)``), checking the script `stem`; `references` and `artifacts` (a root
    /// folder, under which `<TestFile>/<assertion>/<script>/` go) override the defaults.
    static func paths(_ kind: ReferenceKind, stem: String, testFile: URL, assertion: String, references: String?,
                      artifacts: String?, environment: [String: String]) -> Paths {
        let testFileName = testFile.deletingPathExtension().lastPathComponent
        let artifactRoot = artifacts ?? environment["CARDMOTION_ARTIFACTS"] ?? NSTemporaryDirectory() + "cardmotion-artifacts"
        let artifactFolder = [artifactRoot, testFileName, assertion, stem].joined(separator: "/")
        if let references {
            return Paths(references: references, artifacts: artifactFolder, claim: nil)
        }
        let goldens = testFile.deletingLastPathComponent().path + "/__Goldens__/" + testFileName
        let name = kind == .frames ? stem : stem + ".apng"
        let current = goldens + "/" + assertion + "/" + name, old = goldens + "/" + name
        let claim = goldens + "/" + assertion + "/" + stem
        guard !holdsReferences(current, kind), holdsReferences(old, kind) else {
            return Paths(references: current, artifacts: artifactFolder, claim: claim)
        }
        return Paths(references: old, artifacts: artifactFolder, claim: claim,
                     migration: migrationNotice(from: old, to: current, kind))
    }

    /// Whether `path` holds references: a folder with at least one `frame-NNNNN.png`, or an APNG file.
    static func holdsReferences(_ path: String, _ kind: ReferenceKind) -> Bool {
        switch kind {
        case .animation:
            return FilePath.kind(of: path) == .regular
        case .frames:
            let names = (try? Folders.names(in: path)) ?? []
            return names.contains { FrameFileName.exactIndex(of: $0) != nil }
        }
    }

    /// The notice for references used at `old`, where goldens were kept before one folder per test, instead of
    /// `new`: the shell commands that move them (with an APNG's `states.jsonl` when it has one). When the new folder
    /// lies inside the old one (a test named as its script: `profiles()` checking `profiles.yaml`), the old folder
    /// first moves aside, to `<old>.moving`, since git cannot move a folder into itself.
    static func migrationNotice(from old: String, to new: String, _ kind: ReferenceKind) -> String {
        func move(_ from: String, _ to: String) -> String { "git mv \(HTMLReport.Commands.quoted(from)) \(HTMLReport.Commands.quoted(to))" }
        let makeFolder = "mkdir -p " + HTMLReport.Commands.quoted(URL(fileURLWithPath: new).deletingLastPathComponent().path)
        var commands: [String]
        if new.hasPrefix(old + "/") {
            commands = [move(old, old + ".moving"), makeFolder, move(old + ".moving", new)]
        } else {
            commands = [makeFolder, move(old, new)]
        }
        let oldGeometry = GeometryGolden.path(forReference: old)
        if kind == .animation && FilePath.exists(oldGeometry) {
            commands.append(move(oldGeometry, GeometryGolden.path(forReference: new)))
        }
        return "references read from \(old), their place before goldens were kept per test; move them with: "
            + commands.joined(separator: " && ")
    }
}
