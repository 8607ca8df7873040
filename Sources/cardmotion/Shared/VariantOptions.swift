import ArgumentParser
import CardMotion
import CardRender
import CardVerify

/// `--variant NAME` (repeatable, globs) and `--all-variants`: which of each script's `variants:` a command draws.
/// With neither, a script draws its top-level settings, into today's folders.
struct VariantOptions: ParsableArguments {
    @Option(name: .customLong("variant"),
            help: ArgumentHelp("Draw the script's variant NAME (repeatable; * and ? match any run of characters and any one); its outputs go in a sub-folder named after it.",
                               valueName: "NAME"))
    var patterns: [String] = []

    @Flag(help: "Draw every variant the script declares, each into its own sub-folder (a script without variants draws itself).")
    var allVariants = false

    func validate() throws {
        if allVariants && !patterns.isEmpty { throw ValidationError("give --variant or --all-variants, not both") }
        for pattern in patterns {
            if let problem = VariantSelection.problem(withPattern: pattern) { throw ValidationError("--variant: \(problem)") }
        }
    }

    var selection: VariantSelection {
        allVariants ? .all : patterns.isEmpty ? .scriptDefault : .matching(patterns)
    }

    /// Each script's plan in every variant chosen, in the order of the scripts and then of their variants: the script
    /// is read once in its top-level settings (which checks it whole and lists its variants), then once per variant.
    /// A `--variant` pattern that matches no variant of any script is bad input.
    func plans(for scripts: [String], load: (_ path: String, _ variant: String?) throws -> PlaybackPlan) throws -> [VariantPlan] {
        let defaults = try scripts.map { try load($0, nil) }
        let chosen: [[ScriptVariant?]]
        do {
            chosen = try selection.chosen(fromEach: defaults.map(\.script.variants))
        } catch {
            throw CommandFailure(error.description)
        }
        return try zip(scripts, zip(defaults, chosen)).flatMap { path, entry in
            try entry.1.map { variant in VariantPlan(path: path, variant: variant, plan: try variant.map { try load(path, $0.name) } ?? entry.0) }
        }
    }
}

/// One script in one variant (or in its top-level settings), planned.
struct VariantPlan {
    let path: String
    /// `nil` for the script's top-level settings.
    let variant: ScriptVariant?
    let plan: PlaybackPlan

    /// Where this variant's frames go, given where the script's go: `folder` itself for the top-level settings, else
    /// its sub-folder named after the variant.
    func folder(in folder: String) -> String {
        guard let variant else { return folder }
        return folder + "/" + variant.name
    }

    /// Where this variant's single file goes, given where the script's goes: the same name, in a sub-folder named
    /// after the variant beside it (`out/stack.apng` becomes `out/dark/stack.apng`).
    func file(for file: String) -> String {
        guard let variant else { return file }
        let slash = file.lastIndex(of: "/")
        let parent = slash.map { String(file[..<$0]) } ?? "."
        let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
        return parent + "/" + variant.name + "/" + name
    }

    /// The name progress lines give it: the script's stem, and the variant's name.
    var label: String {
        let stem = ScriptStem.of(path)
        return variant.map { "\(stem) [\($0.name)]" } ?? stem
    }
}
