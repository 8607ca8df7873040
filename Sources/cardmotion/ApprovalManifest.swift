import CardPlatform
import Foundation

/// What `verify --artifacts` leaves for `cardmotion approve`: for every failing frame, the reference it failed
/// against (with the fingerprint it had then), the rendered frame written beside the report, and that frame's
/// geometry. `approve` copies only what is listed, and only over references that have not changed since.
struct ApprovalManifest: Codable {
    struct Frame: Codable {
        /// The script, as given to `verify`.
        var script: String
        /// `frame-NNNNN.png`.
        var name: String
        var frame: Int
        /// The reference file that failed.
        var reference: String
        /// ``ReferenceFingerprint`` of the reference when it was compared.
        var fingerprint: String
        /// The rendered frame, relative to the manifest's folder.
        var actual: String
        /// The frame's `states` line, for the reference folder's `states.jsonl`.
        var states: String
    }

    var frames: [Frame]

    /// Stages the manifest for `path` in `batch`, to be put in place with the artefacts it lists.
    func write(to path: String, batch: OutputBatch) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try batch.write(Array(try encoder.encode(self)), to: path)
    }

    /// Every manifest in `folder` (one per shard), frames in order of script and frame.
    static func read(in folder: String) throws -> [Frame] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("manifest") && $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else {
            throw CommandFailure("\(folder): no manifest.json; run verify with --artifacts \(folder) first")
        }
        var frames: [Frame] = []
        for name in names {
            let path = folder + "/" + name
            do {
                frames += try JSONDecoder().decode(ApprovalManifest.self, from: Data(FileBytes.read(path))).frames
            } catch let failure as FileBytes.Failure {
                throw CommandFailure("\(path): \(failure.reason)")
            } catch {
                throw CommandFailure("\(path): not a manifest written by verify (\(error.localizedDescription))")
            }
        }
        return frames
    }
}
