/// The controls CardMotion reproduces, by their `kind` names in scripts. A new control is a folder under
/// `Widgets/` (see ``ControlDefinition``) and one entry here.
enum Controls {
    static let all: [Entry] = [
        Entry(StackConfiguration.self),     // QiCardView, docs/controls/stack.md
        Entry(DeckConfiguration.self),      // CardView (Tantan style), docs/controls/deck.md
        Entry(SwitcherConfiguration.self),  // GCCardViewController, docs/controls/switcher.md
        Entry(SortGridConfiguration.self),  // QiDragSortView, docs/controls/sortGrid.md
    ]

    /// One control's name and decoder, captured from its definition's type.
    struct Entry: Sendable {
        let kind: String
        let schema: JSONValue
        let keys: KeyTable
        let decode: @Sendable (inout MappingReader, Screen) throws(ScriptError) -> Widget

        init<Definition: ControlDefinition>(_ definition: Definition.Type) {
            kind = Definition.kind
            schema = Definition.schema
            keys = Definition.keys
            decode = { (map: inout MappingReader, screen: Screen) throws(ScriptError) -> Widget in
                Widget(try Definition.decode(&map, screen: screen))
            }
        }
    }

    /// The control named `kind`, if any.
    static func named(_ kind: String) -> Entry? {
        all.first { $0.kind == kind }
    }
}
