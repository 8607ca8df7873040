import CardRender
import CardPlatform
import CardScene
import Foundation

/// The manifest as JSON: written with its keys sorted, one member a line; read strictly, every field checked, with
/// a message that names the file and the field (`manifest.json: frames[3].actual: goes up with '..'; ...`).
extension ApprovalManifest {
    /// The manifest as JSON bytes.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(Written(frames: frames, unlisted: unlisted.isEmpty ? nil : unlisted,
                                                version: Self.version))) + [0x0A]
    }

    /// The manifest in `bytes`, read from `file` (named in messages). Refuses anything but the shape ``encoded()``
    /// writes within the limits: unknown or missing fields, wrong types, paths that leave their folder or name
    /// something other than a frame file, digests that are not SHA-256, sizes and numbers out of range.
    public static func parse(_ bytes: [UInt8], file: String) throws(Failure) -> ApprovalManifest {
        guard bytes.count <= maximumFileSize else {
            throw Failure(description: "\(file): is \(bytes.count) bytes, more than the limit of \(maximumFileSize) bytes for a manifest")
        }
        do {
            try JSONShape.checkUniqueKeys(in: bytes)
        } catch {
            throw Failure(description: "\(file): \(error.description); not a manifest written by verify")
        }
        do {
            let read = try JSONDecoder().decode(Read.self, from: Data(bytes))
            return ApprovalManifest(frames: read.frames, unlisted: read.unlisted)
        } catch let error as DecodingError {
            throw Failure(description: "\(file): " + Self.describe(error))
        } catch {
            throw Failure(description: "\(file): not a manifest written by verify (\(error))")
        }
    }

    /// A decoding error in words: the field's path (`frames[3].actual`), then what is wrong with it.
    public static func describe(_ error: DecodingError) -> String {
        func field(_ path: [any CodingKey]) -> String {
            path.reduce("") { text, key in
                key.intValue.map { text + "[\($0)]" } ?? (text.isEmpty ? key.stringValue : text + "." + key.stringValue)
            }
        }
        func at(_ path: [any CodingKey], _ reason: String) -> String {
            path.isEmpty ? reason : field(path) + ": " + reason
        }
        switch error {
        case .keyNotFound(let key, let context):
            return at(context.codingPath + [key], "is missing")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return at(context.codingPath, "must be \(Self.kind(of: type))")
        case .dataCorrupted(let context):
            // Foundation says no more than "not valid JSON" of a syntax error, bytes that are not UTF-8 or a number
            // too large for a Double.
            return context.codingPath.isEmpty ? "is not valid JSON; not a manifest written by verify"
                : at(context.codingPath, context.debugDescription)
        @unknown default:
            return "not a manifest written by verify"
        }
    }

    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a whole number"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }

    /// The top level as written.
    private struct Written: Encodable {
        var frames: [Frame]
        var unlisted: [Unlisted]?
        var version: Int
    }

    /// The top level as read: `version` first (an older manifest is named as such), then the frames.
    private struct Read: Decodable {
        var frames: [Frame]
        var unlisted: [Unlisted] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FieldKey.self)
            try FieldKey.refuseUnknown(in: container, known: ["frames", "unlisted", "version"])
            guard container.contains(FieldKey("version")) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [FieldKey("version")],
                    debugDescription: "is missing: written by an older cardmotion or not by verify; run verify --artifacts again"))
            }
            let version = try FieldKey.wholeNumber("version", in: container, range: 0...Int(Int32.max))
            guard version == ApprovalManifest.version else {
                throw DecodingError.dataCorrupted(.init(codingPath: [FieldKey("version")],
                    debugDescription: "is \(version); this cardmotion reads version \(ApprovalManifest.version) (run verify --artifacts again)"))
            }
            var list = try container.nestedUnkeyedContainer(forKey: FieldKey("frames"))
            if let count = list.count, count > ApprovalManifest.maximumFrames {
                throw DecodingError.dataCorrupted(.init(codingPath: [FieldKey("frames")],
                    debugDescription: "lists \(count) frames, more than the limit of \(ApprovalManifest.maximumFrames)"))
            }
            frames = []
            while !list.isAtEnd { frames.append(try list.decode(Frame.self)) }
            if container.contains(FieldKey("unlisted")) {
                var unlistedList = try container.nestedUnkeyedContainer(forKey: FieldKey("unlisted"))
                var total = frames.count
                while !unlistedList.isAtEnd {
                    let entry = try unlistedList.decode(Unlisted.self)
                    total += entry.frames.count
                    guard total <= ApprovalManifest.maximumFrames else {
                        throw DecodingError.dataCorrupted(.init(codingPath: [FieldKey("unlisted")],
                            debugDescription: "lists more than \(ApprovalManifest.maximumFrames) frames with 'frames'"))
                    }
                    unlisted.append(entry)
                }
            }
        }
    }
}

