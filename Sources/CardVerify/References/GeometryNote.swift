import CardRender
import CardScene

/// What changed in one frame's geometry against its recorded `states` line: the nodes that changed, or none when
/// every node is where it was (then a failing frame is a drawing change: fonts, colours, images).
public struct GeometryNote: Hashable, Sendable, CustomStringConvertible {
    /// The nodes that moved, rotated, scaled, faded, appeared or disappeared, in the scene's order (see
    /// `NodeGeometry.changes(from:to:)`); empty when no node changed.
    public var changes: [NodeGeometry.Change]

    public init(changes: [NodeGeometry.Change]) {
        self.changes = changes
    }

    /// Whether the geometry is the same as recorded.
    public var isDrawingChange: Bool { changes.isEmpty }

    /// The explanation in words, neighbouring nodes that changed alike named together:
    /// `card-0 moved (+4.0, +0.2) pt, rotated +0.22 deg; card-1, card-2 moved (+4.0, +0.0) pt`.
    public var description: String {
        guard !changes.isEmpty else { return "same geometry: a drawing change (fonts, colours, images)" }
        var groups: [(ids: [String], what: String)] = []
        for change in changes {
            if let last = groups.last, last.what == change.what {
                groups[groups.count - 1].ids.append(change.id)
            } else {
                groups.append(([change.id], change.what))
            }
        }
        return groups.map { $0.ids.joined(separator: ", ") + " " + $0.what }.joined(separator: "; ")
    }
}
