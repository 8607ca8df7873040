import CardGeometry

/// Reading a `states` line back, for `verify`, `approve` and the geometry goldens: the one form ``StatesLine/text``
/// writes, strictly (every field of a line and of a node present once, no other key), within the limits below, so
/// that no line can make the reader recurse, allocate or loop without bound.
extension StatesLine {
    /// Why a text is not a `states` line: what was expected, and where (the byte, from 1).
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The longest line read, in UTF-8 bytes (16 MiB: some 60,000 nodes).
    public static let maximumLength = 16 << 20
    /// How deep an event's lists may nest.
    public static let maximumListDepth = 32
    /// The longest number, in bytes (the shortest round-trip form of any double takes at most 24).
    static let maximumNumberLength = 64

    /// The line in `text` (one JSON object, spaces allowed around its parts).
    public init(parsing text: some StringProtocol) throws(ParseError) {
        var reader = StatesLineReader(bytes: Array(text.utf8))
        guard reader.bytes.count <= Self.maximumLength else {
            throw ParseError(description: "\(reader.bytes.count) bytes, more than the limit of \(Self.maximumLength)")
        }
        self = try reader.line()
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw reader.failure("text after the line's object") }
    }
}

/// A cursor over one line's bytes that reads the parts of a ``StatesLine``.
struct StatesLineReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func failure(_ what: String) -> StatesLine.ParseError {
        StatesLine.ParseError(description: "byte \(position + 1): \(what)")
    }

    mutating func line() throws(StatesLine.ParseError) -> StatesLine {
        var frame: Int?, time: Double?, nodes: [StatesLine.Node]?, events: [StatesLine.Event]?
        try object { (reader: inout Self, key) throws(StatesLine.ParseError) in
            switch key {
            case "frame" where frame == nil: frame = try reader.integer()
            case "time" where time == nil: time = try reader.number()
            case "nodes" where nodes == nil: nodes = try reader.array { (reader: inout Self) throws(StatesLine.ParseError) in try reader.node() }
            case "events" where events == nil: events = try reader.array { (reader: inout Self) throws(StatesLine.ParseError) in try reader.event() }
            default: throw reader.failure("'\(key)' is not a key of a states line, or is there twice")
            }
        }
        guard let frame, let time, let nodes else { throw failure("a states line has 'frame', 'time' and 'nodes'") }
        return StatesLine(frame: frame, time: time, nodes: nodes, events: events ?? [])
    }

    mutating func node() throws(StatesLine.ParseError) -> StatesLine.Node {
        var id: String?, kind: SceneNode.Kind?, index: Int??, corners: [Point]?, alpha: Double?, rotation: Double?
        var scale: Point?, layers: [StatesLine.Layer]?
        try object { (reader: inout Self, key) throws(StatesLine.ParseError) in
            switch key {
            case "id" where id == nil: id = try reader.string()
            case "kind" where kind == nil:
                let name = try reader.string()
                guard let known = SceneNode.Kind(rawValue: name) else { throw reader.failure("'\(name)' is not a kind of node") }
                kind = known
            case "index" where index == nil: index = try reader.literal("null") ? .some(nil) : try reader.integer()
            case "corners" where corners == nil:
                corners = try reader.array { (reader: inout Self) throws(StatesLine.ParseError) in try reader.pair() }
                guard corners?.count == 4 else { throw reader.failure("a node has 4 corners") }
            case "alpha" where alpha == nil: alpha = try reader.number()
            case "rotation" where rotation == nil: rotation = try reader.number()
            case "scale" where scale == nil: scale = try reader.pair()
            case "layers" where layers == nil:
                layers = try reader.array { (reader: inout Self) throws(StatesLine.ParseError) in try reader.namedLayer() }
                // Written only when there are some: an empty list is not the one form.
                guard layers?.isEmpty == false else { throw reader.failure("a node's 'layers' is left out when it has none") }
            default: throw reader.failure("'\(key)' is not a key of a node, or is there twice")
            }
        }
        guard let id, let kind, let index, let corners, let alpha, let rotation, let scale else {
            throw failure("a node has 'id', 'kind', 'index', 'corners', 'alpha', 'rotation' and 'scale'")
        }
        return StatesLine.Node(id: id, kind: kind, index: index, corners: corners, alpha: alpha, rotation: rotation,
                               scaleX: scale.x, scaleY: scale.y, layers: layers ?? [])
    }

    /// A node's named layer: `id`, `corners` (4) and `alpha`, each once.
    mutating func namedLayer() throws(StatesLine.ParseError) -> StatesLine.Layer {
        var id: String?, corners: [Point]?, alpha: Double?
        try object { (reader: inout Self, key) throws(StatesLine.ParseError) in
            switch key {
            case "id" where id == nil: id = try reader.string()
            case "corners" where corners == nil:
                corners = try reader.array { (reader: inout Self) throws(StatesLine.ParseError) in try reader.pair() }
                guard corners?.count == 4 else { throw reader.failure("a layer has 4 corners") }
            case "alpha" where alpha == nil: alpha = try reader.number()
            default: throw reader.failure("'\(key)' is not a key of a layer, or is there twice")
            }
        }
        guard let id, let corners, let alpha else { throw failure("a layer has 'id', 'corners' and 'alpha'") }
        return StatesLine.Layer(id: id, corners: corners, alpha: alpha)
    }

    mutating func event() throws(StatesLine.ParseError) -> StatesLine.Event {
        var name: String?, time: Double?, index: Int?, details: [String: EventValue] = [:]
        try object { (reader: inout Self, key) throws(StatesLine.ParseError) in
            switch key {
            case "name" where name == nil: name = try reader.string()
            case "time" where time == nil: time = try reader.number()
            case "index" where index == nil: index = try reader.integer()
            case "name", "time", "index": throw reader.failure("'\(key)' is there twice")
            default:
                guard details[key] == nil else { throw reader.failure("'\(key)' is there twice") }
                details[key] = try reader.eventValue(depth: 0)
            }
        }
        guard let name, let time else { throw failure("an event has 'name' and 'time'") }
        return StatesLine.Event(name: name, time: time, index: index, details: details)
    }

    mutating func eventValue(depth: Int) throws(StatesLine.ParseError) -> EventValue {
        skipSpace()
        switch peek() {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["):
            guard depth < StatesLine.maximumListDepth else {
                throw failure("lists nest more than \(StatesLine.maximumListDepth) deep")
            }
            return .list(try array { (reader: inout Self) throws(StatesLine.ParseError) in try reader.eventValue(depth: depth + 1) })
        default:
            if try literal("true") { return .bool(true) }
            if try literal("false") { return .bool(false) }
            let (token, isInteger) = try numberToken()
            if isInteger, let int = Int(token) { return .int(int) }
            return .double(try finite(token))
        }
    }

    // MARK: JSON

    mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func expect(_ byte: Character) throws(StatesLine.ParseError) {
        skipSpace()
        guard peek() == byte.asciiValue else { throw failure("expected '\(byte)'") }
        position += 1
    }

    /// Reads `word` (`null`, `true`, `false`) when it comes next.
    mutating func literal(_ word: String) throws(StatesLine.ParseError) -> Bool {
        skipSpace()
        let word = Array(word.utf8)
        guard bytes.count - position >= word.count, Array(bytes[position..<position + word.count]) == word else { return false }
        position += word.count
        return true
    }

    /// Reads an object, giving each key to `member`, which reads its value.
    mutating func object(_ member: (inout Self, String) throws(StatesLine.ParseError) -> Void) throws(StatesLine.ParseError) {
        try expect("{")
        skipSpace()
        if peek() == UInt8(ascii: "}") { position += 1; return }
        while true {
            let key = try string()
            try expect(":")
            try member(&self, key)
            skipSpace()
            if peek() == UInt8(ascii: "}") { position += 1; return }
            try expect(",")
        }
    }

    /// Reads an array, each element with `element`.
    mutating func array<Element>(_ element: (inout Self) throws(StatesLine.ParseError) -> Element) throws(StatesLine.ParseError) -> [Element] {
        try expect("[")
        skipSpace()
        var elements: [Element] = []
        if peek() == UInt8(ascii: "]") { position += 1; return elements }
        while true {
            elements.append(try element(&self))
            skipSpace()
            if peek() == UInt8(ascii: "]") { position += 1; return elements }
            try expect(",")
        }
    }

    /// Reads `[x, y]`.
    mutating func pair() throws(StatesLine.ParseError) -> Point {
        let numbers = try array { (reader: inout Self) throws(StatesLine.ParseError) in try reader.number() }
        guard numbers.count == 2 else { throw failure("expected two numbers, [x, y]") }
        return Point(x: numbers[0], y: numbers[1])
    }

    mutating func string() throws(StatesLine.ParseError) -> String {
        try expect("\"")
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ reader: Self, to end: Int) {
            scalars.append(contentsOf: String(decoding: reader.bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = peek() else { throw failure("a string without its closing quote") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(self, to: position)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self, to: position)
                position += 1
                scalars.append(try escaped())
                run = position
            case ..<0x20: throw failure("a control character in a string")
            default: position += 1
            }
        }
    }

    /// The character after a backslash (read), as a scalar.
    private mutating func escaped() throws(StatesLine.ParseError) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure("a string without its closing quote") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if UTF16.isLeadSurrogate(unit) {
                guard try literal("\\u") else { throw failure("a lone surrogate") }
                let trail = try hexUnit()
                guard UTF16.isTrailSurrogate(trail) else { throw failure("a lone surrogate") }
                return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw failure("a lone surrogate") }
            return scalar
        default: throw failure("an unknown escape")
        }
    }

    private mutating func hexUnit() throws(StatesLine.ParseError) -> UInt16 {
        guard bytes.count - position >= 4,
              let unit = UInt16(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw failure("expected four hexadecimal digits")
        }
        position += 4
        return unit
    }

    /// A JSON number's text and whether it is a whole number written without fraction or exponent.
    mutating func numberToken() throws(StatesLine.ParseError) -> (String, Bool) {
        skipSpace()
        let start = position
        func digits(_ reader: inout Self) -> Int {
            let first = reader.position
            while let byte = reader.peek(), (0x30...0x39).contains(byte) { reader.position += 1 }
            return reader.position - first
        }
        if peek() == UInt8(ascii: "-") { position += 1 }
        let whole = digits(&self)
        guard whole > 0, whole == 1 || bytes[position - whole] != UInt8(ascii: "0") else {
            position = start
            throw failure("expected a number")
        }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw failure("expected digits after the decimal point") }
            isInteger = false
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw failure("expected digits in the exponent") }
            isInteger = false
        }
        guard position - start <= StatesLine.maximumNumberLength else {
            position = start
            throw failure("a number longer than \(StatesLine.maximumNumberLength) characters")
        }
        return (String(decoding: bytes[start..<position], as: UTF8.self), isInteger)
    }

    /// A finite number.
    mutating func number() throws(StatesLine.ParseError) -> Double {
        try finite(try numberToken().0)
    }

    private func finite(_ token: String) throws(StatesLine.ParseError) -> Double {
        guard let value = Double(token), value.isFinite else { throw failure("\(token) is beyond any finite number") }
        return value
    }

    /// A whole number that fits an `Int`.
    mutating func integer() throws(StatesLine.ParseError) -> Int {
        let (token, isInteger) = try numberToken()
        guard isInteger, let value = Int(token) else { throw failure("\(token) is not a whole number") }
        return value
    }
}
