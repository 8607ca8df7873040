import ArgumentParser
import CardMotion
import CardPlatform
import CardRender

/// `--strict`, for the commands that draw: a script's warnings (a character no font draws) become errors, and so
/// do verify's (a frame that passes with changed geometry).
struct StrictOption: ParsableArguments {
    @Flag(help: "Treat warnings as errors (exit 2): a character no font draws (before anything is written); verify's frames that pass with changed geometry.")
    var strict = false

    /// Writes each script's notices and warnings to stderr, one line each, in the scripts' order; with `--strict`,
    /// fails when any is a warning, before anything is written.
    func report(_ scripts: [Script]) throws {
        var warnings = 0
        for script in scripts {
            for diagnostic in try ScriptLoader.diagnostics(of: script) {
                StandardStreams.writeError(TerminalText.escapingControls(diagnostic.description) + "\n")
                if diagnostic.severity == .warning { warnings += 1 }
            }
        }
        if strict, warnings > 0 {
            throw CommandFailure("--strict: \(warnings) warning\(warnings == 1 ? "" : "s") above; nothing was written")
        }
    }
}
