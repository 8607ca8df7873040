/// A problem that stops a scene from being drawn (a missing font or image, a surface that cannot be made).
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// Where the script asks for what could not be drawn, `FILE:LINE:COLUMN: KEY.PATH`, when known.
    public var origin: String?

    public init(_ message: String, origin: String? = nil) {
        self.message = message
        self.origin = origin
    }

    public var description: String { origin.map { "\($0): \(message)" } ?? message }
}
