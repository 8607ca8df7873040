extension LayerTemplate {
    /// Fills every `{str.KEY}` of this layer and of its sublayers and back faces at every depth (in any string that
    /// takes placeholders: a text, a colour, an image source, a symbol name) with the string `lookup` reads, and
    /// marks every text with the pseudo-language in use, which transforms it as drawn. A string the language lacks
    /// is recorded in `log` at its placeholder (the column of its `{`) and reads as nothing.
    mutating func fillStrings(_ lookup: StringLookup, file: String, log: ScriptErrorLog) {
        forEachString { text in text.fillStrings(lookup, file: file, log: log) }
        text?.pseudoLanguage = lookup.pseudoLanguage
        for index in sublayers.indices { sublayers[index].fillStrings(lookup, file: file, log: log) }
        if back != nil {
            for index in back!.indices { back![index].fillStrings(lookup, file: file, log: log) }
        }
    }

    /// Calls `body` with each string of this layer (not of its sublayers) that may hold placeholders, as
    /// ``placeholderTexts`` lists them, to change it in place.
    private mutating func forEachString(_ body: (inout PositionedText) -> Void) {
        func color(_ template: inout ColorTemplate) {
            guard case .bound(var text, let appearance) = template else { return }
            body(&text)
            template = .bound(text, appearance)
        }
        func color(_ template: inout ColorTemplate?) {
            guard var found = template else { return }
            color(&found)
            template = found
        }
        color(&backgroundColor)
        color(&borderColor)
        if shadow != nil { color(&shadow!.color) }
        if text != nil { color(&text!.color); body(&text!.string) }
        if symbol != nil { color(&symbol!.color); body(&symbol!.name) }
        if path != nil { color(&path!.fill); color(&path!.stroke) }
        if backdrop != nil { color(&backdrop!.tint) }
        if gradient != nil {
            for index in gradient!.colors.indices { color(&gradient!.colors[index]) }
        }
        if image != nil { body(&image!.source) }
    }
}

extension CellDesign {
    /// The design with ``LayerTemplate/fillStrings(_:file:log:)`` applied to its template.
    func fillingStrings(_ lookup: StringLookup, file: String, log: ScriptErrorLog) -> CellDesign {
        var template = self.template
        template.fillStrings(lookup, file: file, log: log)
        var design = CellDesign(template: template, defaults: defaults, assets: assets)
        design.screen = screen
        return design
    }
}

extension PositionedText {
    /// The string with each `{str.KEY}` replaced by what `lookup` reads; a problem is recorded in `log` at the
    /// placeholder, which then reads as nothing.
    mutating func fillStrings(_ lookup: StringLookup, file: String, log: ScriptErrorLog) {
        let position = position, quoteWidth = quoteWidth
        template = template.filling { name, offset in
            guard let key = StringLookup.key(of: name) else { return nil }
            switch lookup.string(key) {
            case .success(let string): return string
            case .failure(let problem):
                log.record(position.error(file: file, problem.message, columnOffset: quoteWidth + offset))
                return ""
            }
        }
    }
}
