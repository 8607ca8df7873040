import Foundation

/// A page kept as files in a module's `Pages/` folder, embedded in the module at build time (`.embedInCode`), and
/// written as one self-contained document (verify's report, the studio's page).
///
/// The `.html` file links its style sheets and scripts by name, as a browser opening the folder would read them;
/// the document holds them inline instead: each `<link rel="stylesheet" href="NAME">` becomes a `<style>` element
/// and each `<script src="NAME"></script>` a `<script>` element holding the file. The page's data goes in its empty
/// `<script type="application/json" id="ID"></script>`, JSON that the page's own script reads and shows: nothing
/// written by Swift is ever part of a script. In that data block `<`, `>`, `&`, U+2028 and U+2029 are written as
/// `\u003c`-style escapes (in JSON they occur only inside strings), so a `</script>` or `<!--` in a script's name or
/// a path cannot end the block or change how it is read.
public struct WebPage: Sendable {
    /// The document with every file inline, its data block still empty.
    let document: String

    /// The page of the HTML file `html` with the files it links (`name` as linked: their bytes), leaving out the
    /// links of `omitted` (a part only some documents of the page need: the review's script is not in verify's
    /// report). A file linked but neither given nor omitted, or a file given but not linked, is a programming error, as is a style sheet holding `</style` or
    /// a script holding `</script` or `<!--`, which would end or change its element: the suite loads every page.
    public init(html: [UInt8], files: [String: [UInt8]], omitting omitted: Set<String> = []) {
        var document = String(decoding: html, as: UTF8.self)
        for name in omitted {
            let link = name.hasSuffix(".css") ? "<link rel=\"stylesheet\" href=\"\(name)\">" : "<script src=\"\(name)\"></script>"
            precondition(document.components(separatedBy: link).count == 2 && files[name] == nil, "the page links \(name) once: \(link)")
            document = document.replacingOccurrences(of: link, with: "")
        }
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let text = String(decoding: bytes, as: UTF8.self), lowered = text.lowercased()
            let (link, element, forbidden) = name.hasSuffix(".css")
                ? ("<link rel=\"stylesheet\" href=\"\(name)\">", "style", ["</style"])
                : ("<script src=\"\(name)\"></script>", "script", ["</script", "<!--"])
            precondition(document.components(separatedBy: link).count == 2, "the page links \(name) once: \(link)")
            precondition(!forbidden.contains { lowered.contains($0) }, "\(name) holds one of \(forbidden), which would end its element")
            document = document.replacingOccurrences(of: link, with: "<\(element)>\(text)</\(element)>")
        }
        precondition(!document.contains("<script src=") && !document.contains("<link rel=\"stylesheet\""), "a file the page links is missing")
        self.document = document
    }

    /// The document, its data block `id` holding `data` as JSON (keys sorted, so the same data gives the same bytes).
    public func document(id: String, data: some Encodable) throws -> String {
        let block = "<script type=\"application/json\" id=\"\(id)\"></script>"
        precondition(document.components(separatedBy: block).count == 2, "the page has one data block \(block)")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(data), as: UTF8.self)
        return document.replacingOccurrences(of: block, with: "<script type=\"application/json\" id=\"\(id)\">\(Self.scriptData(json))</script>")
    }

    /// `json` safe inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 as `\u003c`, `\u003e`, `\u0026`,
    /// `\u2028` and `\u2029` (the same JSON to a reader).
    static func scriptData(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
