/// What one input did to a fuzz target other than ``ScriptFuzzTarget`` (which keeps its own outcome): rejected with
/// a message, or accepted with every invariant checked. A broken invariant is not an outcome: the target traps, so
/// that libFuzzer saves the input.
public enum FuzzOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The input was refused; the message says why (and names the file when it went through the decoder).
    case rejected(String)
    /// The input was accepted; the text says what was checked.
    case accepted(String)

    public var description: String {
        switch self {
        case .rejected(let message): "rejected: \(message)"
        case .accepted(let checked): "accepted: \(checked)"
        }
    }

    /// Prints `problem` (a release build's trap message is empty) and traps.
    static func broken(_ target: String, _ problem: String) -> Never {
        print("\(target): \(problem)")
        preconditionFailure(problem)
    }
}
