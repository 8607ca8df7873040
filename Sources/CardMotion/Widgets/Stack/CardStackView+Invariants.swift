extension CardStackView {
    /// QiCardView: `min(visibleCount, cards left)` cells, consecutive data indices with the next to go on top, the
    /// top card's index being the number removed since the last reload. `didRemoveLastCell` fires when the container
    /// empties: with two or more visible cards only once every card is gone; with one, after every removal (the
    /// original checks for an empty container before it creates the next cell,
    /// docs/controls/stack.md#after-a-removal), and without a reload the stack then stays empty.
    public func invariantProblem(log: [SimulationEvent]) -> String? {
        let events = ControlLog<StackEvent>(log).entries
        let cards = numberOfCards, visible = configuration.visibleCount
        func removals(in range: Range<Int>) -> Int {
            events[range].filter { if case .didRemoveCell = $0.event { true } else { false } }.count
        }
        let empties = events.indices.filter { if case .didRemoveLastCell = events[$0].event { true } else { false } }
        for (previous, empty) in zip([-1] + empties, empties) {
            let removed = removals(in: (previous + 1)..<empty)
            if removed != (visible > 1 ? cards : 1) {
                return "didRemoveLastCell at \(events[empty].time) s after \(removed) of \(cards) cards"
            }
        }
        let indices = visibleCells.map(\.dataIndex)
        if !empties.isEmpty && !configuration.reloadsWhenEmpty {
            return indices.isEmpty ? nil : "cells \(indices) after the stack emptied"
        }
        let removed = removals(in: ((empties.last ?? -1) + 1)..<events.count)
        let expected = Array((removed..<(removed + min(visible, cards - removed))).reversed())
        guard indices == expected else {
            return "cells show \(indices) (bottom first) after \(removed) of \(cards) cards were removed; expected \(expected)"
        }
        return nil
    }
}
