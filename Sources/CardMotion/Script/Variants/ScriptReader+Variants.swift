/// A declared variant with the nodes its settings were read from, so that a variant's value is read, and its errors
/// reported, at its own line.
struct DeclaredVariant {
    let variant: ScriptVariant
    /// Each setting's value node, by top-level key.
    let nodes: [(key: String, node: ScriptNode)]
}

extension ScriptReader {
    /// `variants:`: the matrix's combinations, in order (the first axis varies slowest), then the extras. Every value
    /// is checked as its top-level key would check it, whichever variant is drawn.
    func variants(_ node: ScriptNode) throws(ScriptError) -> [DeclaredVariant] {
        var map = try node.mapping()
        var declared: [DeclaredVariant] = []
        if let matrixNode = try map.node(VariantsKeys.matrix) { declared += try matrix(matrixNode) }
        if let extraNode = try map.node(VariantsKeys.extra) {
            for item in try extraNode.sequence() { declared.append(try extra(item)) }
        }
        try map.finish()
        guard !declared.isEmpty else { throw node.error("declares no variant: give 'matrix', 'extra' or both") }
        guard declared.count <= ScriptLimits.variants else {
            throw node.error("declares \(declared.count) variants, more than the limit of \(ScriptLimits.variants)")
        }
        var seen: Set<String> = []
        for entry in declared where !seen.insert(entry.variant.name).inserted {
            throw node.error("declares the variant '\(entry.variant.name)' twice; each variant needs its own name")
        }
        return declared
    }

    /// `matrix:`: each key an axis (a top-level key variants may set) with a list of values, crossed in the order
    /// the axes are written.
    private func matrix(_ node: ScriptNode) throws(ScriptError) -> [DeclaredVariant] {
        var map = try node.mapping()
        let axisNames = VariantsKeys.axes.map(\.name)
        try refuseUnknownKeys(in: &map, known: axisNames)
        var axes: [(key: String, values: [(name: String, node: ScriptNode)])] = []
        var count = 1
        for key in map.keys where axisNames.contains(key) {
            guard let axisNode = map.optional(key) else { continue }
            let items = try axisNode.sequence()
            guard !items.isEmpty else { throw axisNode.error("lists no value; give at least one") }
            guard items.count <= ScriptLimits.variants else {
                throw axisNode.error("lists \(items.count) values, more than the limit of \(ScriptLimits.variants) variants")
            }
            var values: [(name: String, node: ScriptNode)] = []
            for item in items {
                let name = try checkedSetting(key, item)
                if values.contains(where: { $0.name == name }) { throw item.error("repeats the value '\(name)'") }
                values.append((name, item))
            }
            count *= values.count
            guard count <= ScriptLimits.variants else {
                throw axisNode.error("brings the matrix to \(count) variants or more, beyond the limit of \(ScriptLimits.variants)")
            }
            axes.append((key, values))
        }
        try map.finish()
        guard !axes.isEmpty else {
            throw node.error("has no axis; give one or more of \(axisNames.joined(separator: ", ")), each with a list of values")
        }
        var combinations: [[(key: String, name: String, node: ScriptNode)]] = [[]]
        for axis in axes {
            combinations = combinations.flatMap { prefix in axis.values.map { prefix + [(axis.key, $0.name, $0.node)] } }
        }
        var declared: [DeclaredVariant] = []
        for combination in combinations {
            let name = combination.map(\.name).joined(separator: "-")
            if let problem = ScriptVariant.problem(withName: name) {
                throw combination[0].node.error("makes the variant name '\(name)', which \(problem); write the values without spaces or other signs")
            }
            declared.append(DeclaredVariant(variant: ScriptVariant(name: name, settings: combination.map { .init(key: $0.key, value: $0.name) }),
                                            nodes: combination.map { ($0.key, $0.node) }))
        }
        return declared
    }

    /// One of `extra:`: a `name` and the settings it changes.
    private func extra(_ node: ScriptNode) throws(ScriptError) -> DeclaredVariant {
        var map = try node.mapping()
        try refuseUnknownKeys(in: &map, known: VariantsKeys.extraTable.names)
        let nameNode = try map.requiredNode(VariantsKeys.name)
        let name = try nameNode.string()
        if let problem = ScriptVariant.problem(withName: name) { throw nameNode.error("the variant name '\(name)' \(problem)") }
        let axisNames = VariantsKeys.axes.map(\.name)
        var settings: [ScriptVariant.Setting] = [], nodes: [(key: String, node: ScriptNode)] = []
        for key in map.keys where axisNames.contains(key) {
            guard let value = map.optional(key) else { continue }
            settings.append(.init(key: key, value: try checkedSetting(key, value)))
            nodes.append((key, value))
        }
        try map.finish()
        return DeclaredVariant(variant: ScriptVariant(name: name, settings: settings), nodes: nodes)
    }

    /// A key of a matrix or an extra that no variant may set is an error at its line, with a did-you-mean among
    /// `known`.
    private func refuseUnknownKeys(in map: inout MappingReader, known: [String]) throws(ScriptError) {
        for key in map.keys where !known.contains(key) {
            guard let value = map.optional(key) else { continue }
            throw value.error("'\(key)' is not a setting a variant may change\(Suggestion.hint(for: key, in: known)); expected one of \(known.joined(separator: ", "))")
        }
    }

    /// A variant's value for the top-level `key`, checked as that key checks it (an unknown device or appearance is
    /// an error with a did-you-mean at the value's own line; a language is checked once `strings:` is read); returns it
    /// as written.
    private func checkedSetting(_ key: String, _ node: ScriptNode) throws(ScriptError) -> String {
        if key == ScriptKeys.device.name {
            _ = try device(node)
        } else if case .choice(let names) = VariantsKeys.axes.first(where: { $0.name == key })?.type {
            _ = try node.choice(among: names)
        }
        return try node.string()
    }

    /// Applies the variant named `name` to the script's top-level `map`: each of its settings replaces the
    /// top-level value. An unknown name is an error with a did-you-mean.
    func apply(variant name: String, of declared: [DeclaredVariant]?, to map: inout MappingReader, root: ScriptNode) throws(ScriptError) {
        guard let declared else {
            throw root.error(map.has(ScriptKeys.variants.name) ? "its 'variants' could not be read, so the variant '\(name)' cannot be drawn"
                                                                 : "declares no 'variants', so it has no variant '\(name)'")
        }
        guard let chosen = declared.first(where: { $0.variant.name == name }) else {
            let names = declared.map(\.variant.name)
            throw root.error("has no variant '\(name)'\(Suggestion.hint(for: name, in: names)); its variants are \(names.joined(separator: ", "))")
        }
        for (key, node) in chosen.nodes { map.override(key, with: node) }
    }
}
