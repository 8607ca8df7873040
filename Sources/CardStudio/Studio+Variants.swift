import CardMotion
import CardRender

extension Studio {
    /// One served script per script and variant chosen: a script is read once at start to list its variants (one
    /// that does not read is served as itself, with its error); a `--variant` pattern that matches no variant of any
    /// script is a failure.
    static func scripts(_ paths: [String], variants selection: VariantSelection, assets: AssetAccess,
                        make: (_ path: String, _ variant: String?) -> StudioScript) throws(Failure) -> [StudioScript] {
        guard selection != .scriptDefault else { return paths.map { make($0, nil) } }
        let declared = paths.map { (try? ScriptLoader.load($0, assets: assets))?.variants ?? [] }
        do {
            return try zip(paths, selection.chosen(fromEach: declared)).flatMap { path, chosen in chosen.map { make(path, $0?.name) } }
        } catch {
            throw Failure(description: error.description)
        }
    }
}
