/// Why SVG path data could not be read: what, and where (the 0-based offset in Unicode scalars of the character at
/// fault, so an error can point at the column).
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 0-based offset of the offending character, in Unicode scalars from the start of the data.
    public let offset: Int
    public let message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "at character \(offset + 1): \(message)" }
}
