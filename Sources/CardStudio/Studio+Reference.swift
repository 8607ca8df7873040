import CardPlatform
import CardRender
import CardScene
import CardVerify

/// A request for a reference picture, the frame as compared, or a diff: `/references/N.png`, `/actuals/N.png` or
/// `/diffs/N.png`.
struct StudioReferenceRoute {
    enum Picture: String {
        /// The reference file's bytes, as stored.
        case reference = "/references/"
        /// The frame drawn now as it is compared (without the fingers, as `verify` draws it): the page's Actual.
        case actual = "/actuals/"
        /// The diff of the frame drawn now against the reference, as `verify`'s diff files draw it.
        case diff = "/diffs/"
    }

    var picture: Picture
    var frame: Int

    /// The route of `path`, `nil` when it is neither; a malformed frame number is a 400.
    init?(path: String) throws(StudioRequestProblem) {
        for picture in [Picture.reference, .actual, .diff] {
            if let frame = try StudioQuery.frameNumber(inPath: path, prefix: picture.rawValue) {
                self.picture = picture
                self.frame = frame
                return
            }
        }
        return nil
    }
}

extension Studio {
    /// The references of a studio started with `--reference`; a 404 otherwise.
    func requireReferences() throws(StudioRequestProblem) -> StudioReferences {
        guard let references else {
            throw StudioRequestProblem(status: 404, message: "the studio was started without --reference: there is nothing to compare with")
        }
        return references
    }

    /// The body of `GET /api/verdicts`: the reference folder, the threshold and each frame's verdict.
    func verdictsJSON(script name: String?) throws(StudioRequestProblem) -> String {
        let references = try requireReferences()
        let script = try script(named: name)
        let version = script.current
        let index = scripts.firstIndex { $0 === script }!
        let verdicts = try references.verdicts(of: script, index: index, version: version)
        let threshold = version.plan.map { StudioReferences.policy(of: $0).options.threshold } ?? VerificationPolicy.defaultThreshold
        let frames: [JSONValue] = verdicts.map { verdict in
            switch verdict {
            case .passed(let pixels): ["verdict": "passed", "differentPixels": .number(Double(pixels))]
            case .failed(let pixels): ["verdict": "failed", "differentPixels": .number(Double(pixels))]
            case .missing: ["verdict": "missing"]
            }
        }
        let body: JSONValue = [
            "script": .string(script.name),
            "revision": .number(Double(version.revision)),
            "reference": .string(references.shownPath(of: script)),
            "threshold": .number(threshold),
            "failed": .number(Double(verdicts.filter { if case .failed = $0 { true } else { false } }.count)),
            "missing": .number(Double(verdicts.filter { $0 == .missing }.count)),
            "frames": .array(frames),
        ]
        return body.formatted() + "\n"
    }

    /// The answer to a reference, actual or diff request for frame `route.frame` of the script named `name`.
    func answer(_ route: StudioReferenceRoute, script name: String?) throws(StudioRequestProblem) -> HTTPResponse {
        let references = try requireReferences()
        let script = try script(named: name)
        let version = try version(of: script, having: route.frame)
        switch route.picture {
        case .reference:
            guard let bytes = try references.referenceBytes(frame: route.frame, of: script) else {
                throw StudioRequestProblem(status: 404, message: "\(script.name) has no reference for frame \(route.frame): \(references.shownPath(of: script))/\(FrameFileName.of(route.frame)) does not exist")
            }
            return HTTPResponse(status: 200, contentType: "image/png", body: bytes)
        case .actual:
            return try png(frame: route.frame, of: script, version: version, look: .compared)
        case .diff:
            let diff = try references.diff(frame: route.frame, of: script, version: version)
            do {
                return HTTPResponse(status: 200, contentType: "image/png", body: try PNGCodec.encode(diff))
            } catch {
                throw StudioRequestProblem(status: 500, message: error.reason)
            }
        }
    }
}
