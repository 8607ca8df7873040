import CardScene

/// Why a script could not be read, as the CLI says it: the file, line and column of the first problem, and its
/// message (with the further problems' lines after it).
public struct ScriptProblem: Error, Equatable, Sendable {
    public var file: String
    /// Line and column, from 1; `nil` when the message names no place (a file that cannot be read at all).
    public var line: Int?
    public var column: Int?
    public var message: String

    /// The problem in a CLI message (`FILE:LINE:COLUMN: MESSAGE`, one problem a line); `file` when the first
    /// line names no place.
    public init(cliMessage: String, file: String) {
        let lines = cliMessage.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let first = lines.first ?? cliMessage
        let rest = lines.dropFirst().joined(separator: "\n")
        if let place = Self.place(in: first) {
            self.file = place.file
            line = place.line
            column = place.column
            message = place.message + (rest.isEmpty ? "" : "\n" + rest)
        } else {
            self.file = file
            line = nil
            column = nil
            message = cliMessage
        }
    }

    /// `FILE:LINE:COLUMN: MESSAGE` split into its parts, or `nil`.
    private static func place(in line: String) -> (file: String, line: Int, column: Int, message: String)? {
        let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, !parts[0].isEmpty, let number = Int(parts[1]), let column = Int(parts[2]),
              parts[3].hasPrefix(" ") else { return nil }
        return (String(parts[0]), number, column, String(parts[3].dropFirst()))
    }

    /// `{file, line, column, message}`.
    var json: JSONValue {
        ["file": .string(file), "line": line.map { .number(Double($0)) } ?? .number(.nan),
         "column": column.map { .number(Double($0)) } ?? .number(.nan), "message": .string(message)]
    }
}
