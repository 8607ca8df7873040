// libyaml as Yams builds it. Yams parses through it but keeps its event API internal; its C module is part of
// this package's build (a dependency of Yams), so reading the events here adds no library and no second copy.
import CYaml

/// The check that a script's anchors and aliases stay cheap, made on libyaml's event stream before any node tree
/// is built.
///
/// An alias is a reference: ten aliases of a list of ten aliases of a list of ten... is a small file whose
/// expansion is exponential, and a mapping key that is an alias of nested lists makes every duplicate-key check
/// hash the whole expansion. So, reading the events once in order:
/// - every node's expanded size (a scalar or an alias of nothing counts 1, a collection 1 plus its children, an
///   alias the size of what its anchor named) adds to a running total that may not pass
///   ``ScriptLimits/expandedNodes`` (as many as a script of the largest size could spell out without aliases);
/// - at most ``ScriptLimits/aliases`` aliases;
/// - an alias is never a mapping key (keys are names).
///
/// Text libyaml cannot parse is passed over here: the composer reports its syntax error with its own position.
enum AliasBudget {
    /// A problem and its 1-based position.
    struct Problem: Error {
        var line: Int
        var column: Int
        var message: String
    }

    /// The first problem in `text`, or `nil` when it keeps within the budget (or is not YAML at all).
    static func firstProblem(in text: String) -> Problem? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var walk = Walk()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let problem = walk.take(event) { return problem }
            }
        }
    }

    /// The walk's state: open collections, the anchors' expanded sizes and the running totals.
    private struct Walk {
        struct Collection {
            var isMapping: Bool
            var anchor: String?
            var size = 1
            /// Children seen so far: in a mapping, even positions are keys.
            var children = 0
        }

        var open: [Collection] = []
        var anchors: [String: Int] = [:]
        var total = 0
        var aliases = 0

        mutating func take(_ event: yaml_event_t) -> Problem? {
            let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
            func problem(_ message: String) -> Problem { Problem(line: line, column: column, message: message) }
            switch event.type {
            case YAML_SCALAR_EVENT:
                return finish(size: 1, anchor: Self.name(event.data.scalar.anchor), problem)
            case YAML_ALIAS_EVENT:
                aliases += 1
                guard aliases <= ScriptLimits.aliases else {
                    return problem("uses more than \(ScriptLimits.aliases) aliases")
                }
                if let parent = open.last, parent.isMapping, parent.children % 2 == 0 {
                    return problem("uses an alias as a mapping key; keys are plain names")
                }
                let size = Self.name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                return finish(size: size, anchor: nil, problem)
            case YAML_SEQUENCE_START_EVENT:
                open.append(Collection(isMapping: false, anchor: Self.name(event.data.sequence_start.anchor)))
                return count(1, problem)
            case YAML_MAPPING_START_EVENT:
                open.append(Collection(isMapping: true, anchor: Self.name(event.data.mapping_start.anchor)))
                return count(1, problem)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return nil }
                // The collection's own nodes were counted as they came; only its parent learns its size now.
                return finish(size: closed.size, anchor: closed.anchor, problem, counted: true)
            default:
                return nil
            }
        }

        /// A node of expanded `size` is complete: it counts toward the total (unless its parts already did), its
        /// anchor remembers the size, and its parent grows by it.
        private mutating func finish(size: Int, anchor: String?, _ problem: (String) -> Problem,
                                     counted: Bool = false) -> Problem? {
            if !counted, let exceeded = count(size, problem) { return exceeded }
            if let anchor { anchors[anchor] = size }
            if !open.isEmpty {
                open[open.count - 1].size += size
                open[open.count - 1].children += 1
            }
            return nil
        }

        private mutating func count(_ size: Int, _ problem: (String) -> Problem) -> Problem? {
            total += size
            guard total <= ScriptLimits.expandedNodes else {
                return problem("expands its aliases to more than \(ScriptLimits.expandedNodes) values")
            }
            return nil
        }

        static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }
    }
}
