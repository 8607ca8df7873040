/// Why an image file (PNG or JPEG) could not be read, or a PNG written.
public struct ImageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file concerned, when there is one.
    public var path: String?
    /// What is wrong, in words, without the path.
    public var reason: String

    public init(path: String? = nil, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { path.map { "\($0): \(reason)" } ?? reason }
}
