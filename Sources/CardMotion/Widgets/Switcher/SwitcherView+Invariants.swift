extension SwitcherView {
    /// GCCardViewController: one card fewer per `deleteCardWithIndex`; with the demo's data, the items keep the
    /// original order minus exactly the deleted cards; at most four physical cards, sorted by distinct tags, each
    /// showing the item at its tag; and, once the scroll view is at rest, the current index within the cards. While
    /// it moves the index may run past either end, as the original's `scrollViewDidScroll:` lets it: deleting the
    /// last card while the finger drags beyond it leaves the offset a page out of range until the release brings it
    /// back.
    public func invariantProblem(log: [SimulationEvent]) -> String? {
        let deleted = ControlLog<SwitcherEvent>(log).entries.map { entry -> Int? in
            if case .deleteCardWithIndex(_, let card) = entry.event { return card }
            return nil
        }
        let count = dataSource.numberOfCards(in: self)
        if let demo = dataSource as? SwitcherDemoDataSource {
            let cards = demo.cards.count
            guard numberOfCards == cards - deleted.count, count == numberOfCards else {
                return "\(numberOfCards) cards (\(count) items) after \(deleted.count) deletions of \(cards)"
            }
            let numbers = deleted.compactMap { $0 }
            guard numbers.count == deleted.count, demo.items == (0..<cards).filter({ !numbers.contains($0) }) else {
                return "items \(demo.items) after deleting \(numbers)"
            }
        }
        let tags = self.cards.map(\.tag)
        guard tags.count == min(numberOfCards, SwitcherView.poolSize), tags == tags.sorted(), Set(tags).count == tags.count else {
            return "physical cards have tags \(tags) for \(numberOfCards) cards"
        }
        for card in self.cards where (0..<count).contains(card.tag) {
            let item = dataSource.switcher(self, itemAt: card.tag)
            if card.item != item {
                return "the card with tag \(card.tag) shows item \(card.item.map(String.init) ?? "none"), expected \(item)"
            }
        }
        let atRest = !scrollView.isDragging && !scrollView.isDecelerating
        guard !atRest || numberOfCards == 0 || (0..<numberOfCards).contains(currentCardIndex) else {
            return "current index \(currentCardIndex) of \(numberOfCards) cards at rest"
        }
        return nil
    }
}
