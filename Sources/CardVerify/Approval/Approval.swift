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
        /// Reference folders inside the current folder, as given.
        public var references: [String]

        public init(script: String? = nil, frames: ClosedRange<Int>? = nil, references: [String] = []) {
            self.script = script
            self.frames = frames
            self.references = references
        }
    }

    /// What an approval did.
    public struct Outcome {
        /// The frames whose references were replaced, in the manifest's order.
        public var approved: [ApprovalCheck.Target]
        /// Chosen frames whose references already equal the rendered frame.
        public var alreadyApproved: Int
        /// Whether any listed frame matched the choice (each chosen frame is approved now or was already).
        public var matchedAny: Bool { !approved.isEmpty || alreadyApproved > 0 }
    }

    /// The artefact folder, as given.
    public var artifacts: String
    public var choice: Choice

    public init(artifacts: String, choice: Choice) {
        self.artifacts = artifacts
        self.choice = choice
    }

    /// Approves the chosen frames into their references below the current folder. Anything out of place (a
    /// manifest, an image or a folder) fails with a `RenderFailure` naming it before anything is written.
    public func run() throws -> Outcome {
        let folder = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try ConfinedFolder.open(artifacts) }
        let here = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try ConfinedFolder.current() }
        let narrowed = try choice.references.map { path in
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
        }
        let listing = try ApprovalManifestFiles.read(in: folder)
        if let script = choice.script {
            try Self.checkScriptIsListed(script, in: listing.frames.map(\.frame.script) + listing.unlisted.map(\.script),
                                         artifacts: artifacts)
        }
        let chosen = listing.frames.filter { isChosen(script: $0.frame.script, frame: $0.frame.frame) }
        // Frames verify could not list (their references lie outside the folder it ran in) are never approved
        // here; asked for, they stop the run before anything is written. --reference names folders inside.
        if narrowed.isEmpty {
            try Self.refuseUnlisted(listing.unlisted.compactMap { unlisted in
                var kept = unlisted
                kept.frames = unlisted.frames.filter { isChosen(script: unlisted.script, frame: $0) }
                return kept.frames.isEmpty ? nil : kept
            }, here: here)
        }
        var check = try ApprovalCheck(chosen, artifacts: folder, in: here, narrowedTo: narrowed)
        guard !check.frames.isEmpty else { return Outcome(approved: [], alreadyApproved: 0) }
        try check.verifyRendered()
        let claims = FolderClaims()
        defer { claims.release() }
        do throws(FolderClaims.Failure) {
            for folder in check.folders { try claims.claim(folder.folder.path, chosenBy: "--reference") }
        } catch {
            throw RenderFailure(error.description)
        }
        try check.verifyReferences()
        let approved = try check.apply()
        return Outcome(approved: approved, alreadyApproved: check.frames.count - approved.count)
    }

    /// Whether frame `frame` of the script at `path` is among those chosen.
    private func isChosen(script path: String, frame: Int) -> Bool {
        (choice.script.map { [$0, ScriptStem.of($0)].contains(ScriptStem.of(path)) } ?? true)
            && (choice.frames.map { $0.contains(frame) } ?? true)
    }
}
