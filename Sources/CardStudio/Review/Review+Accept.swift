import CardPlatform
import CardRender
import CardScene
import CardVerify
import Foundation

/// `POST /api/accept`: who may ask, and the approval it runs.
extension Review {
    /// Checks that `request` comes from the page this server served, then approves its picks and answers
    /// `{"approved": N, "already": M, "accepted": [[folder, frame], ...]}`. A reference changed since verify (or
    /// anything else `approve` refuses) is a 409 and writes nothing.
    func accept(_ request: HTTPRequest, host: String, port: UInt16) throws(StudioRequestProblem) -> HTTPResponse {
        try ChangeRequestCheck(token: token, command: "cardmotion review").check(request, host: host, port: port)
        guard !readOnly else { throw StudioRequestProblem(status: 403, message: "the review is read-only (--read-only): nothing can be accepted") }
        try ChangeRequestCheck.checkJSONBody(request)
        let picks = try ReviewPick.picks(in: request.body)
        try checkNarrowing(picks)
        return try accepting.withLock { _ throws(StudioRequestProblem) in
            var approval = Approval(artifacts: artifacts, choices: picks.map(\.choice))
            let time = ApprovalLog.timestamp(clock())
            approval.record = { [artifacts, report] approved in
                let lines = ApprovalLog.lines(for: approved, time: time) { report.variant(approvedInto: $0) }
                return [(ApprovalLog.fileName, try Self.trail(in: artifacts) + lines.flatMap(\.encoded))]
            }
            let outcome: Approval.Outcome
            let accepted: [(folder: String, frame: Int)]
            do {
                outcome = try approval.run()
                accepted = try acceptedFrames()
            } catch {
                throw StudioRequestProblem(status: 409, message: (error as? RenderFailure)?.message ?? "\(error)")
            }
            let list = JSONValue.array(accepted.map { .array([.string($0.folder), .number(Double($0.frame))]) })
            let answer: JSONValue = ["approved": .number(Double(outcome.approved.count)),
                                     "already": .number(Double(outcome.alreadyApproved)), "accepted": list]
            return HTTPResponse.json(answer.compact() + "\n")
        }
    }

    /// With `--reference`, refuses (403) a pick whose folder is none of them.
    private func checkNarrowing(_ picks: [ReviewPick]) throws(StudioRequestProblem) {
        guard !references.isEmpty else { return }
        do {
            let allowed = try references.map { try ConfinedFolder.open($0) }
            for pick in picks {
                let folder = try ConfinedFolder.open(pick.folder.isEmpty ? "." : pick.folder)
                guard allowed.contains(where: { $0.isSameFolder(as: folder) }) else {
                    throw StudioRequestProblem(status: 403, message: "\(pick.folder) is not a --reference folder of this review")
                }
            }
        } catch let problem as StudioRequestProblem {
            throw problem
        } catch {
            throw StudioRequestProblem(status: 409, message: "\(error)")
        }
    }

    /// The artefact folder's `approvals.jsonl` as it is (empty when there is none), to append to.
    static func trail(in artifacts: String) throws -> [UInt8] {
        let folder = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try ConfinedFolder.open(artifacts) }
        let bytes: [UInt8]
        do throws(ConfinedFolder.Failure) {
            bytes = try folder.readFile(named: ApprovalLog.fileName, maximumSize: ApprovalLog.maximumFileSize)
        } catch where error.isMissing {
            return []
        } catch {
            throw RenderFailure(error.description)
        }
        guard bytes.isEmpty || bytes.last == 0x0A else {
            throw RenderFailure("\(artifacts)/\(ApprovalLog.fileName): does not end with a whole line; nothing was approved")
        }
        return bytes
    }
}
