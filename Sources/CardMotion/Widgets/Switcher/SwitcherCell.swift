import CardGeometry

/// The GCCardViewController demo's card: `switcher-cell.yaml`, white unless a card gives a background.
enum SwitcherCell {
    /// The demo's card colour.
    static let defaultBackground = Color(white: 1)

    static let builtIn = BuiltInCell(name: "switcher-cell.yaml", yaml: PackageResources.switcher_cell_yaml,
                                     defaults: .init(fields: ["background"]) { _ in ["background": "white"] })
}
