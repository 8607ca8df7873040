/// Something a script does that works but deserves a word on stderr: a notice (a font drawn with a stand-in) or a
/// warning (a character no font draws). `--strict` turns warnings, not notices, into errors.
public struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How much the diagnostic weighs: a notice is information, a warning fails under `--strict`.
    public enum Severity: String, Hashable, Sendable {
        case notice, warning
    }

    public var severity: Severity
    /// Where, `FILE:LINE: KEY.PATH` (the line when known).
    public var origin: String
    public var message: String

    public init(_ severity: Severity, origin: String, message: String) {
        self.severity = severity
        self.origin = origin
        self.message = message
    }

    /// `FILE:LINE: warning: KEY.PATH: message`, one line.
    public var description: String {
        guard let split = origin.range(of: ": ") else { return "\(origin): \(severity.rawValue): \(message)" }
        return "\(origin[..<split.lowerBound]): \(severity.rawValue): \(origin[split.upperBound...]): \(message)"
    }
}
