/// CardView's delegate callbacks (`CardViewDelegate`) and the demo's reload, as `states` reports them.
public enum DeckEvent: ControlEvent {
    /// `cardView:didClickItemAtIndex:`: the card at data `index` was tapped.
    case didClickItemAtIndex(index: Int)
    /// `cardView:didRemoveItemView:forItemAtIndex:`: the card at data `index` has gone.
    case didRemoveItem(index: Int)
    /// `cardViewNeedMoreData:`: the deck asked for more data.
    case cardViewNeedMoreData
    /// The demo's data arrived and it called `reloadData`; `itemCount` cards are now delivered.
    case reloadData(itemCount: Int)

    public var name: String {
        switch self {
        case .didClickItemAtIndex: "didClickItemAtIndex"
        case .didRemoveItem: "didRemoveItem"
        case .cardViewNeedMoreData: "cardViewNeedMoreData"
        case .reloadData: "reloadData"
        }
    }

    public var index: Int? {
        switch self {
        case .didClickItemAtIndex(let index), .didRemoveItem(let index): index
        case .cardViewNeedMoreData, .reloadData: nil
        }
    }

    public var details: [String: EventValue] {
        if case .reloadData(let count) = self { return ["itemCount": .int(count)] }
        return [:]
    }
}
