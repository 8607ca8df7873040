import CardPlatform
import CardRender
import CardScene
import Foundation

/// The report's document read back from an artefact folder (`report.json`, or `report-K-of-N.json` per shard), for
/// `cardmotion review`. The folder may come from elsewhere (a CI run's download), so the document is data to check,
/// never a page to serve: it is read as regular files inside the folder, strictly (``JSONShape`` first: unique keys,
/// 64 levels at most), within ``maximumFileSize``, and every image link must stay inside the folder (a relative path
/// without `..`, a scheme, a query or a fragment, naming a `.png`), so the page built from it can only show the
/// folder's own images. The parts of a sharded run are joined in order of file name.
extension ReportDocument {
    /// The largest `report.json` read, in bytes (64 MiB: about 180,000 failing frames).
    static let maximumFileSize = 64 << 20
    /// The most scripts one document lists (each variant counts).
    static let maximumScripts = 100_000

    /// Every report document of `folder`, joined.
    static func read(in folder: ConfinedFolder) throws -> ReportDocument {
        let names = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try folder.names() }
            .filter { $0.hasPrefix("report") && $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else {
            throw RenderFailure("\(folder.path): no report.json; run verify with --artifacts \(folder.path) first")
        }
        var joined = ReportDocument(properties: Tracks.properties, scripts: [])
        for name in names {
            let path = (folder.path.hasSuffix("/") ? folder.path : folder.path + "/") + name
            let bytes: [UInt8]
            do {
                bytes = try folder.readFile(named: name, maximumSize: maximumFileSize)
            } catch {
                throw RenderFailure("\(path): \(error.reason)")
            }
            joined.join(try parse(bytes, file: path))
        }
        guard joined.scripts.count <= maximumScripts else {
            throw RenderFailure("\(folder.path): its reports list \(joined.scripts.count) scripts, more than the limit of \(maximumScripts)")
        }
        return joined
    }

    /// What a stored document holds that the page needs (its `properties` are the ones this version plots).
    private struct Stored: Codable {
        var scripts: [Script]
        /// Absent in a document written before groups were.
        var groups: [Group]?
    }

    /// The document as `report.json` stores it (keys sorted), for the artefact folder `folder` (named in messages).
    func stored(in folder: String) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(Stored(scripts: scripts, groups: groups))) + [0x0A]
        } catch {
            throw RenderFailure("the report's data in \(folder) cannot be encoded: \(error)")
        }
    }

    /// The document in `bytes`, read from `file` (named in messages).
    static func parse(_ bytes: [UInt8], file: String) throws -> ReportDocument {
        do {
            try JSONShape.checkUniqueKeys(in: bytes)
        } catch {
            throw RenderFailure("\(file): \(error.description); not a report written by verify")
        }
        let stored: Stored
        do {
            stored = try JSONDecoder().decode(Stored.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw RenderFailure("\(file): " + ApprovalManifest.describe(error))
        } catch {
            throw RenderFailure("\(file): not a report written by verify (\(error))")
        }
        for (index, script) in stored.scripts.enumerated() {
            try script.check(field: "\(file): scripts[\(index)]")
        }
        for (index, group) in (stored.groups ?? []).enumerated() {
            try group.check(field: "\(file): groups[\(index)]", scriptCount: stored.scripts.count)
        }
        return ReportDocument(properties: Tracks.properties, scripts: stored.scripts, groups: stored.groups ?? [])
    }

    /// Appends `other`'s scripts (a later shard), and joins its groups to these.
    mutating func join(_ other: ReportDocument) {
        groups = Self.joined(groups, other.groups, scriptCount: scripts.count)
        scripts += other.scripts
    }
}

extension ReportDocument.Script {
    /// Fails, naming `field`, when a number is out of range or an image link leaves the artefact folder.
    func check(field: String) throws {
        let counts = [("frameCount", frameCount), ("failed", failed), ("warnings", warnings), ("totalPixels", totalPixels)]
        for (name, value) in counts where value < 0 {
            throw RenderFailure("\(field).\(name): must not be negative")
        }
        guard frames.count <= RenderLimits.frames, frameRuns.count <= RenderLimits.frames else {
            throw RenderFailure("\(field).frames: more than \(RenderLimits.frames) frames")
        }
        if let folder = referenceFolder {
            guard folder.isEmpty || (try? ConfinedFolder.components(of: folder)) != nil else {
                throw RenderFailure("\(field).referenceFolder: must be a relative path inside the folder verify ran in")
            }
        }
        for (index, frame) in frames.enumerated() {
            guard ApprovalManifest.frameNumbers.contains(frame.frame) else {
                throw RenderFailure("\(field).frames[\(index)].frame: must be a frame number (0 to \(RenderLimits.frames - 1))")
            }
            guard let images = frame.images else { continue }
            for (name, link) in [("expected", images.expected), ("actual", images.actual), ("diff", images.diff)] {
                guard let link else { continue }
                guard ReportDocument.isImageLinkInside(link) else {
                    throw RenderFailure("\(field).frames[\(index)].images.\(name): must be a relative link to a .png inside the artefact folder")
                }
            }
        }
    }
}

extension ReportDocument {
    /// Whether `link` is a relative link to a `.png` inside the folder: not empty, at most 4,096 bytes, no scheme,
    /// query, fragment or backslash, no empty, `.` or `..` segment (percent-decoded too).
    static func isImageLinkInside(_ link: String) -> Bool {
        guard !link.isEmpty, link.utf8.count <= 4096, link.hasSuffix(".png"), !link.hasPrefix("/"),
              !link.contains(where: { ":?#\\".contains($0) || $0.isWhitespace }) else { return false }
        return link.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { segment in
            let decoded = segment.removingPercentEncoding ?? ""
            return !decoded.isEmpty && decoded != "." && decoded != ".." && !decoded.contains("/") && !decoded.contains("\\")
        }
    }
}
