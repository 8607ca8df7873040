import CardRender

extension Approval {
    /// Fails when `name` (`--script`) names none of the `scripts` the manifest lists, naming those it knows: a
    /// mistyped name must not look like a run with nothing left to approve.
    static func checkScriptIsListed(_ name: String, in scripts: [String], artifacts: String) throws {
        let known = Set(scripts.map(ScriptStem.of))
        guard !known.contains(name), !known.contains(ScriptStem.of(name)) else { return }
        let listed = known.isEmpty ? "it lists no failing frame" : "it lists " + known.sorted().joined(separator: ", ")
        throw RenderFailure("--script \(name): no script of that name in \(artifacts)/manifest.json; \(listed)")
    }
}
