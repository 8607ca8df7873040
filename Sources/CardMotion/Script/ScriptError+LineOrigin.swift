extension ScriptError {
    /// Where, without the column: `FILE:LINE: KEY.PATH` (``ScriptDiagnostic/origin``, ``CardScene/TextContent/origin``).
    var lineOrigin: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return path.isEmpty ? location : "\(location): \(path)"
    }
}
