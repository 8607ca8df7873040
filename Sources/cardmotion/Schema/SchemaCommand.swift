import ArgumentParser
import CardMotion
import CardPlatform

/// `cardmotion schema`: the JSON Schema of the script format, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the script format, for YAML and JSON editors.",
        discussion: """
        For example, with the YAML language server: cardmotion schema > cardmotion.schema.json, then start a script \
        with the line # yaml-language-server: $schema=cardmotion.schema.json
        """
    )

    func run() throws {
        try StandardStreams.line(ScriptSchema.document.formatted())
    }
}
