/// JSON read strictly for its shape alone. `approve` reads its manifest with Foundation's decoder, which keeps the
/// first of two members with one key where Python's `json` and `jq` keep the last, so a manifest could say one
/// thing to a reviewer and another to `approve`; this pass refuses such a file before it is decoded.
public enum JSONShape {
    /// How deep arrays and objects may nest.
    public static let maximumDepth = 64

    /// Checks that the JSON text in `bytes` is one value in which no object has a key twice, nesting at most
    /// ``maximumDepth`` deep, with numbers of at most 64 characters. Throws with the field's path
    /// (`frames[3].reference: is there twice ...`) or the byte where the text stops being JSON.
    public static func checkUniqueKeys(in bytes: [UInt8]) throws(StatesLine.ParseError) {
        var reader = StatesLineReader(bytes: bytes)
        try reader.uniqueKeysValue(depth: 0) { "" }
        reader.skipSpace()
        guard reader.position == bytes.count else { throw reader.failure("text after the JSON value") }
    }
}

extension StatesLineReader {
    /// Reads one value and drops it, refusing a repeated key; `path` words where it is, only when an error needs it.
    fileprivate mutating func uniqueKeysValue(depth: Int, path: () -> String) throws(StatesLine.ParseError) {
        skipSpace()
        switch peek() {
        case UInt8(ascii: "["):
            guard depth < JSONShape.maximumDepth else { throw failure("arrays and objects nest more than \(JSONShape.maximumDepth) deep") }
            var index = 0
            _ = try array { (reader: inout Self) throws(StatesLine.ParseError) in
                try reader.uniqueKeysValue(depth: depth + 1) { "\(path())[\(index)]" }
                index += 1
            }
        case UInt8(ascii: "{"):
            guard depth < JSONShape.maximumDepth else { throw failure("arrays and objects nest more than \(JSONShape.maximumDepth) deep") }
            var keys = Set<String>()
            try object { (reader: inout Self, key) throws(StatesLine.ParseError) in
                func field() -> String {
                    let outer = path()
                    return outer.isEmpty ? key : outer + "." + key
                }
                guard keys.insert(key).inserted else {
                    throw StatesLine.ParseError(description: "\(field()): is there twice (each field is written once)")
                }
                try reader.uniqueKeysValue(depth: depth + 1, path: field)
            }
        case UInt8(ascii: "\""):
            _ = try string()
        default:
            for word in ["true", "false", "null"] where try literal(word) { return }
            _ = try numberToken()
        }
    }
}
