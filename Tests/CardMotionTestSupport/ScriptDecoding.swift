import CardMotion

/// A script read from YAML text as `s.yaml` in `/tmp`, as the decoder tests read theirs.
public func decodeScript(_ yaml: String) throws(ScriptError) -> Script {
    try ScriptDecoder.decode(yaml, file: "s.yaml", baseDirectory: "/tmp")
}

/// The error reading `yaml` (as ``decodeScript(_:)``) gives, or `nil` when it reads.
public func scriptFailure(_ yaml: String) -> ScriptError? {
    do {
        _ = try decodeScript(yaml)
        return nil
    } catch {
        return error
    }
}
