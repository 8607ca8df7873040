import Foundation

/// ARCHITECTURE.md's module table: the Markdown table after the line `<!-- module table ...-->`, one row per module,
/// `| `NAME` | `FOLDER` | `DEP`, `DEP` or (nothing) | what it holds |`. It lists every target but test targets and
/// system libraries (``PackageTarget/isModule``), each in its folder with exactly its dependencies.
enum ModuleTable {
    /// The marker the table follows.
    static let marker = "<!-- module table"

    /// The rows of the table in `text` (none when there is no marker).
    static func modules(in text: String) -> [DocumentedModule] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("|") }
            .map { line in line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map(cell) }
            .filter { cells in cells.count >= 3 && cells[0] != "module" && !cells[0].hasPrefix("-") }
            .map { cells in DocumentedModule(name: unquoted(cells[0]), folder: unquoted(cells[1]), dependencies: names(cells[2])) }
    }

    /// One line per difference between the table in `text` and `targets`.
    static func problems(in text: String, against targets: [PackageTarget]) -> [String] {
        DocumentedModule.problems(of: modules(in: text), against: targets.filter(\.isModule),
                                  extra: "is not a target of Package.swift, or is a test or system target",
                                  required: \.dependencies)
    }

    /// A cell's text without the spaces around it.
    private static func cell(_ text: Substring) -> String { text.trimmingCharacters(in: .whitespaces) }

    /// `CardScene` for `` `CardScene` ``.
    private static func unquoted(_ text: String) -> String { text.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }

    /// The names of a list `` `A`, `B` ``; none for `(nothing)`.
    private static func names(_ text: String) -> [String] {
        text == "(nothing)" ? [] : text.split(separator: ",").map { unquoted($0.trimmingCharacters(in: .whitespaces)) }
    }
}
