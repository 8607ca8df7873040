import CardRender
import CardVerify

/// The fuzz target for `approve`'s manifest parser: any bytes through ``ApprovalManifest/parse(_:file:)``. A
/// manifest it accepts must survive a round trip (encoded and parsed again to the same frames), and every path it
/// lets through must stay inside its folder.
public enum ManifestFuzzTarget {
    /// What one input did.
    public enum Outcome: Equatable, CustomStringConvertible {
        case rejected(String)
        case accepted(frames: Int)

        public var description: String {
            switch self {
            case .rejected(let message): "rejected: \(message)"
            case .accepted(let frames): "accepted, \(frames) frames"
            }
        }
    }

    @discardableResult
    public static func exercise(_ bytes: [UInt8]) -> Outcome {
        let manifest: ApprovalManifest
        do {
            manifest = try ApprovalManifest.parse(bytes, file: "manifest.json")
        } catch {
            precondition(error.description.hasPrefix("manifest.json: "), "a refusal names the manifest: \(error)")
            return .rejected(error.description)
        }
        for frame in manifest.frames {
            for path in [frame.reference, frame.actual] {
                precondition(!path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false).contains(".."),
                             "an accepted path leaves its folder: \(path)")
            }
            precondition(frame.reference.hasSuffix("/" + frame.name) || frame.reference == frame.name, "not a frame file: \(frame.reference)")
        }
        guard let again = try? ApprovalManifest.parse(manifest.encoded(), file: "manifest.json") else {
            preconditionFailure("an accepted manifest does not read back")
        }
        precondition(again == manifest, "an accepted manifest changed in a round trip")
        return .accepted(frames: manifest.frames.count)
    }
}
