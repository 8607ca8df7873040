extension ScriptReader {
    /// `defaults: {text: {...}}`: the text keys (but `string`) every text layer takes where it gives none.
    func textDefaults(_ node: ScriptNode, families: [String]) throws(ScriptError) -> TextSettings {
        var map = try node.mapping()
        var settings = TextSettings()
        if let textNode = try map.node(DefaultsKeys.text) {
            var text = try textNode.mapping()
            settings = try LayerTemplate.textSettings(&text, fonts: families)
            try text.finish()
        }
        try map.finish()
        return settings
    }

    /// One notice per iOS family drawn with a built-in stand-in, at its first use in the file (by line, then column).
    func standInNotices(_ defaults: [StandInUse], _ layers: [LayerTemplate]) -> [ScriptDiagnostic] {
        let uses = (defaults + layers.flatMap(\.standIns)).sorted {
            ($0.position.line ?? 0, $0.position.column ?? 0) < ($1.position.line ?? 0, $1.position.column ?? 0)
        }
        var seen: Set<String> = []
        var notices: [ScriptDiagnostic] = []
        for use in uses where seen.insert(use.asked).inserted {
            let place = use.position.error(file: file, "")
            let origin = "\(file)\(place.line.map { ":\($0)" } ?? ""): \(place.path)"
            notices.append(ScriptDiagnostic(.notice, origin: origin,
                                            message: "font '\(use.asked)' is drawn with \(use.drawnWith.description), its built-in stand-in"))
        }
        return notices
    }
}
