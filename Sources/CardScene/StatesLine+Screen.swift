import CardGeometry

extension StatesLine {
    /// The node `states` lists for the screen itself when the scene has none of that name (a script whose screen has
    /// no layers of its own): id `screen`, a decoration whose corners span the screen's `size` in points, opaque and
    /// unturned. Drawing and verifying never see it: it says where the screen is, not what is drawn.
    public static func screenNode(size: Size) -> Node {
        Node(id: "screen", kind: .decoration, index: nil,
             corners: [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height), Point(x: 0, y: size.height)],
             alpha: 1, rotation: 0, scaleX: 1, scaleY: 1)
    }

    /// This line with ``screenNode(size:)`` first when no node is called `screen`.
    public func listingScreen(size: Size) -> StatesLine {
        guard !nodes.contains(where: { $0.id == "screen" }) else { return self }
        var line = self
        line.nodes.insert(Self.screenNode(size: size), at: 0)
        return line
    }
}
