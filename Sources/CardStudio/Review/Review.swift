import CardPlatform
import CardRender
import CardScene
import CardVerify
import Foundation

/// `cardmotion review`: the report of a verify run's artefact folder served with Accept buttons (docs/commands.md),
/// answering `/` (the page), `/api/review` (the frames accepted so far), `POST /api/accept` and the folder's `.png`
/// images. An accept runs the same ``Approval`` as `cardmotion approve` (confined to the reference folders inside
/// the current folder, digests checked, all or nothing), one at a time, and appends its trail to the artefact
/// folder's `approvals.jsonl` in the same all-or-nothing step.
///
/// Only the page the command's address opened can change files: a POST must carry the ``ReviewToken`` in
/// `X-CardMotion-Token`, an `Origin` that is the server's own and a `Host` that is one of its names (so no other
/// site, no `Origin: null` and no other local port, and no DNS rebinding); anything else is a 403 before the body is
/// read as JSON. `--read-only` refuses every change.
public final class Review: Sendable {
    /// The artefact folder, as given.
    let artifacts: String
    let report: ReviewReport
    /// `--reference` folders the accepts are narrowed to (none: every folder the manifests name).
    let references: [String]
    let readOnly: Bool
    /// The page's secret.
    public let token: ReviewToken
    /// Accepts run one at a time.
    let accepting = Locked(())
    /// When each accept happened, for the trail (a test sets a fixed clock).
    let clock: @Sendable () -> Date

    /// Why the review cannot start: the artefact folder's report or manifests cannot be read.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Reads the report and manifests of `artifacts` (run from the folder verify ran in).
    public init(artifacts: String, references: [String] = [], readOnly: Bool = false,
                clock: @escaping @Sendable () -> Date = Date.init) throws(Failure) {
        self.artifacts = artifacts
        self.references = references
        self.readOnly = readOnly
        self.clock = clock
        token = ReviewToken()
        do {
            let folder = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try ConfinedFolder.open(artifacts) }
            report = try ReviewReport(artifacts: folder)
            _ = try acceptedFrames()
        } catch let failure as RenderFailure {
            throw Failure(description: failure.message)
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    /// The frames accepted so far, `[folder, frame]` as the manifests name them, in their order.
    func acceptedFrames() throws -> [(folder: String, frame: Int)] {
        let states = try Approval(artifacts: artifacts, choice: Approval.Choice(references: references)).states()
        return states.filter { $0.state == .approved }.map { ($0.target.frame.referenceFolder, $0.target.frame.frame) }
    }

    /// How many failing frames the page lists that are not accepted yet.
    public func framesLeft() throws(Failure) -> Int {
        do {
            return report.listedFailures - (try acceptedFrames()).count
        } catch {
            throw Failure(description: (error as? RenderFailure)?.message ?? "\(error)")
        }
    }

    /// The answer to `request`, made to the server listening on `host` and `port`.
    public func answer(_ request: HTTPRequest, host: String, port: UInt16) -> HTTPServer.Reply {
        do throws(StudioRequestProblem) {
            try StudioQuery.checkHost(request, host: host, port: port)
            guard request.query.isEmpty else { throw StudioRequestProblem(status: 400, message: "the review's pages take no query") }
            switch (request.method, request.path) {
            case ("POST", "/api/accept"):
                return .response(try accept(request, host: host, port: port))
            case (_, _) where request.isPost:
                throw StudioRequestProblem(status: 405, message: "only /api/accept takes POST")
            case (_, "/"), (_, "/index.html"):
                return .response(try page())
            case (_, "/api/review"):
                return .response(.json(try stateJSON()))
            default:
                return .response(try image(at: request.path))
            }
        } catch {
            var response = HTTPResponse.error(error.status, json: (["error": .string(error.message)] as JSONValue).formatted() + "\n")
            if error.status == 405 { response.headers = [("Allow", "GET, HEAD, POST")] }
            return .response(response)
        }
    }

    private func page() throws(StudioRequestProblem) -> HTTPResponse {
        do {
            let html = try report.html(readOnly: readOnly)
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8),
                                headers: [("Content-Security-Policy", StudioPage.contentSecurityPolicy)])
        } catch {
            throw StudioRequestProblem(status: 500, message: "the page cannot be made: \(error)")
        }
    }

    /// `{"accepted": [[folder, frame], ...], "readOnly": false}`.
    private func stateJSON() throws(StudioRequestProblem) -> String {
        let accepted: [(folder: String, frame: Int)]
        do {
            accepted = try acceptedFrames()
        } catch {
            throw StudioRequestProblem(status: 409, message: (error as? RenderFailure)?.message ?? "\(error)")
        }
        let list = JSONValue.array(accepted.map { .array([.string($0.folder), .number(Double($0.frame))]) })
        return (["accepted": list, "readOnly": .bool(readOnly)] as JSONValue).compact() + "\n"
    }

    /// An image of the artefact folder: the path's segments percent-decoded, each a plain name, the last a `.png`,
    /// read as a regular file inside the folder (never through a link).
    private func image(at path: String) throws(StudioRequestProblem) -> HTTPResponse {
        let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { String($0).removingPercentEncoding }
        guard path.hasSuffix(".png"), segments.allSatisfy({ $0 != nil }) else {
            throw StudioRequestProblem(status: 404, message: "no such page: \(path.prefix(200))")
        }
        let relative = segments.map { $0! }.joined(separator: "/")
        do {
            let folder = try ConfinedFolder.open(artifacts)
            let bytes = try folder.readFile(at: relative, maximumSize: ApprovalCheck.maximumImageSize)
            return HTTPResponse(status: 200, contentType: "image/png", body: bytes)
        } catch {
            throw StudioRequestProblem(status: 404, message: "no such image in the artefact folder: \(path.prefix(200))")
        }
    }
}
