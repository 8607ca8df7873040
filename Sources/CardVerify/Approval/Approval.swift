import CardPlatform
import CardRender

/// The approve side of verification, for `cardmotion approve` and anything else that accepts a failed run's frames:
/// the frames a verify run's artefact folder lists (narrowed to a script, a range of frames, reference folders)
/// replace their references, all or nothing, after every check of ``ApprovalCheck`` (rendered frames as recorded,
/// references unchanged since the run, every path inside the folder approve runs in). The reference folders are
/// claimed against other runs while they are written.
///
/// The artefact folder may come from elsewhere (a CI run's download), so nothing in it is trusted as a place to write
/// or read.
public struct Approval {
    /// Which of the listed frames to approve; each part left `nil` (or empty) chooses every frame.
    public struct Choice {
        /// A script's file name, with or without its extension.
        public var script: String?
        /// Frame numbers, inclusive.
        public var frames: ClosedRange<Int>?
        /// Frame numbers, when the choice is a list of them (a group of matching changes, a replayed accept).
        public var listed: Set<Int>?
        /// Reference folders inside the current folder, as given.
        public var references: [String]
        /// Frames that must be listed and chosen, each with the digests its reference and rendered frame must have
        /// (a replayed accept: ``ApprovalLog``): a frame missing from the manifests, or rendered or compared with
        /// other bytes, stops the approval before anything is written.
        public var expected: [ExpectedFrame]

        public init(script: String? = nil, frames: ClosedRange<Int>? = nil, listed: Set<Int>? = nil,
                    references: [String] = [], expected: [ExpectedFrame] = []) {
            self.script = script
            self.frames = frames
            self.listed = listed
            self.references = references
            self.expected = expected
        }

        /// Exactly the frames `listed` of `script` approved into `folder`, as a manifest names it (relative to the
        /// current folder; empty for the folder itself): the choice of a review's accept and of a replayed one.
        public init(script: String, listed: Set<Int>, folder: String, expected: [ExpectedFrame] = []) {
            self.init(script: script, listed: listed, references: [folder.isEmpty ? "." : folder], expected: expected)
        }

        /// Whether frame `frame` of the script at `path` is among those chosen (the reference folder aside).
        func chooses(script path: String, frame: Int) -> Bool {
            (script.map { [$0, ScriptStem.of($0)].contains(ScriptStem.of(path)) } ?? true)
                && (frames.map { $0.contains(frame) } ?? true) && (listed.map { $0.contains(frame) } ?? true)
        }
    }

    /// A frame an approval must find, with its digests (SHA-256, lowercase hexadecimal).
    public struct ExpectedFrame: Equatable, Sendable {
        public var frame: Int
        /// The reference's digest when verify compared it, and the rendered frame's.
        public var before: String
        public var after: String
        /// Where the expectation was read (`approvals.jsonl:3`), for messages.
        public var source: String

        public init(frame: Int, before: String, after: String, source: String) {
            self.frame = frame
            self.before = before
            self.after = after
            self.source = source
        }
    }

    /// What an approval did.
    public struct Outcome {
        /// The frames whose references were replaced, in the manifest's order.
        public var approved: [ApprovalCheck.Target]
        /// Chosen frames whose references already equal the rendered frame.
        public var unchanged: [ApprovalCheck.Target]
        /// How many chosen frames were approved already.
        public var alreadyApproved: Int { unchanged.count }
        /// Whether any listed frame matched the choice (each chosen frame is approved now or was already).
        public var matchedAny: Bool { !approved.isEmpty || !unchanged.isEmpty }
    }

    /// The artefact folder, as given.
    public var artifacts: String
    /// A frame is approved when any of these chooses it.
    public var choices: [Choice]
    /// Called with the frames about to be approved, once every check has passed: files it returns (name and bytes,
    /// written in the artefact folder) are put in place with the references, all or nothing (the review's
    /// `approvals.jsonl`).
    public var record: (([ApprovalCheck.Target]) throws -> [(name: String, bytes: [UInt8])])?

    public init(artifacts: String, choice: Choice) {
        self.init(artifacts: artifacts, choices: [choice])
    }

    public init(artifacts: String, choices: [Choice]) {
        self.artifacts = artifacts
        self.choices = choices
    }

