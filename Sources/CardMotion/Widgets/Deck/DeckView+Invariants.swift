extension DeckView {
    /// CardView: the (at most four) delivered cards that follow those removed, the next to go on top; the removed
    /// count matches `didRemoveItem`, and the delivered count grows by one page per `reloadData` (the demo's pages).
    public func invariantProblem(log: [SimulationEvent]) -> String? {
        let events = ControlLog<DeckEvent>(log)
        let removed = events.count { if case .didRemoveItem = $0 { true } else { false } }
        guard removedCount == removed else {
            return "removedCount \(removedCount), but \(removed) didRemoveItem callbacks"
        }
        if let demo = dataSource as? DeckDemoDataSource {
            let reloads = events.count { if case .reloadData = $0 { true } else { false } }
            let delivered = min(demo.cards.count, demo.configuration.pageSize * (1 + reloads))
            guard itemCount == delivered, removed <= delivered else {
                return "itemCount \(itemCount), expected \(delivered), with \(removed) removed"
            }
        }
        let expected = Array((removed..<min(removed + DeckView.itemViewCount, itemCount)).reversed())
        let indices = items.map(\.dataIndex)
        guard indices == expected else { return "items show \(indices) (bottom first), expected \(expected)" }
        return nil
    }
}
