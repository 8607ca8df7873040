/// A failure of CardRender's engines, with the whole message a user reads: loading a script (the file, line and
/// key), the frame pipeline (starting the renderers, reading a script's images, drawing or encoding a frame: the
/// message names the script, or the place in it, and the frame), the comparison of two folders (the file at fault)
/// and approval (the manifest, its field and the file).
public struct RenderFailure: Error, CustomStringConvertible, Sendable {
    /// The message, without a program-name prefix (`deck.yaml: ... (drawing frame 5 at 0.5 s)`).
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
