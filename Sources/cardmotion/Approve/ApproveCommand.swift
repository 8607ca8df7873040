import ArgumentParser
import CardPlatform
import CardRender
import CardVerify
import Foundation

/// `cardmotion approve`: accepts the frames a `verify` run found different, from its artefact folder.
///
/// The artefact folder may come from elsewhere (a CI run's download), so nothing in it is trusted as a place to
/// write or read: see ``Approval`` and ``ApprovalCheck`` for what is checked and docs/security.md for why.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Copy the rendered frames of a failed verify run over the references they failed against.",
        discussion: """
        ARTIFACTS is a folder that verify --artifacts wrote; run approve from the folder verify ran in. Each \
        failing frame's rendered image (and its geometry, in the reference folder's states.jsonl) replaces its \
        reference, all or nothing. Only frame-NNNNN.png and states.jsonl are written, only in reference folders \
        inside the current folder, reached without '..' or symbolic links. Each rendered frame must be a regular \
        file in ARTIFACTS, a PNG of the recorded size with the SHA-256 verify recorded; a reference that changed \
        since the verify run, or anything else out of place, is refused (exit 2) before anything is written. \
        --from FILE replays the accepts of a review (its approvals.jsonl) on these artefacts: exactly the frames it \
        lists, each rendered and compared with the same bytes as when it was accepted.
        """
    )

    @Argument(help: ArgumentHelp("The artefact folder of a failed verify run.", valueName: "ARTIFACTS"))
    var artifacts: String

    @Option(help: ArgumentHelp("Approve only this script's frames (its file name, with or without extension).", valueName: "NAME"))
    var script: String?

    @Option(help: ArgumentHelp("Approve only frames A to B (frame numbers, inclusive), e.g. 20-35 or 7.", valueName: "A-B"))
    var frames: String?

    @Option(help: ArgumentHelp("Approve only the frames of this reference folder (inside the current folder; repeatable).", valueName: "DIR"))
    var reference: [String] = []

    @Option(help: ArgumentHelp("Approve exactly the frames a review accepted, as its approvals.jsonl lists them (a path relative to the current folder).", valueName: "FILE"))
    var from: String?

    func validate() throws {
        _ = try frameRange()
        if from != nil && (script != nil || frames != nil || !reference.isEmpty) {
            throw ValidationError("--from chooses the frames itself: give it without --script, --frames or --reference")
        }
    }

    /// The frames to approve: those of `--from`'s trail, or of the other options.
    func choices() throws -> [Approval.Choice] {
        guard let from else {
            return [Approval.Choice(script: script, frames: try frameRange(), references: reference)]
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(from, maximumSize: ApprovalLog.maximumFileSize)
        } catch {
            throw CommandFailure("--from \(error)")
        }
        let lines = try ApprovalLog.parse(bytes, file: from)
        guard !lines.isEmpty else { throw CommandFailure("--from \(from): lists no accepted frame") }
        return ApprovalLog.choices(replaying: lines, file: from)
    }

    /// `--frames` as a range, or `nil` for every frame.
    func frameRange() throws -> ClosedRange<Int>? {
        guard let frames else { return nil }
        let parts = frames.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }),
              let first = parts.first!, let last = parts.last!, first <= last else {
            throw ValidationError("--frames must be A-B or A (frame numbers, A <= B), got '\(frames)'")
        }
        return first...last
    }

    func run() throws {
        let outcome = try Approval(artifacts: artifacts, choices: try choices()).run()
        guard outcome.matchedAny else {
            try StandardStreams.line("approve: no failing frame matches in \(artifacts)")
            return
        }
        for frame in outcome.approved {
            try StandardStreams.line("approved \(RenderCommand.stem(frame.frame.script)) \(frame.frame.name) -> \(frame.referencePath)")
        }
        let count = outcome.approved.count, already = outcome.alreadyApproved
        try StandardStreams.line("approve: \(count) frame\(count == 1 ? "" : "s") approved"
                                 + (already > 0 ? ", \(already) already approved" : ""))
    }
}
