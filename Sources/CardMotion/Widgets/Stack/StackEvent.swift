/// QiCardView's delegate callbacks (`QiCardViewDelegate`), as `states` reports them.
public enum StackEvent: ControlEvent {
    /// `cardView:didDisplayCell:forRowAtIndex:`: the card at data `index` is now on top.
    case didDisplayCell(index: Int)
    /// `cardView:didRemoveCell:forRowAtIndex:`: the card at data `index` has gone.
    case didRemoveCell(index: Int)
    /// `cardView:didRemoveLastCell:forRowAtIndex:`: the stack is empty; `index` is the deepest card created.
    case didRemoveLastCell(index: Int)

    public var name: String {
        switch self {
        case .didDisplayCell: "didDisplayCell"
        case .didRemoveCell: "didRemoveCell"
        case .didRemoveLastCell: "didRemoveLastCell"
        }
    }

    public var index: Int? {
        switch self {
        case .didDisplayCell(let index), .didRemoveCell(let index), .didRemoveLastCell(let index): index
        }
    }
}
