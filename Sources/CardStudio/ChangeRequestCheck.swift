import CardPlatform
import CardScene
import CardVerify
import Foundation

/// The checks of a request that changes files (`POST /api/accept` of `cardmotion review` and of
/// `cardmotion studio --review`): it must come from the page this server served, opened from the address the command
/// printed. Its `Origin` must be the server's own (no other site, no `Origin: null`, no other local port) and it
/// must carry the page's ``ReviewToken`` in `X-CardMotion-Token`. (The `Host` header of every request is checked
/// before, by ``StudioQuery/checkHost(_:host:port:)``.)
struct ChangeRequestCheck {
    /// The token header's name.
    static let tokenHeader = "x-cardmotion-token"

    /// The page's secret.
    let token: ReviewToken
    /// The command whose printed address holds the token (`cardmotion review`), for the refusal's message.
    let command: String

    /// Refuses (403) `request`, made to the server listening on `host` and `port`, unless its `Origin` is the
    /// server's own and it carries the token.
    func check(_ request: HTTPRequest, host: String, port: UInt16) throws(StudioRequestProblem) {
        try Self.checkOrigin(request, host: host, port: port)
        guard token.matches(request.header(Self.tokenHeader)) else {
            throw StudioRequestProblem(status: 403, message: "an accept must carry the page's token in X-CardMotion-Token: open the address \(command) printed")
        }
    }

    /// Refuses (415) a body that is not JSON by its `Content-Type` (an HTML form can post without a page's script,
    /// but never JSON).
    static func checkJSONBody(_ request: HTTPRequest) throws(StudioRequestProblem) {
        guard request.header("content-type")?.lowercased().hasPrefix("application/json") == true else {
            throw StudioRequestProblem(status: 415, message: "an accept's body is JSON (Content-Type: application/json)")
        }
    }

    /// The body of an accept decoded as `Body`, read strictly (one JSON object with unique keys); a bad body is a 400
    /// saying why, `shape` the body expected (`{"picks": [...]}`).
    static func decode<Body: Decodable>(_ type: Body.Type, from body: [UInt8], shape: String) throws(StudioRequestProblem) -> Body {
        do {
            try JSONShape.checkUniqueKeys(in: body)
        } catch {
            throw StudioRequestProblem(status: 400, message: "the body is not one JSON object with unique keys: \(error.description)")
        }
        do {
            return try JSONDecoder().decode(type, from: Data(body))
        } catch let error as DecodingError {
            throw StudioRequestProblem(status: 400, message: "the body is not \(shape): \(ApprovalManifest.describe(error))")
        } catch {
            throw StudioRequestProblem(status: 400, message: "the body is not JSON")
        }
    }

    /// Refuses (403) a request whose `Origin` is not the server's own address: a page of another site, of another
    /// local port, or of no origin (`null`: a file, a sandboxed frame). Browsers send `Origin` with every POST.
    static func checkOrigin(_ request: HTTPRequest, host: String, port: UInt16) throws(StudioRequestProblem) {
        let given = request.header("origin")?.lowercased()
        let allowed = HTTPServer.hostNames(listeningOn: host).map { "http://\($0):\(port)" }
        guard let given, allowed.contains(given) else {
            throw StudioRequestProblem(status: 403, message: "an accept's Origin must be \(allowed.joined(separator: " or ")), got '\(given?.prefix(100) ?? "none")'")
        }
    }
}
