import CardGeometry

/// The layers of the screen and the overlay repeated per card (`forEach: cards`): every card is bound to them as it
/// is read, as it is to the cell, so that a field they miss or an image that is not there is the script's error.
struct CardCopies {
    /// The layers repeated per card, as written (with their `forEach`); none once their check failed.
    private(set) var templates: [LayerTemplate] = []
    /// The screen, their parent: its size in points, and what their expressions read of it.
    var screen = Screen(size: .zero)
    /// Whether the script's cell failed to read or to check: a field only it reads is then not known.
    var cellFailed = false
    /// Whether their own check against the cards failed.
    private var copiesFailed = false

    init(templates: [LayerTemplate] = [], screen: Screen = Screen(size: .zero), cellFailed: Bool = false) {
        self.templates = templates
        self.screen = screen
        self.cellFailed = cellFailed
    }

    /// The layers as each copy is bound (without their `forEach`), for the checks of what they read.
    var readers: [LayerTemplate] { templates.map(\.cardCopyTemplate) }

    /// Drops the layers after their check against the cards found a problem (recorded): no card is bound to them.
    mutating func failed() {
        templates = []
        copiesFailed = true
    }

    /// Every field the cell (`nil`: none) and the copies read, or `nil` when they are not all known (one of them
    /// failed) or nothing reads the cards.
    func knownFields(cell: CellDesign?) -> Set<String>? {
        guard !cellFailed, !copiesFailed, cell != nil || !templates.isEmpty else { return nil }
        return readers.reduce(cell?.knownFields ?? []) { $0.union($1.fields) }
    }

    /// Why the card field `key` is refused: no layer of the cell (named `owner` when built in) nor of the copies
    /// reads it.
    func unreadFieldProblem(_ key: String, known: Set<String>, cell: CellDesign?, owner: String?) -> String {
        let hint = Suggestion.hint(for: key, in: known.sorted())
        let readers: String
        switch (cell, templates.isEmpty) {
        case (_?, true): readers = "of \(owner ?? "the cell") reads '\(key)'\(hint); the fields it reads are"
        case (_?, false): readers = "of \(owner ?? "the cell"), nor any repeated per card, reads '\(key)'\(hint); the fields they read are"
        case (nil, _): readers = "repeated per card reads '\(key)'\(hint); the fields they read are"
        }
        return "no layer \(readers) \(known.sorted().joined(separator: ", "))"
    }
}

extension ScriptReader {
    /// Binds `card`, at data `index`, to every layer of `copies`, counting the layers in `budget`; a failure is the
    /// card's field's error when the value came whole from one (`fieldNodes`), and otherwise the layer's. Returns
    /// the images the copies show.
    func bindCopies(of copies: CardCopies, to card: Card, index: Int, fieldNodes: [String: ScriptNode],
                    budget: BoundLayerBudget) throws(ScriptError) -> [ImageUse] {
        guard !copies.templates.isEmpty else { return [] }
        let log = ImageUseLog()
        var context = BindingContext(fields: nil, index: nil, assets: assets, uses: log, budget: budget)
        context.screen = copies.screen
        do throws(BindingFailure) {
            for template in copies.templates {
                _ = try template.boundCopy(of: card, index: index, parentSize: copies.screen.size, context)
            }
        } catch {
            if budget.isSpent { errorLog.stop() }
            if let field = error.field, let fieldNode = fieldNodes[field] { throw fieldNode.error(error.message) }
            throw error.position.error(file: file, error.message)
        }
        return log.entries.map { entry in
            let named = entry.field.flatMap { fieldNodes[$0] }
            return entry.use(origin: named?.error("").origin ?? entry.position.error(file: file, "").origin)
        }
    }
}
