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

    /// Where each card (under `""`) and each of its fields is written, `FILE:LINE: KEY.PATH` (``Script/cardOrigins``).
    func cardOrigins(_ nodes: [ScriptNode]) throws(ScriptError) -> [[String: String]] {
        var origins: [[String: String]] = []
        for node in nodes {
            var map = try node.mapping()
            var card = ["": node.error("").lineOrigin]
            for key in map.keys { card[key] = try map.required(key).error("").lineOrigin }
            origins.append(card)
        }
        return origins
    }

    /// One notice per iOS family drawn with a built-in stand-in, at its first use in the file (by line, then column).
    func standInNotices(_ defaults: [StandInUse], _ layers: [LayerTemplate]) -> [ScriptDiagnostic] {
        let uses = (defaults + layers.flatMap(\.standIns)).sorted {
            ($0.position.line ?? 0, $0.position.column ?? 0) < ($1.position.line ?? 0, $1.position.column ?? 0)
        }
        var seen: Set<String> = []
        var notices: [ScriptDiagnostic] = []
        for use in uses where seen.insert(use.asked).inserted {
            notices.append(ScriptDiagnostic(.notice, origin: use.position.error(file: file, "").lineOrigin,
                                            message: "font '\(use.asked)' is drawn with \(use.drawnWith.description), its built-in stand-in"))
        }
        return notices
    }
}
