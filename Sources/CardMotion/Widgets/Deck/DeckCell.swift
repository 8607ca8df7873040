/// The CardView demo's item (`CustomItemView`): `deck-cell.yaml`, with the demo's `index:N` label and its colours,
/// alternating by index, for cards that leave them out.
enum DeckCell {
    /// Background of odd data indices: (120, 194, 234).
    static let oddColor = "rgb(120, 194, 234)"
    /// Background of even data indices: (175, 222, 228).
    static let evenColor = "rgb(175, 222, 228)"

    static let builtIn = BuiltInCell(name: "deck-cell.yaml", yaml: PackageResources.deck_cell_yaml,
                                     defaults: .init(fields: ["title", "background"]) { index in
                                         ["title": "index:\(index)", "background": index % 2 == 1 ? oddColor : evenColor]
                                     })
}
