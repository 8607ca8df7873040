import CardGeometry

/// One kind of control, defined by its own folder under `Widgets/`: its configuration type conforms, and so says
/// everything the rest of CardMotion needs to know about it.
///
/// A control's folder provides:
/// - the configuration (this protocol): its `kind` name, how its `widget:` keys decode, and how it installs;
/// - the control, a ``WidgetController`` (and a ``ProgrammaticRemoval`` when `swipe` events apply to it), with
///   its invariants beside it;
/// - its callbacks, a ``ControlEvent`` enumeration;
/// - its data source protocol and the demo's data source, as the original takes them;
/// - its docs page, `docs/controls/<kind>.md`.
///
/// Then one line adds it to ``Controls/all``.
protocol ControlDefinition: Hashable, Sendable {
    /// The control this configuration builds.
    associatedtype Control: WidgetController

    /// The `kind` name in scripts.
    static var kind: String { get }

    /// Why the script's `cards` are not this control's data (the sort grid takes titles instead), or `nil` when
    /// they are.
    static var refusesCards: String? { get }

    /// What to say when a `swipe` event names a control without a programmatic removal.
    static var removalAdvice: String? { get }

    /// How messages name the control: `the stack`.
    static var subject: String { get }

    /// What to say when a script gives a `cell:` to a control without a ``builtInCell``.
    static var cellRefusal: String { get }

    /// The control's `widget:` keys besides `kind`, each declared once: they drive its decoder, its schema and the
    /// table in its docs page.
    static var keys: KeyTable { get }

    /// Reads every key of `widget:` but `kind`, checks them together, and fails naming the key and line.
    static func decode(_ widget: inout MappingReader, screen: Screen) throws(ScriptError) -> Self

    /// The demo's cell, written in the layer language, when the control's cards are cells (the sort grid's buttons
    /// are not).
    static var builtInCell: BuiltInCell? { get }

    /// The size of the control's cells on `screen`, in points (a designed cell's frames are checked against it
    /// when the script is read).
    func cellSize(screen: Screen) -> Size

    /// Builds the control for `cards`, with the demo's data source, and adds it to the window. `cell` draws the
    /// cards: the script's own, or the ``builtInCell`` (`nil` only for a control without one).
    func install(cards: [Card], cell: CellDesign?, in simulation: Simulation) -> Control
}

extension ControlDefinition {
    static var refusesCards: String? { nil }
    static var removalAdvice: String? { nil }
    static var subject: String { "the \(kind)" }
    static var cellRefusal: String { "the \(kind)'s items are not cells; remove 'cell'" }
    static var builtInCell: BuiltInCell? { nil }
    func cellSize(screen: Screen) -> Size { .zero }

    /// `cell`, which ``Widget/install(cards:cell:assets:in:)`` always provides to a control with a built-in
    /// cell.
    static func required(_ cell: CellDesign?) -> CellDesign {
        guard let cell else { preconditionFailure("a \(kind) was installed without a cell design") }
        return cell
    }

    /// The schema of the whole `widget:` mapping: `kind` set to this control's name, and its keys.
    static var schema: JSONValue {
        var properties = keys.schemaProperties
        properties["kind"] = ["const": .string(kind)]
        return ScriptSchema.object(properties, required: ["kind"] + keys.requiredNames)
    }

    /// Whether the timeline's `swipe` events drive this control.
    static var hasProgrammaticRemoval: Bool { Control.self is any ProgrammaticRemoval.Type }
}
