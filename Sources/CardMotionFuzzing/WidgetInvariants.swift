import CardGeometry
import CardMotion

/// What each control's bookkeeping must satisfy at every instant, whatever the gestures: the cards it holds agree
/// with the callbacks it has fired. The fuzz target and the property tests check it after every sampled frame.
public enum WidgetInvariants {
    /// The first broken invariant of `controller`, described, given every callback fired so far (`log`), or `nil`.
    public static func problem(in controller: WidgetController, log: [SimulationEvent]) -> String? {
        switch controller {
        case let stack as CardStackView: problem(in: stack, log: log)
        case let deck as DeckView: problem(in: deck, log: log)
        case let switcher as SwitcherView: problem(in: switcher, log: log)
        case let grid as SortGridView: problem(in: grid)
        default: nil
        }
    }

    private static func count(_ name: String, in events: some Collection<SimulationEvent>) -> Int {
        events.filter { $0.name == name }.count
    }

    /// QiCardView: `min(visibleCount, cards left)` cells, consecutive data indices with the next to go on top, the
    /// top card's index being the number removed since the last reload. `didRemoveLastCell` fires when the container
    /// empties: with two or more visible cards only once every card is gone; with one, after every removal (the
    /// original checks for an empty container before it creates the next cell,
    /// docs/controls/stack.md#after-a-removal), and without a reload the stack then stays empty.
    static func problem(in stack: CardStackView, log: [SimulationEvent]) -> String? {
        let cards = stack.cards.count, visible = stack.configuration.visibleCount
        let empties = log.indices.filter { log[$0].name == "didRemoveLastCell" }
        for (previous, empty) in zip([-1] + empties, empties) {
            let removed = count("didRemoveCell", in: log[(previous + 1)..<empty])
            if removed != (visible > 1 ? cards : 1) {
                return "didRemoveLastCell at \(log[empty].time) s after \(removed) of \(cards) cards"
            }
        }
        let indices = stack.visibleCells.map(\.dataIndex)
        if !empties.isEmpty && !stack.configuration.reloadsWhenEmpty {
            return indices.isEmpty ? nil : "cells \(indices) after the stack emptied"
        }
        let removed = count("didRemoveCell", in: log[((empties.last ?? -1) + 1)...])
        let expected = Array((removed..<(removed + min(visible, cards - removed))).reversed())
        guard indices == expected else {
            return "cells show \(indices) (bottom first) after \(removed) of \(cards) cards were removed; expected \(expected)"
        }
        return nil
    }

    /// CardView: the (at most four) delivered cards that follow those removed, the next to go on top; the removed
    /// count matches `didRemoveItem`, and the item count grows by one page per `reloadData`.
    static func problem(in deck: DeckView, log: [SimulationEvent]) -> String? {
        let removed = count("didRemoveItem", in: log)
        guard deck.removedCount == removed else {
            return "removedCount \(deck.removedCount), but \(removed) didRemoveItem callbacks"
        }
        let delivered = min(deck.cards.count, deck.configuration.pageSize * (1 + count("reloadData", in: log)))
        guard deck.itemCount == delivered, removed <= delivered else {
            return "itemCount \(deck.itemCount), expected \(delivered), with \(removed) removed"
        }
        let expected = Array((removed..<min(removed + DeckView.itemViewCount, delivered)).reversed())
        let indices = deck.items.map(\.dataIndex)
        guard indices == expected else { return "items show \(indices) (bottom first), expected \(expected)" }
        return nil
    }

    /// GCCardViewController: one card fewer per `deleteCardWithIndex`; the data keeps the original order minus
    /// exactly the deleted cards; at most four physical cards, sorted by distinct tags, each showing the item at its
    /// tag; and, once the scroll view is at rest, the current index within the cards. While it moves the index may
    /// run past either end, as the original's `scrollViewDidScroll:` lets it: deleting the last card while the
    /// finger drags beyond it leaves the offset a page out of range until the release brings it back.
    static func problem(in switcher: SwitcherView, log: [SimulationEvent]) -> String? {
        let cards = switcher.dataCards.count
        let deletions = log.filter { $0.name == "deleteCardWithIndex" }
        guard switcher.numberOfCards == cards - deletions.count, switcher.items.count == switcher.numberOfCards else {
            return "\(switcher.numberOfCards) cards (\(switcher.items.count) items) after \(deletions.count) deletions of \(cards)"
        }
        let deleted = deletions.compactMap { event -> Int? in
            if case .int(let card)? = event.details["card"] { return card }
            return nil
        }
        guard deleted.count == deletions.count, switcher.items == (0..<cards).filter({ !deleted.contains($0) }) else {
            return "items \(switcher.items) after deleting \(deleted)"
        }
        let tags = switcher.cards.map(\.tag)
        guard tags.count == min(switcher.numberOfCards, SwitcherView.poolSize), tags == tags.sorted(),
              Set(tags).count == tags.count else {
            return "physical cards have tags \(tags) for \(switcher.numberOfCards) cards"
        }
        for card in switcher.cards where switcher.items.indices.contains(card.tag) && card.item != switcher.items[card.tag] {
            return "the card with tag \(card.tag) shows item \(card.item.map(String.init) ?? "none"), expected \(switcher.items[card.tag])"
        }
        let atRest = !switcher.scrollView.isDragging && !switcher.scrollView.isDecelerating
        guard !atRest || switcher.numberOfCards == 0 || (0..<switcher.numberOfCards).contains(switcher.currentCardIndex) else {
            return "current index \(switcher.currentCardIndex) of \(switcher.numberOfCards) cards at rest"
        }
        return nil
    }

    /// QiDragSortView: every title exactly once, in slots 0..<n.
    static func problem(in grid: SortGridView) -> String? {
        let n = grid.configuration.titles.count
        guard grid.buttons.map(\.tag) == Array(0..<n) else { return "button tags \(grid.buttons.map(\.tag))" }
        guard grid.buttons.map(\.titleIndex).sorted() == Array(0..<n) else { return "titles \(grid.buttons.map(\.title))" }
        return nil
    }
}
