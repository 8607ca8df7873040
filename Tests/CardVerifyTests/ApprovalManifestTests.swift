import CardRender
import CardScene
import CardVerify
import Foundation
import Testing

/// `approve`'s manifest parser: what verify writes reads back; anything else, however built, is refused with a
/// message that names the file and the field, within bounded time and memory.
@Suite struct ApprovalManifestTests {
    static let frame = ApprovalManifest.Frame(
        script: "s.yaml", name: "frame-00003.png", frame: 3, reference: "goldens/s/frame-00003.png",
        referenceSHA256: String(repeating: "a", count: 64), actual: "s/frame-00003.actual.png",
        actualSHA256: String(repeating: "0", count: 64), width: 80, height: 100, states: StatesLine(frame: 3, time: 0.05, nodes: []))

    static func refusal(_ text: String) -> String? {
        do {
            _ = try ApprovalManifest.parse(Array(text.utf8), file: "m.json")
            return nil
        } catch {
            return error.description
        }
    }

    /// `frames[0]` of a manifest with `field` set to `json`.
    static func with(_ field: String, _ json: String) throws -> String {
        var object = try JSONSerialization.jsonObject(with: Data(ApprovalManifest(frames: [frame]).encoded())) as! [String: Any]
        var frames = object["frames"] as! [[String: Any]]
        frames[0][field] = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        object["frames"] = frames
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test func whatVerifyWritesReadsBack() throws {
        let manifest = ApprovalManifest(frames: [Self.frame, Self.frame])
        #expect(try ApprovalManifest.parse(manifest.encoded(), file: "m.json") == manifest)
        #expect(Self.frame.referenceFolder == "goldens/s")
    }

    /// Each field's rule, with the exact message.
    @Test(arguments: [
        ("reference", #""/etc/frame-00003.png""#, "m.json: frames[0].reference: '/etc/frame-00003.png' is an absolute path; only a path inside the folder is accepted"),
        ("reference", #""a/../frame-00003.png""#, "m.json: frames[0].reference: 'a/../frame-00003.png' goes up with '..'; only a path inside the folder is accepted"),
        ("reference", #""a//frame-00003.png""#, "m.json: frames[0].reference: 'a//frame-00003.png' has an empty or '.' component; give it as verify wrote it"),
        ("reference", #""goldens/s.apng""#, "m.json: frames[0].reference: 'goldens/s.apng' is an animated reference, which approve does not replace; record it again with verify --record failed"),
        ("actual", #""s/frame-00003.png""#, "m.json: frames[0].actual: 's/frame-00003.png' is not frame-00003.actual.png: approve replaces only frame files of reference folders"),
        ("actualSHA256", #""ABC""#, "m.json: frames[0].actualSHA256: is not a SHA-256 digest (64 lowercase hexadecimal digits)"),
        ("width", "0", "m.json: frames[0].width: is 0.0, not a whole number from 1 to 32767"),
        ("frame", "1e300", "m.json: frames[0].frame: is 1e+300, not a whole number from 0 to 99999"),
        ("name", #""states.jsonl""#, "m.json: frames[0].name: is 'states.jsonl', not frame-00003.png (frame 3)"),
        ("states", #""{\"frame\":3}\n{\"frame\":4}""#, "m.json: frames[0].states: is not one 'cardmotion states' line of frame 3 (a JSON object on one line)"),
        ("script", #"["s"]"#, "m.json: frames[0].script: must be a string"),
        ("fingerprint", #""3f8-1a2b""#, "m.json: frames[0].fingerprint: is not a field of a manifest written by this version of verify (run verify --artifacts again)"),
    ])
    func everyFieldIsChecked(_ field: String, _ value: String, _ message: String) throws {
        #expect(Self.refusal(try Self.with(field, value)) == message)
    }

    /// A frame whose failure repeats an earlier frame's shares that frame's rendered image: `actual` may name the
    /// rendered frame of frame 3 or an earlier one, never a later frame's nor another kind of file.
    @Test func aRepeatedFailureNamesAnEarlierRenderedFrame() throws {
        #expect(try ApprovalManifest.parse(Array(Self.with("actual", #""s/frame-00001.actual.png""#).utf8), file: "m.json")
            .frames.first?.actual == "s/frame-00001.actual.png")
        #expect(Self.refusal(try Self.with("actual", #""s/frame-00004.actual.png""#))
                == "m.json: frames[0].actual: 's/frame-00004.actual.png' is not frame-00003.actual.png: approve replaces only frame files of reference folders")
        #expect(Self.refusal(try Self.with("actual", #""s/frame-00001.expected.png""#))
                == "m.json: frames[0].actual: 's/frame-00001.expected.png' is not frame-00003.actual.png: approve replaces only frame files of reference folders")
        #expect(Self.refusal(try Self.with("actual", #""s/frame-0001.actual.png""#))
                == "m.json: frames[0].actual: 's/frame-0001.actual.png' is not frame-00003.actual.png: approve replaces only frame files of reference folders")
    }

    /// Length and count limits, and inputs built to exhaust a parser: each ends in a refusal naming the file.
    @Test func hostileManifestsAreRefusedWithinTheLimits() throws {
        #expect(Self.refusal(String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000))
                == "m.json: byte 65: arrays and objects nest more than 64 deep; not a manifest written by verify")
        #expect(Self.refusal(#"{"frames": [], "version": 2"#) == "m.json: byte 28: expected ','; not a manifest written by verify")
        #expect(Self.refusal(try Self.with("script", "\"" + String(repeating: "x", count: 5000) + "\""))
                == "m.json: frames[0].script: is 5000 bytes long, more than the limit of 4096")
        let deepStates = #"{\"frame\":3,\"x\":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        #expect(Self.refusal(try Self.with("states", "\"" + deepStates + "\""))
                == "m.json: frames[0].states: is not one 'cardmotion states' line of frame 3 (a JSON object on one line)")
        #expect(Self.refusal(#"{"frames": [], "version": 1}"#) == "m.json: version: is 1; this cardmotion reads version 2 (run verify --artifacts again)")
        #expect(Self.refusal(#"{"frames": {}, "version": 2}"#) == "m.json: frames: must be a list")
        let huge = [UInt8](repeating: 0x20, count: ApprovalManifest.maximumFileSize + 1)
        #expect(throws: ApprovalManifest.Failure.self) { try ApprovalManifest.parse(huge, file: "m.json") }
        #expect((try? ApprovalManifest.parse(huge, file: "m.json")) == nil)
    }

    /// A key written twice is refused wherever it is, with equal values too and however it is escaped: Foundation's
    /// decoder would use the first, the tools a reviewer reads the file with the last.
    @Test func aFieldWrittenTwiceIsRefused() throws {
        let written = String(decoding: try ApprovalManifest(frames: [Self.frame]).encoded(), as: UTF8.self)
        let reference = #""reference" : "goldens/s/frame-00003.png""#
        #expect(written.contains(reference))
        for (twice, field) in [
            (reference + ",\n" + #""reference" : "goldens/other/frame-00003.png""#, "frames[0].reference"),
            (reference + ",\n" + reference, "frames[0].reference"),
            (reference + ",\n" + #""refer\u0065nce" : "goldens/s/frame-00003.png""#, "frames[0].reference"),
        ] {
            #expect(Self.refusal(written.replacingOccurrences(of: reference, with: twice))
                    == "m.json: \(field): is there twice (each field is written once); not a manifest written by verify")
        }
        #expect(Self.refusal(written.replacingOccurrences(of: #""version" : 2"#, with: #""version" : 2, "version" : 2"#))
                == "m.json: version: is there twice (each field is written once); not a manifest written by verify")
        // A second frame may repeat the first's fields: keys are unique per object.
        let two = ApprovalManifest(frames: [Self.frame, Self.frame])
        #expect(try ApprovalManifest.parse(two.encoded(), file: "m.json") == two)
    }
}
