extension ScreenDesign {
    /// ``LayerTemplate/fillStrings(_:file:log:)`` applied to the screen's layers and the overlay. A layer with a
    /// string its language lacks is left out, so that its error is not followed by others the empty string causes
    /// (an empty colour or image path); the script fails with the error.
    mutating func fillStrings(_ lookup: StringLookup, file: String, log: ScriptErrorLog) {
        func filled(_ layers: [LayerTemplate]) -> [LayerTemplate] {
            layers.compactMap { layer in
                let errors = log.count
                var layer = layer
                layer.fillStrings(lookup, file: file, log: log)
                return log.count == errors ? layer : nil
            }
        }
        backdrop = filled(backdrop)
        overlay = filled(overlay)
    }
}
