/// A control's callback, as its original's delegate or data source receives it. Each control declares its own
/// enumeration; `states` prints the ``name`` (the original's method name), the ``index`` and the ``details``.
public protocol ControlEvent: Hashable, Sendable {
    /// The original's callback name, e.g. `didRemoveCell`.
    var name: String { get }
    /// The data index it names, if any.
    var index: Int? { get }
    /// Further values, by key, for `states`.
    var details: [String: EventValue] { get }
}

extension ControlEvent {
    public var index: Int? { nil }
    public var details: [String: EventValue] { [:] }
}
