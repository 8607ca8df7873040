/// A failure of the frame pipeline (starting the renderers, reading a script's images, drawing or encoding a
/// frame), with the whole message a user reads: it names the script, or the place in it, and the frame.
public struct RenderFailure: Error, CustomStringConvertible, Sendable {
    /// The message, without a program-name prefix (`deck.yaml: ... (drawing frame 5 at 0.5 s)`).
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
