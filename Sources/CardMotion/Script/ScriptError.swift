/// A problem with a script: where it is (file, line, key path) and what is wrong.
///
/// The description reads `FILE:LINE:COLUMN: KEY.PATH: message`, the form editors and CI logs link to.
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

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String { "\(origin): \(message)" }

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
