import CardScene
import CardVerify
import Foundation

/// One part of an accept request: frames of one script approved into one reference folder, as the page sends them
/// (`{"script": "deck", "folder": "visual/references/deck", "frames": [3, 4]}`; `folder` as the manifest names it).
struct ReviewPick: Decodable, Equatable {
    var script: String
    var folder: String
    var frames: [Int]

    /// The most picks one request holds, and frames one pick lists (a request's body is at most 64 KiB anyway).
    static let maximumPicks = 1_000

    /// The picks of a request's body: `{"picks": [...]}`, read strictly; a bad body is a 400 saying why.
    static func picks(in body: [UInt8]) throws(StudioRequestProblem) -> [ReviewPick] {
        struct Body: Decodable { var picks: [ReviewPick] }
        let picks = try ChangeRequestCheck.decode(Body.self, from: body, shape: #"{"picks": [{"script", "folder", "frames"}]}"#).picks
        guard !picks.isEmpty, picks.count <= maximumPicks else {
            throw StudioRequestProblem(status: 400, message: "an accept names 1 to \(maximumPicks) picks")
        }
        for pick in picks {
            guard !pick.script.isEmpty, pick.script.utf8.count <= ApprovalManifest.maximumPathLength,
                  pick.folder.utf8.count <= ApprovalManifest.maximumPathLength,
                  !pick.frames.isEmpty, pick.frames.allSatisfy(ApprovalManifest.frameNumbers.contains) else {
                throw StudioRequestProblem(status: 400, message: "a pick names a script, its folder and 1 or more frame numbers (0 to \(ApprovalManifest.frameNumbers.upperBound))")
            }
        }
        return picks
    }

    /// The approval's choice of exactly these frames.
    var choice: Approval.Choice {
        Approval.Choice(script: script, listed: Set(frames), folder: folder)
    }
}
