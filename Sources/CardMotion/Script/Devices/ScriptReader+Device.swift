extension ScriptReader {
    /// `device:`: a name of ``Device/all``, case and spaces aside; an unknown one is an error with the nearest name.
    func device(_ node: ScriptNode) throws(ScriptError) -> Device {
        let written = try node.string()
        if let device = Device.named(written) { return device }
        let hint = Suggestion.hint(for: Device.matchingKey(written), in: Device.names)
        throw node.error("unknown device '\(written)'\(hint); expected one of \(Device.names.joined(separator: ", ")) (case and spaces ignored)")
    }
}
