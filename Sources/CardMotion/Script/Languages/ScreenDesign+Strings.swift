extension ScreenDesign {
    /// ``LayerTemplate/fillStrings(_:file:log:)`` applied to the screen's layers and the overlay.
    mutating func fillStrings(_ lookup: StringLookup, file: String, log: ScriptErrorLog) {
        for index in backdrop.indices { backdrop[index].fillStrings(lookup, file: file, log: log) }
        for index in overlay.indices { overlay[index].fillStrings(lookup, file: file, log: log) }
    }
}
