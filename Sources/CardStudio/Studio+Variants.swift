import CardMotion
import CardRender

extension Studio {
    /// One served script per script and variant chosen: a script is read once at start to list its variants (one
    /// that does not read is served as itself, with its error); a `--variant` pattern that matches no variant of any
    /// script is a failure.
    static func scripts(_ paths: [String], variants selection: VariantSelection, assets: AssetAccess,
                        make: (_ path: String, _ variant: String?) -> StudioScript) throws(Failure) -> [StudioScript] {
        guard selection != .scriptDefault else { return paths.map { make($0, nil) } }
        var scripts: [StudioScript] = [], names: [String] = []
        for path in paths {
            let declared = (try? ScriptLoader.load(path, assets: assets))?.variants ?? []
            names += declared.map(\.name).filter { !names.contains($0) }
            let chosen = declared.isEmpty && selection == .all ? [nil] : selection.chosen(from: declared)
            scripts += chosen.map { make(path, $0?.name) }
        }
        let unmatched = selection.unmatchedPatterns(among: names)
        if !unmatched.isEmpty { throw Failure(description: VariantSelection.unmatchedMessage(unmatched, names: names)) }
        return scripts
    }
}
