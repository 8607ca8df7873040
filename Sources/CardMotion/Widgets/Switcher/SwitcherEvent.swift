/// GCCardViewController's delegate callback, as `states` reports it.
public enum SwitcherEvent: ControlEvent {
    /// `deleteCardWithIndex:`: the card at data `index` was deleted; `card` is the script's card number it showed
    /// (the data source's item), when it showed one.
    case deleteCardWithIndex(index: Int, card: Int?)

    public var name: String { "deleteCardWithIndex" }

    public var index: Int? {
        switch self {
        case .deleteCardWithIndex(let index, _): index
        }
    }

    public var details: [String: EventValue] {
        switch self {
        case .deleteCardWithIndex(_, let card): card.map { ["card": .int($0)] } ?? [:]
        }
    }
}
