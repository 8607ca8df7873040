/// A value a control's callback reports beside its index, as a `states` line holds it (``StatesLine/Event``).
public enum EventValue: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case list([EventValue])
}
