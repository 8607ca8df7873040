/// A problem that stops a scene from being drawn (a missing font or image, a surface that cannot be made).
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
