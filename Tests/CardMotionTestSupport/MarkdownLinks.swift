import Foundation

/// The relative links of Markdown files, and the ones that lead nowhere: a link's file or folder must exist, and
/// its `#anchor`, when it names a Markdown file (or the same file), must be one of that file's headings, slugged
/// as GitHub slugs them (lower case, punctuation dropped, each space a hyphen, repeats numbered `-1`, `-2`, ...).
/// Links with a scheme (`https:`, `mailto:`) are not followed. Text in fenced code blocks and code spans is not
/// read for links.
public enum MarkdownLinks {
    /// Every Markdown file the documentation consists of, relative to `root`: `README.md`, `CONTRIBUTING.md`,
    /// `ARCHITECTURE.md`, `CHANGELOG.md`, everything under `docs/`, and the DocC articles under `Sources/`, sorted.
    public static func documentationFiles(in root: String) -> [String] {
        var files = ["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md", "CHANGELOG.md"].filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        for folder in ["docs", "Sources"] {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            while let path = walker.nextObject() as? String {
                guard path.hasSuffix(".md") else { continue }
                if folder == "Sources" && !path.contains(".docc/") { continue }
                files.append(folder + "/" + path)
            }
        }
        return files.sorted()
    }

    /// One line per link that leads nowhere, `file: link (what is missing)`, in file order, for the files
    /// (relative to `root`).
    public static func brokenLinks(in files: [String], root: String) throws -> [String] {
        var broken: [String] = []
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let folder = (file as NSString).deletingLastPathComponent
            for link in links(in: text) where !link.contains(":") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = String(parts[0])
                let anchor = parts.count > 1 ? String(parts[1]) : nil
                let targetFile = target.isEmpty ? file : normalized(folder.isEmpty ? target : folder + "/" + target)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root + "/" + targetFile, isDirectory: &isFolder) else {
                    broken.append("\(file): \(link) (no file \(targetFile))")
                    continue
                }
                guard let anchor, targetFile.hasSuffix(".md"), !isFolder.boolValue else { continue }
                let targetText = try String(contentsOfFile: root + "/" + targetFile, encoding: .utf8)
                if !anchors(in: targetText).contains(anchor) {
                    broken.append("\(file): \(link) (no heading #\(anchor) in \(targetFile))")
                }
            }
        }
        return broken
    }

    /// The targets of the inline links and images in `text`, outside code.
    static func links(in text: String) -> [String] {
        var found: [String] = []
        for line in prose(of: text) {
            var rest = Substring(removingCodeSpans(line))
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = after[..<close].split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                if !target.isEmpty { found.append(target) }
                rest = after[close...]
            }
        }
        return found
    }

    /// The anchors GitHub gives the headings of `text`.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for line in prose(of: text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.hasPrefix(" ") else { continue }
            let slug = String(title.dropFirst().lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
                return nil
            })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The lines of `text` outside fenced code blocks.
    private static func prose(of text: String) -> [String] {
        var inFence = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append(String(line)) }
        }
        return lines
    }

    /// `line` with its code spans (`` `...` ``) taken out.
    private static func removingCodeSpans(_ line: String) -> String {
        var result = ""
        var inCode = false
        for character in line {
            if character == "`" { inCode.toggle(); continue }
            if !inCode { result.append(character) }
        }
        return result
    }

    /// `path` with `.` and `name/..` steps resolved, without touching the disk.
    private static func normalized(_ path: String) -> String {
        var steps: [Substring] = []
        for step in path.split(separator: "/") {
            if step == "." { continue }
            if step == "..", let last = steps.last, last != ".." { steps.removeLast(); continue }
            steps.append(step)
        }
        return steps.joined(separator: "/")
    }
}
