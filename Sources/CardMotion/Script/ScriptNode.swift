import CardGeometry
import Yams

/// A value in a parsed script with its key path and position, for typed reads that fail with precise errors.
///
/// Reads are strict: a mapping must be fully consumed (``MappingReader/finish()`` rejects unknown keys with a
/// suggestion), numbers must be finite, and every error names the file, the line and the key path.
struct ScriptNode {
    let node: Node
    let path: String
    let file: String
    /// Where the script decoder collects the errors it reads past; `nil` (a demo cell's template): the first error is
    /// thrown.
    var log: ScriptErrorLog? = nil
    /// The script's `appearance`, which picks the value of every system colour and `{light, dark}` colour read here.
    var appearance: Appearance = .light
    /// The script's `layoutDirection`, which the stacks, texts and symbols read here follow.
    var layoutDirection: LayoutDirection = .leftToRight

    func error(_ message: String) -> ScriptError {
        ScriptError(file: file, line: node.mark?.line, column: node.mark?.column, path: path, message: message)
    }

    /// A short, quoted rendering of the value for error messages.
    var shownValue: String {
        switch node {
        case .scalar(let scalar):
            let text = scalar.string
            return text.count > 40 ? "'\(text.prefix(40))...'" : "'\(text)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    func child(_ node: Node, key: String) -> ScriptNode {
        ScriptNode(node: node, path: path.isEmpty ? key : "\(path).\(key)", file: file, log: log, appearance: appearance, layoutDirection: layoutDirection)
    }

    func element(_ node: Node, at index: Int) -> ScriptNode {
        ScriptNode(node: node, path: "\(path)[\(index)]", file: file, log: log, appearance: appearance,
                   layoutDirection: layoutDirection)
    }

    // MARK: Typed reads

    func mapping() throws(ScriptError) -> MappingReader {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping of keys, found \(shownValue)") }
        return try MappingReader(owner: self, mapping: mapping)
    }

    func sequence() throws(ScriptError) -> [ScriptNode] {
        guard case .sequence(let sequence) = node else { throw error("expected a list, found \(shownValue)") }
        return sequence.enumerated().map { element($0.element, at: $0.offset) }
    }

    func string() throws(ScriptError) -> String {
        guard case .scalar(let scalar) = node, node.tag.rawValue != Tag.Name.null.rawValue else {
            throw error("expected a string, found \(shownValue)")
        }
        return scalar.string
    }

    func double() throws(ScriptError) -> Double {
        guard case .scalar = node, let value = node.float ?? node.int.map(Double.init) else {
            throw error("expected a number, found \(shownValue)")
        }
        guard value.isFinite else {
            if isOverflowingNumeral { throw error("\(shownValue) is out of range: a number must be finite (beyond ±1.8e308 it is not)") }
            throw error("expected a finite number, found \(shownValue)")
        }
        return value
    }

    /// Whether the value is a numeral written out (not `.inf`) too large for a Double, which reads as infinity.
    var isOverflowingNumeral: Bool {
        guard case .scalar(let scalar) = node, let value = node.float, value.isInfinite else { return false }
        return !scalar.string.lowercased().contains("inf")
    }

    func int() throws(ScriptError) -> Int {
        guard case .scalar = node, let value = node.int else {
            if let number = node.float, number.isFinite, number == number.rounded(), abs(number) < 1e15 {
                return Int(number)
            }
            if isOverflowingNumeral || node.float.map({ $0.isFinite && $0 == $0.rounded() }) == true {
                throw error("\(shownValue) is out of range: a whole number here lies within ±1e15")
            }
            throw error("expected a whole number, found \(shownValue)")
        }
        return value
    }

    func bool() throws(ScriptError) -> Bool {
        guard case .scalar = node, let value = node.bool else {
            throw error("expected true or false, found \(shownValue)")
        }
        return value
    }

    /// A number within `range`, with the unit named in the error.
    func double(in range: ClosedRange<Double>, unit: String = "") throws(ScriptError) -> Double {
        let suffix = unit.isEmpty ? "" : " \(unit)"
        if isOverflowingNumeral {
            throw error("\(shownValue) is out of range: expected \(range.lowerBound)...\(range.upperBound)\(suffix)")
        }
        let value = try double()
        guard range.contains(value) else {
            throw error("\(value) is out of range: expected \(range.lowerBound)...\(range.upperBound)\(suffix)")
        }
        return value
    }

    func int(in range: ClosedRange<Int>) throws(ScriptError) -> Int {
        if isOverflowingNumeral || (node.int == nil && node.float.map { $0.isFinite && $0 == $0.rounded() && abs($0) >= 1e15 } == true) {
            throw error("\(shownValue) is out of range: expected \(range.lowerBound)...\(range.upperBound)")
        }
        let value = try int()
        guard range.contains(value) else {
            throw error("\(value) is out of range: expected \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// `[x, y]`, in points.
    func point() throws(ScriptError) -> Point {
        let values = try numbers(count: 2, shape: "[x, y]")
        return Point(x: values[0], y: values[1])
    }

    /// `[width, height]`, in points.
    func size() throws(ScriptError) -> Size {
        let values = try numbers(count: 2, shape: "[width, height]")
        return Size(width: values[0], height: values[1])
    }

    /// `[x, y, width, height]`, in points.
    func rect() throws(ScriptError) -> Rect {
        let values = try numbers(count: 4, shape: "[x, y, width, height]")
        guard values[2] >= 0, values[3] >= 0 else { throw error("width and height must not be negative") }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The message for a list of `has` numbers where `needs` are wanted in the form `shape`:
    /// `has 3 numbers; needs 4: [x, y, width, height]`.
    static func countProblem(has: Int, needs: Int, shape: String) -> String {
        "has \(has) \(has == 1 ? "number" : "numbers"); needs \(needs): \(shape)"
    }

    /// `count` numbers in a list, each within ``ScriptLimits/coordinate`` points, or within the range and unit
    /// `limits` gives for its position.
    func numbers(count: Int, shape: String,
                 limits: [(range: ClosedRange<Double>, unit: String)]? = nil) throws(ScriptError) -> [Double] {
        guard case .sequence(let sequence) = node else { throw error("expected \(shape), found \(shownValue)") }
        guard sequence.count == count else { throw error(Self.countProblem(has: sequence.count, needs: count, shape: shape)) }
        var values: [Double] = []
        for (index, item) in sequence.enumerated() {
            let node = element(item, at: index)
            let limit = limits?[index] ?? (range: ScriptLimits.coordinate, unit: "points")
            if node.isOverflowingNumeral { throw node.error("\(node.shownValue) is out of range: expected \(limit.range) \(limit.unit)") }
            let value = try node.double()
            guard limit.range.contains(value) else {
                throw node.error("\(value) is out of range: expected \(limit.range) \(limit.unit)")
            }
            values.append(value)
        }
        return values
    }

    /// A colour in the script's ``appearance``: a written-out or named colour, or `{light: ..., dark: ...}`
    /// (``appearanceColor()``).
    func color() throws(ScriptError) -> Color {
        if case .mapping = node { return try appearanceColor() }
        let text = try string()
        do {
            return try Color(parsing: text, appearance: appearance)
        } catch {
            let hint = Suggestion.hint(for: text, in: Color.namedColors.keys.sorted())
            throw self.error("'\(text)' is not a colour\(hint); use \(ColorParseError.acceptedForms)")
        }
    }

    /// A text within the limits of ``ScriptLimits/textLengthProblem(_:)``.
    func text() throws(ScriptError) -> String {
        let value = try string()
        if let problem = ScriptLimits.textLengthProblem(value) { throw error(problem) }
        return value
    }

    /// A list of texts.
    func texts() throws(ScriptError) -> [String] {
        var values: [String] = []
        for item in try sequence() { values.append(try item.text()) }
        return values
    }

    /// One of `names`, with a suggestion on a near miss.
    func choice(among names: [String]) throws(ScriptError) -> String {
        let text = try string()
        if names.contains(text) { return text }
        throw error("unknown value '\(text)'\(Suggestion.hint(for: text, in: names)); expected one of \(names.joined(separator: ", "))")
    }

    /// One of the cases of a string enumeration, with a suggestion on a near miss.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(ScriptError) -> T where T.RawValue == String {
        T(rawValue: try choice(among: T.allCases.map(\.rawValue)))!
    }
}

/// Reads the keys of one mapping and checks at the end that none was left unread.
struct MappingReader {
    let owner: ScriptNode
    private var entries: [(key: String, keyNode: Node, node: ScriptNode)] = []
    private var read: Set<String> = []

    init(owner: ScriptNode, mapping: Node.Mapping) throws(ScriptError) {
        self.owner = owner
        entries = try Self.entries(of: mapping, owner: owner, depth: 0)
    }

    /// The YAML merge key: `<<: *base` (or a list of them) adds the keys of those mappings that this one does not
    /// write itself (YAML 1.1's merge type: the mapping's own keys win, then earlier mappings of a list).
    static let mergeKey = "<<"
    /// Merges nested in merged mappings, at most.
    static let mergeDepth = ScriptLimits.layerDepth

    /// `mapping`'s entries, its own first, then those its merge key brings that it does not have.
    private static func entries(of mapping: Node.Mapping, owner: ScriptNode,
                                depth: Int) throws(ScriptError) -> [(key: String, keyNode: Node, node: ScriptNode)] {
        var found: [(key: String, keyNode: Node, node: ScriptNode)] = []
        var seen: Set<String> = []
        var merged: [(keyNode: Node, value: Node)] = []
        for (keyNode, valueNode) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                throw ScriptNode(node: keyNode, path: owner.path, file: owner.file).error("keys must be plain names")
            }
            let key = scalar.string
            if key == mergeKey, scalar.style == .plain {
                merged.append((keyNode, valueNode))
                continue
            }
            guard seen.insert(key).inserted else {
                throw ScriptNode(node: keyNode, path: owner.path, file: owner.file).error("the key '\(key)' appears twice")
            }
            found.append((key, keyNode, owner.child(valueNode, key: key)))
        }
        for (keyNode, value) in merged {
            let at = ScriptNode(node: keyNode, path: owner.path, file: owner.file)
            guard merged.count == 1 else { throw at.error("the merge key '<<' appears twice; give it a list of mappings") }
            guard depth < mergeDepth else { throw at.error("merges nest more than \(mergeDepth) deep") }
            let sources: [Node.Mapping]
            switch value {
            case .mapping(let mapping): sources = [mapping]
            case .sequence(let sequence):
                var mappings: [Node.Mapping] = []
                for element in sequence {
                    guard case .mapping(let mapping) = element else {
                        throw at.error("a merge key '<<' takes a mapping or a list of mappings (an anchor's alias, *name)")
                    }
                    mappings.append(mapping)
                }
                sources = mappings
            default:
                throw at.error("a merge key '<<' takes a mapping or a list of mappings (an anchor's alias, *name)")
            }
            for source in sources {
                for entry in try entries(of: source, owner: owner, depth: depth + 1) where seen.insert(entry.key).inserted {
                    found.append(entry)
                }
            }
        }
        return found
    }

    var keys: [String] { entries.map(\.key) }

    /// Reads every value of the mapping, and all below it, in `appearance` (the script's top-level `appearance`).
    mutating func read(in appearance: Appearance) {
        for index in entries.indices { entries[index].node.appearance = appearance }
    }

    /// Reads every value of the mapping, and all below it, laid out in `direction` (the script's `layoutDirection`).
    mutating func read(laidOut direction: LayoutDirection) {
        for index in entries.indices { entries[index].node.layoutDirection = direction }
    }

    func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// Makes `node` the value under `key`, in place of what the mapping writes there (a variant's setting over the
    /// script's top-level one); errors in it then point at `node`'s own line.
    mutating func override(_ key: String, with node: ScriptNode) {
        let entry = (key: key, keyNode: node.node, node: node)
        if let index = entries.firstIndex(where: { $0.key == key }) { entries[index] = entry } else { entries.append(entry) }
    }

    /// The value under `key`, or `nil` when absent (an explicit `null` counts as absent).
    mutating func optional(_ key: String) -> ScriptNode? {
        read.insert(key)
        guard let node = entries.first(where: { $0.key == key })?.node else { return nil }
        if case .scalar = node.node, node.node.null != nil { return nil }
        return node
    }

    mutating func required(_ key: String) throws(ScriptError) -> ScriptNode {
        guard let node = optional(key) else {
            // A key written with a typo is still unread: name it, since the error stops this mapping before its
            // unknown keys are reported.
            let unread = entries.map(\.key).filter { !read.contains($0) }
            let typo = unread.first { Suggestion.closest(to: $0, in: [key]) != nil }
            throw owner.error("missing required key '\(key)'" + (typo.map { "; '\($0)' is not a key (did you mean '\(key)'?)" } ?? ""))
        }
        return node
    }

    /// Rejects every key that was never read, suggesting the closest known key: recorded in the owner's error log
    /// when it has one (an unknown key spoils nothing else), else the first thrown.
    func finish() throws(ScriptError) {
        let known = read.sorted()
        for (key, keyNode, node) in entries where !read.contains(key) {
            let error = ScriptError(file: owner.file, line: keyNode.mark?.line, column: keyNode.mark?.column,
                                    path: node.path,
                                    message: "unknown key '\(key)'\(Suggestion.hint(for: key, in: known)); expected one of \(known.joined(separator: ", "))")
            guard let log = owner.log else { throw error }
            log.record(error)
        }
    }
}
