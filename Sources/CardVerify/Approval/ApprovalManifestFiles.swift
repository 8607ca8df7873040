import CardRender
import CardPlatform

/// The manifests of an artefact folder (`manifest.json`, or `manifest-K-of-N.json` per shard), read as regular
/// files inside it (never through a link) and parsed strictly.
public enum ApprovalManifestFiles {
    /// One frame of a manifest, with where it was listed (for messages that name the manifest and the field).
    public struct Entry {
        /// The manifest's path, as shown.
        public var manifest: String
        /// The frame's place in the manifest's `frames`.
        public var index: Int
        public var frame: ApprovalManifest.Frame

        /// `PATH: frames[I].FIELD (SCRIPT frame-NNNNN.png)`: the start of a message about one of the frame's fields.
        public func field(_ name: String) -> String {
            "\(manifest): frames[\(index)].\(name) (\(ScriptStem.of(frame.script)) \(frame.name))"
        }
    }

    /// What the manifests of an artefact folder list.
    public struct Listing {
        /// Every frame, in order of manifest name, then as listed.
        public var frames: [Entry] = []
        /// The failing frames verify could not list, by script (``ApprovalManifest/Unlisted``).
        public var unlisted: [ApprovalManifest.Unlisted] = []
    }

    /// Every manifest in `folder`, frames in order of manifest name, then as listed.
    public static func read(in folder: ConfinedFolder) throws -> Listing {
        let names = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try folder.names() }
            .filter { $0.hasPrefix("manifest") && $0.hasSuffix(".json") }
        guard !names.isEmpty else {
            throw RenderFailure("\(folder.path): no manifest.json; run verify with --artifacts \(folder.path) first")
        }
        var listing = Listing()
        for name in names {
            let path = (folder.path.hasSuffix("/") ? folder.path : folder.path + "/") + name
            let bytes: [UInt8]
            do {
                bytes = try folder.readFile(named: name, maximumSize: ApprovalManifest.maximumFileSize)
            } catch {
                throw RenderFailure("\(path): \(error.reason)")
            }
            let manifest: ApprovalManifest
            do {
                manifest = try ApprovalManifest.parse(bytes, file: path)
            } catch {
                throw RenderFailure(error.description)
            }
            listing.frames += manifest.frames.enumerated().map { Entry(manifest: path, index: $0.offset, frame: $0.element) }
            listing.unlisted += manifest.unlisted
        }
        return listing
    }
}
