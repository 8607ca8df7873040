import CardVerify

/// The body of the studio's `POST /api/accept` (`--review`): the script, the revision the page showed, and one
/// frame (`{"script": "stack", "revision": 3, "frame": 7}`) or none, for every failing frame of the script.
struct StudioAcceptRequest: Decodable, Equatable {
    var script: String
    var revision: Int
    var frame: Int?

    /// The request in `body`, read strictly (one JSON object, unique keys); a bad body is a 400 saying why.
    init(body: [UInt8]) throws(StudioRequestProblem) {
        self = try ChangeRequestCheck.decode(Self.self, from: body, shape: #"{"script", "revision", "frame"}"#)
        guard !script.isEmpty, script.utf8.count <= ApprovalManifest.maximumPathLength, revision >= 0,
              frame.map(ApprovalManifest.frameNumbers.contains) ?? true else {
            throw StudioRequestProblem(status: 400, message: "an accept names a script, the revision shown (0 or more) and at most one frame number (0 to \(ApprovalManifest.frameNumbers.upperBound))")
        }
    }
}
