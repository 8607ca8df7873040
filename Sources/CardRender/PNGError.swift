/// Why a PNG could not be read or written.
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file concerned, when there is one.
    public var path: String?
    public var reason: String

    public init(path: String? = nil, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { path.map { "\($0): \(reason)" } ?? reason }
}