    /// Approves the chosen frames into their references below the current folder. Anything out of place (a
    /// manifest, an image or a folder) fails with a `RenderFailure` naming it before anything is written.
    public func run() throws -> Outcome {
        var (check, listing, narrowed, here) = try prepared()
        // Frames verify could not list (their references lie outside the folder it ran in) are never approved
        // here; asked for, they stop the run before anything is written. --reference names folders inside.
        try Self.refuseUnlisted(listing.unlisted.compactMap { unlisted in
            var kept = unlisted
            kept.frames = unlisted.frames.filter { frame in
                choices.indices.contains { narrowed[$0].isEmpty && choices[$0].chooses(script: unlisted.script, frame: frame) }
            }
            return kept.frames.isEmpty ? nil : kept
        }, here: here)
        try checkExpected(in: check, narrowed: narrowed)
        guard !check.frames.isEmpty else { return Outcome(approved: [], unchanged: []) }
        try check.verifyRendered()
        let claims = FolderClaims()
        defer { claims.release() }
        do throws(FolderClaims.Failure) {
            for folder in check.folders { try claims.claim(folder.folder.path, chosenBy: "--reference") }
        } catch {
            throw RenderFailure(error.description)
        }
        try check.verifyReferences()
        let pending = check.frames.filter { !$0.isApproved }
        let extra = try pending.isEmpty ? [] : record?(pending) ?? []
        let approved = try check.apply(alsoWritingInArtifacts: extra)
        return Outcome(approved: approved, unchanged: check.frames.filter(\.isApproved))
    }

    /// What the reference of each chosen frame holds now (the review's page shows which are accepted); writes
    /// nothing.
    public func states() throws -> [(target: ApprovalCheck.Target, state: ApprovalCheck.ReferenceState)] {
        var check = try prepared().check
        return Array(zip(check.frames, try check.readReferences()))
    }

    /// The chosen frames with their reference folders resolved from the current folder (`here`), the manifests'
    /// listing, and each choice's `--reference` folders.
    private func prepared() throws -> (check: ApprovalCheck, listing: ApprovalManifestFiles.Listing,
                                        narrowed: [[ConfinedFolder]], here: ConfinedFolder) {
        let folder = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try ConfinedFolder.open(artifacts) }
        let here = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try ConfinedFolder.current() }
        let narrowed = try choices.map { choice in try choice.references.map { path in
            let named: ConfinedFolder
            do {
                named = try ConfinedFolder.open(path)
            } catch {
                throw RenderFailure("--reference \(error)")
            }
            guard here.contains(named) else {
                throw RenderFailure("--reference \(path): is not inside the current folder; approve writes only below the folder it runs in")
            }
            return named
        } }
        let listing = try ApprovalManifestFiles.read(in: folder)
        for script in choices.compactMap(\.script) {
            try Self.checkScriptIsListed(script, in: listing.frames.map(\.frame.script) + listing.unlisted.map(\.script),
                                         artifacts: artifacts)
        }
        let check = try ApprovalCheck(listing.frames, artifacts: folder, in: here) { entry, reference in
            choices.indices.contains { index in
                choices[index].chooses(script: entry.frame.script, frame: entry.frame.frame)
                    && (reference.map { reference in narrowed[index].isEmpty || narrowed[index].contains { $0.isSameFolder(as: reference) } } ?? true)
            }
        }
        return (check, listing, narrowed, here)
    }

    /// Fails unless every expected frame of every choice is among the frames `check` holds, chosen by that choice,
    /// with the digests expected (`narrowed`: each choice's reference folders).
    private func checkExpected(in check: ApprovalCheck, narrowed: [[ConfinedFolder]]) throws {
        let byNumber = Dictionary(grouping: check.frames, by: \.frame.frame)
        for (index, choice) in choices.enumerated() {
            for expected in choice.expected {
                let name = choice.script.map { ScriptStem.of($0) } ?? "the script"
                guard let target = byNumber[expected.frame, default: []].first(where: { target in
                    choice.chooses(script: target.frame.script, frame: expected.frame)
                        && (narrowed[index].isEmpty || narrowed[index].contains { $0.isSameFolder(as: check.folders[target.folder].folder) })
                }) else {
                    throw RenderFailure("\(expected.source): frame \(expected.frame) of \(name) is not a failing frame in \(artifacts); nothing was approved")
                }
                guard target.frame.actualSHA256 == expected.after else {
                    throw RenderFailure("\(expected.source): frame \(expected.frame) of \(name) was rendered with other pixels in \(artifacts) (SHA-256 \(target.frame.actualSHA256.prefix(12)), accepted \(expected.after.prefix(12))); nothing was approved")
                }
                guard target.frame.referenceSHA256 == expected.before else {
                    throw RenderFailure("\(expected.source): frame \(expected.frame) of \(name) was compared with another reference in \(artifacts) (SHA-256 \(target.frame.referenceSHA256.prefix(12)), accepted against \(expected.before.prefix(12))); nothing was approved")
                }
            }
        }
    }
}