extension ApprovalManifest.Unlisted: Codable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(script, forKey: FieldKey("script"))
        try container.encode(references, forKey: FieldKey("references"))
        try container.encode(frames, forKey: FieldKey("frames"))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        try FieldKey.refuseUnknown(in: container, known: ["frames", "references", "script"])
        func refuse(_ field: String, _ reason: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: container.codingPath + [FieldKey(field)], debugDescription: reason))
        }
        /// Text that is only ever shown: within the path limit, with no control character to rewrite a terminal.
        func shown(_ field: String) throws -> String {
            let value = try container.decode(String.self, forKey: FieldKey(field))
            guard !value.isEmpty else { throw refuse(field, "is empty") }
            guard value.utf8.count <= ApprovalManifest.maximumPathLength else {
                throw refuse(field, "is \(value.utf8.count) bytes long, more than the limit of \(ApprovalManifest.maximumPathLength)")
            }
            guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw refuse(field, "holds a control character")
            }
            return value
        }
        script = try shown("script")
        references = try shown("references")
        var list = try container.nestedUnkeyedContainer(forKey: FieldKey("frames"))
        if let count = list.count, count > ApprovalManifest.maximumFrames {
            throw refuse("frames", "lists \(count) frames, more than the limit of \(ApprovalManifest.maximumFrames)")
        }
        frames = []
        while !list.isAtEnd {
            let value = try list.decode(Double.self)
            guard value.isFinite, value == value.rounded(), ApprovalManifest.frameNumbers.contains(Int(exactly: value) ?? -1),
                  frames.last.map({ Int(value) > $0 }) ?? true else {
                throw refuse("frames", "must list frame numbers from 0 to \(ApprovalManifest.frameNumbers.upperBound), increasing")
            }
            frames.append(Int(value))
        }
        guard !frames.isEmpty else { throw refuse("frames", "is empty") }
    }
}

