extension LayerTemplate {
    /// Fills in, on this layer's text and its sublayers' at every depth, the keys each leaves out from `defaults`
    /// (the script's `defaults.text`), and sizes their styles for `contentSize`.
    mutating func fillTexts(from defaults: TextSettings, contentSize: ContentSizeCategory) {
        text?.fill(from: defaults, contentSize: contentSize)
        for index in sublayers.indices { sublayers[index].fillTexts(from: defaults, contentSize: contentSize) }
    }

    /// Every iOS family this layer's text and its sublayers' name, drawn with a stand-in, in reading order.
    var standIns: [StandInUse] {
        [text?.standIn].compactMap { $0 } + sublayers.flatMap(\.standIns)
    }
}

extension CellDesign {
    /// The design with `defaults` filled into its texts, sized for `contentSize`.
    func fillingTexts(from defaults: TextSettings, contentSize: ContentSizeCategory) -> CellDesign {
        var template = self.template
        template.fillTexts(from: defaults, contentSize: contentSize)
        return CellDesign(template: template, defaults: self.defaults, assets: assets)
    }
}
