extension ScriptKeys {
    /// Top-level keys starting with this are the script's own and not read: a place to keep anchors for aliases and
    /// merge keys (`x-card: &card {...}`, then `<<: *card`), as Compose files do (docs/script-format.md#sharing).
    static let extensionPrefix = "x-"
}
