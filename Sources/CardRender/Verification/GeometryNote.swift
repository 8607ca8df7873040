/// What changed in one frame's geometry against its recorded `states` line: a line per changed node, or none when
/// every node is where it was (then a failing frame is a drawing change: fonts, colours, images).
public struct GeometryNote: Hashable, Sendable, CustomStringConvertible {
    /// One line per node that moved, rotated, scaled, faded, appeared or disappeared, in the scene's order
    /// (see `NodeGeometry.changes(from:to:)`); empty when no node changed.
    public var changes: [String]

    public init(changes: [String]) {
        self.changes = changes
    }

    /// Whether the geometry is the same as recorded.
    public var isDrawingChange: Bool { changes.isEmpty }

    /// The explanation in words: `card-0 moved (+4.0, +0.2) pt, rotated +0.22 deg; card-1 faded 1.00 -> 0.80`.
    public var description: String {
        changes.isEmpty ? "same geometry: a drawing change (fonts, colours, images)" : changes.joined(separator: "; ")
    }
}
