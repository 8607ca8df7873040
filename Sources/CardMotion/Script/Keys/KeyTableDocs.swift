/// The key tables docs/ shows, generated from the declarations (`KeyTable.markdown`) between the markers
/// `<!-- generated: cardmotion keys NAME -->` and `<!-- end generated -->`; `cardmotion schema --markdown NAME`
/// prints one and `cardmotion schema --update-docs FILE...` rewrites every region of a file.
public enum KeyTableDocs {
    /// Why a docs file's generated regions cannot be rewritten.
    public struct Problem: Error, Sendable, Equatable {
        /// The 1-based line of the marker at fault.
        public let line: Int
        public let message: String
    }

    static let startPrefix = "<!-- generated: cardmotion keys "
    static let startSuffix = " -->"
    static let endMarker = "<!-- end generated -->"

    /// Every table by name: each control's `kind`, then the layer language's (docs/controls and docs/layers.md
    /// show these), then the script's own mappings.
    static var tables: [(name: String, table: KeyTable)] {
        Controls.all.map { ($0.kind, $0.keys) } + layerTables + [
            ("script", ScriptKeys.table), ("screen", ScreenKeys.table), ("verify", VerifyKeys.table),
            ("drag", DragKeys.table), ("tap", TapKeys.table), ("animate", AnimateKeys.table), ("defaults", DefaultsKeys.table), ("defaultsText", DefaultsKeys.textTable),
        ]
    }

    /// The layer language's tables.
    static let layerTables: [(name: String, table: KeyTable)] = [
        ("layer", LayerKeys.table), ("cell", LayerKeys.cellTable), ("shadow", ShadowKeys.table),
        ("gradient", GradientKeys.table), ("image", ImageKeys.table), ("text", TextKeys.table),
        ("symbol", SymbolKeys.table), ("path", PathKeys.table),
        ("backdrop", BackdropKeys.table),
        ("stackLayout", StackLayoutKeys.table),
    ]

    /// The names ``markdown(for:)`` knows.
    public static var names: [String] { tables.map(\.name) }

    /// The Markdown table of the keys called `name` (a control's kind, `layer`, `cell`, `shadow`, `gradient`,
    /// `image`, `text`, `script`, `screen`, `verify`, `drag`, `tap`, `defaults` or `defaultsText`) or of the names
    /// called `name` (`nameTables`), or `nil` for an unknown name.
    public static func markdown(for name: String) -> String? {
        tables.first { $0.name == name }?.table.markdown ?? nameTableMarkdown(for: name)
    }

    /// `text` with the lines between each start marker and the next end marker replaced by the current table.
    public static func regenerated(_ text: String) throws(Problem) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            output.append(line)
            index += 1
            guard line.hasPrefix(startPrefix), line.hasSuffix(startSuffix) else { continue }
            let name = String(line.dropFirst(startPrefix.count).dropLast(startSuffix.count))
            guard let table = markdown(for: name) else {
                let known = names + nameTables.map(\.name)
                throw Problem(line: index, message: "names no key table '\(name)'; known: \(known.joined(separator: ", "))")
            }
            guard let end = lines[index...].firstIndex(of: endMarker) else {
                throw Problem(line: index, message: "has no '\(endMarker)' after it")
            }
            output.append(table)
            output.append(endMarker)
            index = end + 1
        }
        return output.joined(separator: "\n")
    }
}
