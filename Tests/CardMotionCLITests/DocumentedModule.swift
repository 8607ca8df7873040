/// A module as a page of the documentation lists it (ARCHITECTURE.md's module table, a module map), and how such a
/// list differs from `Package.swift`'s targets.
struct DocumentedModule: Equatable {
    var name: String
    /// Its folder, where the list gives one.
    var folder: String?
    /// The modules and products the list says it imports.
    var dependencies: [String]

    init(name: String, folder: String? = nil, dependencies: [String]) {
        self.name = name
        self.folder = folder
        self.dependencies = dependencies
    }

    /// One line per difference between `listed` and `expected`, sorted: a module missing, extra (not one of
    /// `expected`; `extra` says what that means) or listed twice; a folder that differs; a dependency of
    /// `required(target)` left out, or one the target does not have.
    static func problems(of listed: [DocumentedModule], against expected: [PackageTarget], extra: String,
                         required: (PackageTarget) -> [String]) -> [String] {
        var problems: [String] = []
        let names = listed.map(\.name)
        for name in Set(names) where names.filter({ $0 == name }).count > 1 {
            problems.append("\(name) is listed \(names.filter { $0 == name }.count) times")
        }
        for target in expected where !names.contains(target.name) {
            problems.append("missing: \(target.name) (\(target.kind) target, \(target.folder))")
        }
        for module in listed {
            guard let target = expected.first(where: { $0.name == module.name }) else {
                problems.append("extra: \(module.name) \(extra)")
                continue
            }
            if let folder = module.folder, folder != target.folder {
                problems.append("\(module.name): folder \(folder), Package.swift says \(target.folder)")
            }
            let missing = required(target).filter { !module.dependencies.contains($0) }
            let unknown = module.dependencies.filter { !target.dependencies.contains($0) }
            if !missing.isEmpty { problems.append("\(module.name): missing dependencies \(missing.joined(separator: ", "))") }
            if !unknown.isEmpty {
                problems.append("\(module.name): dependencies not in Package.swift: \(unknown.joined(separator: ", "))")
            }
        }
        return problems.sorted()
    }
}
