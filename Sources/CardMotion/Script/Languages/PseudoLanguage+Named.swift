extension PseudoLanguage {
    /// The pseudo-language `node` names (`language: bidi`), or `nil` for none, a language of `strings:` or a value that
    /// is not a name (the language's own reading reports that).
    static func named(in node: ScriptNode?) -> PseudoLanguage? {
        guard let node, case .scalar(let scalar) = node.node else { return nil }
        return PseudoLanguage(rawValue: scalar.string)
    }
}
