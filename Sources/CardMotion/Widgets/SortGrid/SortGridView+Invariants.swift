extension SortGridView {
    /// QiDragSortView: every title exactly once, in slots 0..<n.
    public func invariantProblem(log: [SimulationEvent]) -> String? {
        let n = configuration.titles.count
        guard buttons.map(\.tag) == Array(0..<n) else { return "button tags \(buttons.map(\.tag))" }
        guard buttons.map(\.titleIndex).sorted() == Array(0..<n) else { return "titles \(buttons.map(\.title))" }
        return nil
    }
}
