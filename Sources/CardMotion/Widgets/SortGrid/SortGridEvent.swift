/// QiDragSortView's callback, as `states` reports it.
public enum SortGridEvent: ControlEvent {
    /// `dragSortEnded`: the titles in grid order and the selected ones, after every drop and every tap.
    case dragSortEnded(order: [String], selected: [String])

    public var name: String { "dragSortEnded" }

    public var details: [String: EventValue] {
        switch self {
        case .dragSortEnded(let order, let selected):
            ["order": .list(order.map(EventValue.string)), "selected": .list(selected.map(EventValue.string))]
        }
    }
}
