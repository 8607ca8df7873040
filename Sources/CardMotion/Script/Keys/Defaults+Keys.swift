/// The `defaults:` keys: settings every layer of the script takes where it says nothing.
enum DefaultsKeys {
    /// The text keys but `string`.
    static let textTable = TextKeys.table.without([TextKeys.string.name])
    static let text = ScriptKey("text", .custom(schema: textTable.schema(), shape: "mapping (text keys but string)"), default: .described("none"),
                                doc: "Text keys every text layer (cell, screen layers, overlay) takes where it gives none.")

    static let table = KeyTable([text])
}
