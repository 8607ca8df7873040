/// How many faces a font file holds, from its first 12 bytes: a TrueType/OpenType collection (`ttcf`) holds the
/// number its header gives (numFonts), any other font one. Read before fontconfig scans a file, whose time and
/// memory grow with the faces (a 3 MB collection can declare 100,000).
public enum FontFaces {
    /// The most faces the font files of one script (or scene) may hold together, each file listed counting again.
    public static let limit = 256

    /// The bytes ``count(header:)`` reads.
    public static let headerSize = 12

    /// The faces a file starting with `header` declares: numFonts of a `ttcf` header, else 1.
    public static func count(header: [UInt8]) -> Int {
        guard header.count >= headerSize, header.starts(with: Array("ttcf".utf8)) else { return 1 }
        return header[8..<12].reduce(0) { $0 << 8 | Int($1) }
    }
}
