import CardMotion
import CardPlatform
import CardRender
import CardScene
import Foundation

/// The studio: a set of scripts, read again when they change on disk, and the answers of its HTTP API
/// (docs/studio.md): `/` the page, `/api/scripts`, `/api/state`, `/frames/N.png`, `/frames/N.json` and
/// `/api/events`.
public final class Studio: Sendable {
    let scripts: [StudioScript]
    let cache = FrameCache()
    let events = EventBroadcast()
    /// The reference frames given with `--reference`, or `nil`.
    let references: StudioReferences?
    /// With `--review`, the page's secret: only a request carrying it may accept frames (`POST /api/accept`).
    public let token: ReviewToken?
    /// Accepts run one at a time.
    let accepting = Locked(())

    /// Why the studio cannot start: two scripts share a name, or their folders cannot be watched.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Reads every script in `paths` (a broken one is served with its error), with `assets` and an `fps` override,
    /// and compares their frames with the folder `reference` when given (laid out as `verify` reads it);
    /// `showsTouches` draws the timeline's fingers into the frames, as `render --show-touches` does.
    /// `variants` chooses which of each script's variants are served, each as a script of its own named
    /// `stem/variant` (a pattern that matches no variant is a failure). With `review` (and `reference`), the page
    /// offers to accept failing frames, as `cardmotion approve` does, to the requests that carry ``token``.
    /// `sceneBytes` bounds the scenes kept per version of a script, in bytes (`nil`: 64 MiB; docs/studio.md#limits).
    public init(paths: [String], assets: AssetAccess, fps: Double?, reference: String? = nil,
                showsTouches: Bool = false, variants: VariantSelection = .scriptDefault, review: Bool = false,
                sceneBytes: Int? = nil) throws(Failure) {
        guard !review || reference != nil else { throw Failure(description: "--review accepts frames into the --reference folder: give --reference DIR") }
        token = review ? ReviewToken() : nil
        scripts = try Self.scripts(paths, variants: variants, assets: assets) { path, variant in
            StudioScript(path: path, assets: assets, fps: fps, showsTouches: showsTouches, variant: variant,
                         sceneBytes: sceneBytes ?? StudioScenes.byteLimit)
        }
        references = try reference.map { path throws(Failure) in try StudioReferences(path: path, scriptCount: paths.count) }
        let names = scripts.map(\.name)
        if let shared = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw Failure(description: "two scripts share the name '\(shared)'; the page could not tell them apart")
        }
        for script in scripts { script.reload() }
    }

    /// The scripts' names, in command-line order.
    public var names: [String] { scripts.map(\.name) }

    /// The problems of the scripts that did not read well, for the command to print at start.
    public var problems: [ScriptProblem] { scripts.compactMap(\.current.error) }

    /// Starts watching the folders of every file the scripts read; a change reads the scripts that read it again
    /// and sends `event: reload` with the new revision.
    public func watch() throws(Failure) {
        let folders = Set(scripts.flatMap { $0.current.inputs.map { ($0 as NSString).deletingLastPathComponent } })
        do {
            _ = try FolderWatcher(folders: Array(folders)) { [scripts, events] changed in
                for script in scripts where !script.current.inputs.isDisjoint(with: changed) {
                    let revision = script.reload()
                    events.publish(event: "reload", data: "\(revision)")
                }
            }
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// The answer to `request`, made to the server listening on `host` and `port`.
    public func answer(_ request: HTTPRequest, host: String, port: UInt16) -> HTTPServer.Reply {
        do throws(StudioRequestProblem) {
            try StudioQuery.checkHost(request, host: host, port: port)
            if request.isPost {
                guard request.path == "/api/accept" else { throw StudioRequestProblem(status: 405, message: "only /api/accept takes POST") }
                try StudioQuery.check(request, allowing: [])
                return .response(try accept(request, host: host, port: port))
            }
            switch request.path {
            case "/", "/index.html":
                try StudioQuery.check(request, allowing: ["events", "frame"])
                let page = try StudioPage.html(firstFrame: firstFrame(asked: request.parameter("frame")), reference: references != nil,
                                                  review: token != nil)
                return .response(HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(page.utf8),
                                              headers: [("Content-Security-Policy", StudioPage.contentSecurityPolicy)]))
            case "/api/scripts":
                try StudioQuery.check(request, allowing: [])
                return .response(.json(JSONValue.array(names.map(JSONValue.string)).formatted() + "\n"))
            case "/api/state":
                try StudioQuery.check(request, allowing: ["script"])
                let state = try script(named: request.parameter("script")).current.state
                return .response(HTTPResponse(status: 200, contentType: "application/json; charset=utf-8", body: state))
            case "/api/events":
                try StudioQuery.check(request, allowing: [])
                return .events(events)
            case "/api/verdicts":
                try StudioQuery.check(request, allowing: ["script"])
                return .response(.json(try verdictsJSON(script: request.parameter("script"))))
            default:
                if let frame = try StudioQuery.frameNumber(inPath: request.path, suffix: ".json") {
                    try StudioQuery.check(request, allowing: ["script", "revision"])
                    try StudioQuery.checkRevision(request.parameter("revision"))
                    return .response(.json(try motionJSON(frame: frame, script: request.parameter("script"))))
                }
                if let route = try StudioReferenceRoute(path: request.path) {
                    try StudioQuery.check(request, allowing: ["script", "revision"])
                    try StudioQuery.checkRevision(request.parameter("revision"))
                    return .response(try answer(route, script: request.parameter("script")))
                }
                guard let frame = try StudioQuery.frameNumber(inPath: request.path) else {
                    throw StudioRequestProblem(status: 404, message: "no such page: \(request.path.prefix(200))")
                }
                try StudioQuery.check(request, allowing: ["script", "revision"])
                try StudioQuery.checkRevision(request.parameter("revision"))
                let script = try script(named: request.parameter("script"))
                return .response(try png(frame: frame, of: script, version: try version(of: script, having: frame), look: .player))
            }
        } catch {
            var response = HTTPResponse.error(error.status, json: (["error": .string(error.message)] as JSONValue).formatted() + "\n")
            if error.status == 405 { response.headers = [("Allow", "GET, HEAD, POST")] }
            return .response(response)
        }
    }

    /// The script named `name` (file name, name without extension, or the path given), or the first when `nil`.
    func script(named name: String?) throws(StudioRequestProblem) -> StudioScript {
        guard let name else { return scripts[0] }
        let found = scripts.first { script in
            script.name == name || script.path == name || (script.path as NSString).lastPathComponent == name
        }
        guard let found else {
            throw StudioRequestProblem(status: 404, message: "unknown script '\(name.prefix(200))'; the scripts are: \(names.joined(separator: ", "))")
        }
        return found
    }

    /// The current version of `script` when it has frame `frame`; a 404 when it has no frames or not that one.
    func version(of script: StudioScript, having frame: Int) throws(StudioRequestProblem) -> StudioScript.Version {
        let version = script.current
        guard let plan = version.plan else {
            throw StudioRequestProblem(status: 404, message: "\(script.name) has no frames: it has not been read well yet")
        }
        let count = plan.timing.frameCount
        guard frame < count else {
            throw StudioRequestProblem(status: 404, message: "frame \(frame) is out of range: \(script.name) has \(count) frames (0 to \(count - 1))")
        }
        return version
    }

    /// The body of `GET /frames/N.json`.
    private func motionJSON(frame: Int, script name: String?) throws(StudioRequestProblem) -> String {
        let script = try script(named: name)
        let version = try version(of: script, having: frame)
        guard let motion = version.motion else {
            throw StudioRequestProblem(status: 404, message: "\(script.name) has no frames: it has not been read well yet")
        }
        return StudioState.frameJSON(frame, revision: version.revision, motion: motion).compact() + "\n"
    }

    /// The frame the page opens with, its picture part of the document (so it is there when the page's load event
    /// fires): the first script's frame `asked` (`?frame=N`, decimal digits) within its range, else 0; `nil` when the
    /// script has no frames. With `--reference`, it says whether the frame has a reference.
    private func firstFrame(asked: String?) -> StudioPage.FirstFrame? {
        let script = scripts[0], version = script.current
        guard let plan = version.plan, plan.timing.frameCount > 0 else { return nil }
        let number = asked.flatMap { $0.count <= StudioQuery.frameDigits && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ? Int($0) : nil } ?? 0
        let frame = min(number, plan.timing.frameCount - 1)
        return StudioPage.FirstFrame(script: script.name, revision: version.revision, frame: frame,
                                     referenced: references?.holds(frame: frame, of: script) == true)
    }

    /// Frame `frame` of `version` of `script`, drawn for `look`, as a PNG response.
    func png(frame: Int, of script: StudioScript, version: StudioScript.Version, look: StudioScript.Look) throws(StudioRequestProblem) -> HTTPResponse {
        do {
            let index = scripts.firstIndex { $0 === script }!
            let bytes = try script.frame(frame, of: version, index: index, cache: cache, look: look)
            return HTTPResponse(status: 200, contentType: "image/png", body: bytes)
        } catch let failure as RenderFailure {
            throw StudioRequestProblem(status: 500, message: failure.message)
        } catch {
            throw StudioRequestProblem(status: 500, message: "\(error)")
        }
    }
}

/// A request the studio or the review refuses: its status and why.
struct StudioRequestProblem: Error {
    var status: Int
    var message: String
}
