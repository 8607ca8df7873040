import ArgumentParser
import CardMotion
import CardPlatform

/// `cardmotion schema`: the JSON Schema of the script format, for editors; hidden options print and refresh the key
/// tables docs/ generates from the same declarations.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the script format, for YAML and JSON editors.",
        discussion: """
        For example, with the YAML language server: cardmotion schema > cardmotion.schema.json, then start a script \
        with the line # yaml-language-server: $schema=cardmotion.schema.json
        """
    )

    /// Largest docs file `--update-docs` reads, in bytes.
    static let maximumDocsSize = 1 << 20

    @Option(name: .customLong("markdown"), help: .hidden)
    var markdownTable: String?

    @Option(name: .customLong("update-docs"), parsing: .upToNextOption, help: .hidden)
    var docsFiles: [String] = []

    func run() throws {
        if let markdownTable {
            guard let table = KeyTableDocs.markdown(for: markdownTable) else {
                throw CommandFailure("--markdown: no key table '\(markdownTable)'; known: \(KeyTableDocs.names.joined(separator: ", "))")
            }
            try StandardStreams.line(table)
            return
        }
        guard docsFiles.isEmpty else { return try updateDocs() }
        try StandardStreams.line(ScriptSchema.document.formatted())
    }

    /// Rewrites the generated key tables of every file in `docsFiles`, all or none.
    private func updateDocs() throws {
        _ = try OutputBatch.allOrNothing { batch in
            for path in docsFiles {
                if let updated = try Self.regenerated(path) { try batch.write(Array(updated.utf8), to: path) }
            }
        }
    }

    /// The text of the docs file at `path` with its key tables regenerated, or `nil` when they are current.
    private static func regenerated(_ path: String) throws -> String? {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, maximumSize: maximumDocsSize)
        } catch {
            throw CommandFailure("--update-docs: \(path): \(error.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure("--update-docs: \(path): is not UTF-8 text")
        }
        do {
            let updated = try KeyTableDocs.regenerated(text)
            return updated == text ? nil : updated
        } catch {
            throw CommandFailure("--update-docs: \(path):\(error.line): \(error.message)")
        }
    }
}
