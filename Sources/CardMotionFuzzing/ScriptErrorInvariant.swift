import CardMotion

/// What every error a script is refused with must keep: each of its problems names the script's file, and they come
/// in file order (by line, then column), at most ``ScriptLimits/collectedErrors`` of them.
enum ScriptErrorInvariant {
    /// What `error` breaks, or `nil`.
    static func problem(with error: ScriptError, file: String) -> String? {
        let all = [error] + error.further
        if let stray = all.first(where: { $0.file != file }) { return "the error does not name the file: \(stray.alone)" }
        guard all.count <= ScriptLimits.collectedErrors else { return "\(all.count) errors, beyond the limit" }
        let positions = all.map { ($0.line ?? 0, $0.column ?? 0) }
        if let index = positions.indices.dropFirst().first(where: { positions[$0] < positions[$0 - 1] }) {
            return "the errors are not in file order: \(all[index - 1].alone) before \(all[index].alone)"
        }
        return nil
    }
}
