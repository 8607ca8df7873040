extension ApproveCommand {
    /// Fails (exit 2) when `--script name` names none of the `scripts` the manifest lists, naming those it knows:
    /// a mistyped name must not look like a run with nothing left to approve.
    static func checkScriptIsListed(_ name: String, in scripts: [String], artifacts: String) throws {
        let known = Set(scripts.map { RenderCommand.stem($0) })
        guard !known.contains(name), !known.contains(RenderCommand.stem(name)) else { return }
        let listed = known.isEmpty ? "it lists no failing frame" : "it lists " + known.sorted().joined(separator: ", ")
        throw CommandFailure("--script \(name): no script of that name in \(artifacts)/manifest.json; \(listed)")
    }
}
