import ArgumentParser
import CardPlatform
import CardRender
import Foundation

/// `cardmotion approve`: accepts the frames a `verify` run found different, from its artefact folder.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Copy the rendered frames of a failed verify run over the references they failed against.",
        discussion: """
        ARTIFACTS is a folder that verify --artifacts wrote. Each failing frame's rendered image (and its \
        geometry, in the reference folder's states.jsonl) replaces its reference, atomically. A reference that \
        changed since the verify run is refused (exit 2), and nothing is copied: run verify again.
        """
    )

    @Argument(help: ArgumentHelp("The artefact folder of a failed verify run.", valueName: "ARTIFACTS"))
    var artifacts: String

    @Option(help: ArgumentHelp("Approve only this script's frames (its file name, with or without extension).", valueName: "NAME"))
    var script: String?

    @Option(help: ArgumentHelp("Approve only frames A to B (frame numbers, inclusive), e.g. 20-35 or 7.", valueName: "A-B"))
    var frames: String?

    func validate() throws {
        _ = try frameRange()
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
        let range = try frameRange()
        let chosen = try ApprovalManifest.read(in: artifacts).filter { frame in
            (script.map { [$0, RenderCommand.stem($0)].contains(RenderCommand.stem(frame.script)) } ?? true)
                && (range.map { $0.contains(frame.frame) } ?? true)
        }
        guard !chosen.isEmpty else {
            try StandardStreams.line("approve: no failing frame matches in \(artifacts)")
            return
        }
        // Every reference is checked before any is replaced: a run approves all it was asked to, or nothing. A
        // reference that already holds the rendered frame was approved before and is left as it is.
        var pending: [ApprovalManifest.Frame] = []
        for frame in chosen {
            let actual = artifacts + "/" + frame.actual
            guard let rendered = try? ReferenceFingerprint.of(actual) else {
                throw CommandFailure("\(actual) is missing from the artefacts or cannot be read")
            }
            let now = try? ReferenceFingerprint.of(frame.reference)
            if now == rendered { continue }
            guard now == frame.fingerprint else {
                throw CommandFailure("\(frame.reference) changed since the verify run; run verify again before approving")
            }
            pending.append(frame)
        }
        var geometry: [String: GeometryGolden] = [:]
        for frame in pending {
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(artifacts + "/" + frame.actual)
            } catch {
                throw CommandFailure("\(artifacts)/\(frame.actual): \(error.reason)")
            }
            try AtomicFile.write(bytes, to: frame.reference)
            let folder = URL(fileURLWithPath: frame.reference).deletingLastPathComponent().path
            var golden: GeometryGolden
            if let known = geometry[folder] {
                golden = known
            } else {
                do {
                    golden = try GeometryGolden(path: GeometryGolden.path(forReference: folder))
                } catch {
                    throw CommandFailure(error.description)
                }
            }
            golden.replace(frame: frame.frame, line: frame.states)
            geometry[folder] = golden
            try StandardStreams.line("approved \(RenderCommand.stem(frame.script)) \(frame.name) -> \(frame.reference)")
        }
        for golden in geometry.values {
            do {
                try golden.write()
            } catch {
                throw CommandFailure(error.description)
            }
        }
        let already = chosen.count - pending.count
        try StandardStreams.line("approve: \(pending.count) frame\(pending.count == 1 ? "" : "s") approved"
                                 + (already > 0 ? ", \(already) already approved" : ""))
    }
}
