import CardScene
import Testing

/// `verify --ignore` and `verify.ignore` globs: matched without backtracking, so that no pattern can make a run hang
/// (30 stars before a letter no id has) or recurse (200,000 stars).
@Suite struct NodeGlobTests {
    @Test func matchesIdsAsTheReadmeSays() {
        #expect(NodeGlob("card-*").matches("card-12"))
        #expect(NodeGlob("snapshot-?").matches("snapshot-3"))
        #expect(!NodeGlob("snapshot-?").matches("snapshot-13"))
        #expect(!NodeGlob("card-*").matches("snapshot-1"))
        #expect(NodeGlob("*").matches("stack"))
        #expect(NodeGlob("*").matches(""))
        #expect(!NodeGlob("?").matches(""))
        #expect(NodeGlob("c*d-*2").matches("card-12"))
        #expect(!NodeGlob("c*d-*3").matches("card-12"))
    }

    /// Patterns that make a backtracking matcher take exponential time or recurse past its stack: each answers
    /// correctly (and, without backtracking, at once).
    @Test func pathologicalPatternsAnswerCorrectly() {
        let id = String(repeating: "a", count: 200)
        #expect(!NodeGlob(String(repeating: "*", count: 30) + "Z").matches(id))
        #expect(!NodeGlob(String(repeating: "*a", count: 30) + "Z").matches(id))
        #expect(NodeGlob(String(repeating: "*a", count: 30) + "*").matches(id))
        #expect(NodeGlob(String(repeating: "*", count: 200_000)).matches(id))
        #expect(!NodeGlob(String(repeating: "*", count: 200_000) + "Z").matches(id))
        #expect(NodeGlob.problem(with: String(repeating: "*", count: 200_000)) == "a node id or glob of 200000 characters exceeds the limit of 1000")
        #expect(NodeGlob.problem(with: "") == "a node id or glob cannot be empty")
        #expect(NodeGlob.problem(with: String(repeating: "*", count: 1000)) == nil)
    }

    /// Agrees with the definition (a backtracking matcher, fine on short inputs) on every pattern and id of up to
    /// 4 characters over `a`, `b`, `*` and `?`.
    @Test func agreesWithTheDefinitionOnShortInputs() {
        func reference(_ pattern: Substring, _ text: Substring) -> Bool {
            guard let first = pattern.first else { return text.isEmpty }
            if first == "*" { return reference(pattern.dropFirst(), text) || (!text.isEmpty && reference(pattern, text.dropFirst())) }
            return !text.isEmpty && (first == "?" || first == text.first) && reference(pattern.dropFirst(), text.dropFirst())
        }
        func words(_ alphabet: [Character], upTo length: Int) -> [String] {
            var all = [""], last = [""]
            for _ in 0..<length {
                last = last.flatMap { word in alphabet.map { word + String($0) } }
                all += last
            }
            return all
        }
        let patterns = words(["a", "b", "*", "?"], upTo: 4), ids = words(["a", "b"], upTo: 4)
        var disagreements: [String] = []
        for pattern in patterns {
            for id in ids where NodeGlob(pattern).matches(id) != reference(pattern[...], id[...]) {
                disagreements.append("\(pattern) ~ \(id)")
            }
        }
        #expect(disagreements == [])
    }
}
