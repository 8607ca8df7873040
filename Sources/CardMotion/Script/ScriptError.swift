/// A problem with a script: where it is (file, line, key path) and what is wrong.
///
/// The description reads `FILE:LINE:COLUMN: KEY.PATH: message`, the form editors and CI logs link to. A script with
/// several problems throws the first (in file order) with the others in ``further``; its description is then one
/// such line per problem (see ``ScriptLimits/reportedErrors``).
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's path as the user gave it.
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// The key path at fault, e.g. `widget.visibleCount` or `timeline[2].drag.duration`; empty for the whole file.
    public var path: String
    public var message: String
    /// The script's other problems, in file order after this one (line, then column); empty when it has one.
    public var further: [ScriptError] = []

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// This problem's line, then one line for each of ``further`` up to ``ScriptLimits/reportedErrors`` in all, then
    /// `and N more errors` for the rest.
    public var description: String {
        guard !further.isEmpty else { return alone }
        let shown = ScriptLimits.reportedErrors - 1
        var lines = [alone] + further.prefix(shown).map(\.alone)
        if further.count > shown {
            let rest = further.count - shown
            lines.append("and \(rest) more \(rest == 1 ? "error" : "errors")")
        }
        return lines.joined(separator: "\n")
    }

    /// This problem alone, one line: `FILE:LINE:COLUMN: KEY.PATH: message`.
    public var alone: String { "\(origin): \(message)" }

    /// Where the problem is, without what: `FILE:LINE:COLUMN: KEY.PATH`.
    public var origin: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return path.isEmpty ? location : "\(location): \(path)"
    }
}
