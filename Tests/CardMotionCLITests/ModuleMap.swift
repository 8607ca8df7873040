import Foundation

/// A module map in a Markdown page (the README, docs/how-it-works.md): the fenced code block after the line
/// `<!-- module map ...-->`, one line per Swift module (``PackageTarget/isSwiftModule``; C targets are not lines of
/// their own), `NAME -> DEP, DEP  what it is`, the arrow and its list left out for a module that imports nothing and
/// two spaces ending the list. The list holds every Swift module the module imports, and may name its C targets and
/// products (Yams) or leave them out.
enum ModuleMap {
    /// The marker the map follows.
    static let marker = "<!-- module map"

    /// The lines of the map in `text` (none when there is no marker or no code block after it).
    static func modules(in text: String) -> [DocumentedModule] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(marker) }),
              let open = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        return lines[(open + 1)...].prefix { !$0.hasPrefix("```") }
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map(module)
    }

    /// One line per difference between the map in `text` and `targets`.
    static func problems(in text: String, against targets: [PackageTarget]) -> [String] {
        let swiftModules = targets.filter(\.isSwiftModule)
        let names = Set(swiftModules.map(\.name))
        return DocumentedModule.problems(of: modules(in: text), against: swiftModules,
                                         extra: "is not a Swift module of Package.swift",
                                         required: { $0.dependencies.filter(names.contains) })
    }

    /// `CardScene -> CardGeometry    the display list` as a module.
    private static func module(_ line: String) -> DocumentedModule {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let name = String(trimmed.prefix { !$0.isWhitespace })
        let rest = trimmed.dropFirst(name.count).drop { $0 == " " }
        guard rest.hasPrefix("->") else { return DocumentedModule(name: name, dependencies: []) }
        let list = rest.dropFirst(2).drop { $0 == " " }
        let end = list.range(of: "  ")?.lowerBound ?? list.endIndex
        return DocumentedModule(name: name, dependencies: list[..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
}
