extension LayerTemplate {
    /// Fills in, on this layer's text and its sublayers' at every depth, the keys each leaves out from `defaults`
    /// (the script's `defaults.text`).
    mutating func fillTexts(from defaults: TextSettings) {
        text?.fill(from: defaults)
        for index in sublayers.indices { sublayers[index].fillTexts(from: defaults) }
    }

    /// Every iOS family this layer's text and its sublayers' name, drawn with a stand-in, in reading order.
    var standIns: [StandInUse] {
        [text?.standIn].compactMap { $0 } + sublayers.flatMap(\.standIns)
    }
}

extension CellDesign {
    /// The design with `defaults` filled into its texts.
    func fillingTexts(from defaults: TextSettings) -> CellDesign {
        var template = self.template
        template.fillTexts(from: defaults)
        return CellDesign(template: template, defaults: self.defaults, assets: assets)
    }
}
