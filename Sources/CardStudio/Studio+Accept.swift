import CardPlatform
import CardRender
import CardScene
import CardVerify

/// `POST /api/accept` of `cardmotion studio --reference DIR --review`: who may ask, and the approval it runs.
extension Studio {
    /// Checks that `request` comes from the page this studio served (``ChangeRequestCheck``), then approves the
    /// failing frame it names, or every failing frame of its script, with ``StudioScript/approve(_:of:references:)``
    /// (what `cardmotion verify --artifacts` then `cardmotion approve` do), one accept at a time. Answers
    /// `{"approved": N, "already": M, "revision": R}`, R the script's revision after the accept: the script is read
    /// again, so its verdicts and pictures are computed afresh and every page is told (`event: reload`). A revision
    /// other than the current one (the script changed since the page showed it), a frame that does not fail, or
    /// anything `approve` refuses is a 409 and writes nothing.
    func accept(_ request: HTTPRequest, host: String, port: UInt16) throws(StudioRequestProblem) -> HTTPResponse {
        guard let token else { throw StudioRequestProblem(status: 405, message: "the studio takes no POST without --review") }
        try ChangeRequestCheck(token: token, command: "cardmotion studio --review").check(request, host: host, port: port)
        try ChangeRequestCheck.checkJSONBody(request)
        let asked = try StudioAcceptRequest(body: request.body)
        let references = try requireReferences()
        let script = try script(named: asked.script)
        return try accepting.withLock { _ throws(StudioRequestProblem) in
            let version = script.current
            guard version.revision == asked.revision else {
                throw StudioRequestProblem(status: 409, message: "\(script.name) changed since the page showed it (revision \(asked.revision), now \(version.revision)): nothing was accepted; look at its frames again")
            }
            guard version.error == nil else {
                throw StudioRequestProblem(status: 409, message: "\(script.name) does not read well now (its last good version is shown): nothing was accepted")
            }
            let frames = try failingFrames(of: script, version: version, asked: asked.frame)
            let outcome: Approval.Outcome
            do {
                outcome = try script.approve(frames, of: version, references: references.shownPath(of: script))
            } catch {
                throw StudioRequestProblem(status: 409, message: (error as? RenderFailure)?.message ?? "\(error)")
            }
            let revision = script.reload()
            events.publish(event: "reload", data: "\(revision)")
            let answer: JSONValue = ["approved": .number(Double(outcome.approved.count)),
                                     "already": .number(Double(outcome.alreadyApproved)), "revision": .number(Double(revision))]
            return HTTPResponse.json(answer.compact() + "\n")
        }
    }

    /// The frames an accept approves: frame `asked` when it fails against its reference, or every failing frame
    /// when `asked` is `nil`; a 409 when there is none.
    private func failingFrames(of script: StudioScript, version: StudioScript.Version, asked: Int?) throws(StudioRequestProblem) -> [Int] {
        if let asked { _ = try self.version(of: script, having: asked) }
        let index = scripts.firstIndex { $0 === script }!
        let verdicts = try requireReferences().verdicts(of: script, index: index, version: version)
        let failing = verdicts.indices.filter { if case .failed = verdicts[$0] { true } else { false } }
        if let asked {
            guard failing.contains(asked) else {
                let state = verdicts[asked] == .missing ? "has no reference" : "passes"
                throw StudioRequestProblem(status: 409, message: "frame \(asked) of \(script.name) \(state): only a failing frame is accepted; nothing was accepted")
            }
            return [asked]
        }
        guard !failing.isEmpty else {
            throw StudioRequestProblem(status: 409, message: "\(script.name) has no failing frame: nothing was accepted")
        }
        return failing
    }
}