extension ApprovalManifest.Frame: Codable {
    private static let fields = ["script", "name", "frame", "reference", "referenceSHA256", "actual", "actualSHA256",
                                 "width", "height", "states"]

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(script, forKey: FieldKey("script"))
        try container.encode(name, forKey: FieldKey("name"))
        try container.encode(frame, forKey: FieldKey("frame"))
        try container.encode(reference, forKey: FieldKey("reference"))
        try container.encode(referenceSHA256, forKey: FieldKey("referenceSHA256"))
        try container.encode(actual, forKey: FieldKey("actual"))
        try container.encode(actualSHA256, forKey: FieldKey("actualSHA256"))
        try container.encode(width, forKey: FieldKey("width"))
        try container.encode(height, forKey: FieldKey("height"))
        try container.encode(states.text, forKey: FieldKey("states"))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        try FieldKey.refuseUnknown(in: container, known: Self.fields)
        func refuse(_ field: String, _ reason: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: container.codingPath + [FieldKey(field)], debugDescription: reason))
        }
        func text(_ field: String, limit: Int) throws -> String {
            let value = try container.decode(String.self, forKey: FieldKey(field))
            guard !value.isEmpty else { throw refuse(field, "is empty") }
            guard value.utf8.count <= limit else { throw refuse(field, "is \(value.utf8.count) bytes long, more than the limit of \(limit)") }
            return value
        }
        func number(_ field: String, in range: ClosedRange<Int>) throws -> Int {
            try FieldKey.wholeNumber(field, in: container, range: range)
        }
        func digest(_ field: String) throws -> String {
            let value = try container.decode(String.self, forKey: FieldKey(field))
            guard ContentDigest.isSHA256(value) else { throw refuse(field, "is not a SHA-256 digest (64 lowercase hexadecimal digits)") }
            return value
        }
        /// A relative path inside its folder whose last component is `fileName` (or, with `earlierUpTo`, the
        /// rendered frame's name of that frame or an earlier one: `frame-00003.actual.png`).
        func path(_ field: String, endingIn fileName: String, orEarlierUpTo frame: Int? = nil) throws -> String {
            let value = try text(field, limit: ApprovalManifest.maximumPathLength)
            let components: [Substring]
            do {
                components = try ConfinedFolder.components(of: value)
            } catch {
                throw refuse(field, "'\(value)' \(error.reason)")
            }
            guard !value.lowercased().hasSuffix(".apng") else {
                throw refuse(field, "'\(value)' is an animated reference, which approve does not replace; record it again with verify --record failed")
            }
            let earlier = frame.flatMap { frame in
                FailureArtifacts.frame(ofActualName: String(components.last!)).map { $0 <= frame }
            } ?? false
            guard components.last! == fileName || earlier else {
                throw refuse(field, "'\(value)' is not \(fileName): approve replaces only frame files of reference folders")
            }
            return value
        }
        script = try text("script", limit: ApprovalManifest.maximumPathLength)
        frame = try number("frame", in: ApprovalManifest.frameNumbers)
        name = try container.decode(String.self, forKey: FieldKey("name"))
        guard name == FrameFileName.of(frame) else { throw refuse("name", "is '\(name)', not \(FrameFileName.of(frame)) (frame \(frame))") }
        reference = try path("reference", endingIn: name)
        referenceSHA256 = try digest("referenceSHA256")
        // A frame whose failure repeats an earlier frame's shares that frame's rendered image.
        actual = try path("actual", endingIn: FailureArtifacts.actualName(of: name), orEarlierUpTo: frame)
        actualSHA256 = try digest("actualSHA256")
        width = try number("width", in: ApprovalManifest.frameSide)
        height = try number("height", in: ApprovalManifest.frameSide)
        guard width * height <= ApprovalManifest.maximumFramePixels else {
            throw refuse("height", "\(width) x \(height) is more than \(ApprovalManifest.maximumFramePixels) pixels")
        }
        let statesText = try text("states", limit: ApprovalManifest.maximumStatesLength)
        guard !statesText.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }),
              let states = try? StatesLine(parsing: statesText), states.frame == frame else {
            throw refuse("states", "is not one 'cardmotion states' line of frame \(frame) (a JSON object on one line)")
        }
        self.states = states
    }
}

/// A field name in a manifest.
struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    /// The whole number `field` of `container`, within `range`: read as a Double, so that a fraction or a number
    /// out of range is named as such (Foundation reports either as "not valid JSON" when asked for an Int).
    static func wholeNumber(_ field: String, in container: KeyedDecodingContainer<FieldKey>, range: ClosedRange<Int>) throws -> Int {
        let value = try container.decode(Double.self, forKey: FieldKey(field))
        guard value.isFinite, value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath + [FieldKey(field)],
                debugDescription: "is \(value), not a whole number from \(range.lowerBound) to \(range.upperBound)"))
        }
        return Int(value)
    }

    /// Refuses the first key of `container` that is not one of `known`.
    static func refuseUnknown(in container: KeyedDecodingContainer<FieldKey>, known: [String]) throws {
        if let unknown = container.allKeys.first(where: { !known.contains($0.stringValue) }) {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath + [unknown],
                debugDescription: "is not a field of a manifest written by this version of verify (run verify --artifacts again)"))
        }
    }
}
