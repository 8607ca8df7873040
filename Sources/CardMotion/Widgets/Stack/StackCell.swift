/// The QiCardView demo's cell (`QiCardItemCell`): `stack-cell.yaml`, with the demo data's button title and white
/// background for cards that leave them out.
enum StackCell {
    /// The demo button's title ("view details").
    static let defaultButtonTitle = "点击查看"

    static let builtIn = BuiltInCell(name: "stack-cell.yaml", yaml: PackageResources.stack_cell_yaml,
                                     defaults: .init(fields: ["button", "background"]) { _ in
                                         ["button": defaultButtonTitle, "background": "white"]
                                     })
}
