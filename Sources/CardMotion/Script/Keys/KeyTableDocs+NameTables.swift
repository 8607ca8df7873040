import CardGeometry

extension KeyTableDocs {
    /// Tables of the names a value may take, generated into docs/layers.md beside the key tables (between the same
    /// markers, `<!-- generated: cardmotion keys NAME -->`): the system colours, the symbols' names, the animated
    /// properties (docs/motion.md), the text styles' Dynamic Type sizes and the devices.
    static var nameTables: [(name: String, markdown: String)] {
        [("systemColors", Color.systemColorsMarkdown), ("symbols", SymbolNames.markdown), ("animatedProperties", LayerProperty.markdown),
         ("dynamicType", TextStyle.dynamicTypeMarkdown), ("devices", Device.markdown)]
    }

    /// The name table called `name`, or `nil`.
    static func nameTableMarkdown(for name: String) -> String? {
        nameTables.first { $0.name == name }?.markdown
    }
}
