import CardRender
/// When references are (re)written, as swift-snapshot-testing's record modes.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Never write: a missing reference is an error (the CI default).
    case never
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Write missing references and overwrite failing ones.
    case failed
    /// Overwrite every reference.
    case all

    /// The environment variable that sets the mode when nothing closer does.
    public static let environmentVariable = "CARDMOTION_RECORD"

    /// A mode's name that is not one.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Where the name came from: `--record` or `CARDMOTION_RECORD`.
        public var source: String
        public var value: String

        public init(source: String, value: String) {
            self.source = source
            self.value = value
        }

        public var description: String {
            "\(source) '\(value)' is not a record mode; use \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }

    /// The mode named `value`; `source` names where it came from, for the error.
    public init(parsing value: String, from source: String) throws(ParseError) {
        guard let mode = RecordMode(rawValue: value) else { throw ParseError(source: source, value: value) }
        self = mode
    }

    /// The mode in force: `explicit` when given (an option, an argument, a test trait), else
    /// `CARDMOTION_RECORD` when set and not empty, else ``never``. A mistyped variable is an error, never
    /// silently ``never``.
    public static func resolve(_ explicit: RecordMode?, environment: [String: String]) throws(ParseError) -> RecordMode {
        if let explicit { return explicit }
        guard let value = environment[environmentVariable], !value.isEmpty else { return .never }
        return try RecordMode(parsing: value, from: environmentVariable)
    }
}
