import CardGeometry
import CardScene

extension LayerMotion {
    /// The layers of a script an animation may name.
    struct Candidates {
        /// The screen's top-level layers, then the overlay's, in drawing order.
        var tops: [Top] = []
        /// How many cards the control shows as `card-N` nodes (0 for a control without cells).
        var cardCount = 0
        /// The ids of the cell's layers (`card-N/ID`).
        var cellIDs: [String] = []

        /// One top-level layer of the screen or the overlay.
        struct Top {
            /// Its name (its id), if it has one.
            var name: String?
            /// The ids of its sublayers at any depth.
            var nested: [String]
            var isOverlay: Bool
        }
    }

    /// A layer a target matched, before the screen's nodes are named.
    private enum Match: Hashable {
        case top(Int)
        case nested(top: Int, id: String)
        case cell(card: Int, id: String)
    }

    /// Node ids of the script's controls, which a screen layer drawn as a node of its own may not take.
    static let controlNodeNames = ["card-*", "button-*", "stack", "deck", "switcher", "sortGrid", "screen", "screen-*",
                                   "overlay", "overlay-*"].map(NodeGlob.init)

    /// Resolves every `animate` of `timeline` against `candidates`: errors name the `animate` whose target matches no
    /// layer, and a moving screen layer whose id is a node's name.
    init(resolving timeline: [TimelineEvent], candidates: Candidates, file: String) throws(ScriptError) {
        var matches: [(time: Double, animation: LayerAnimation, layers: [Match])] = []
        var steps = 0
        for event in timeline {
            for animation in event.animations {
                var layers: [Match] = []
                var seen: Set<Match> = []
                for target in animation.targets {
                    let found = Self.matches(of: target, in: candidates)
                    guard !found.isEmpty else {
                        throw animation.position.error(file: file, "target '\(target)' matches no layer with an id; \(Self.known(candidates))")
                    }
                    for match in found where seen.insert(match).inserted { layers.append(match) }
                }
                steps += layers.count * animation.changes.reduce(0) { $0 + $1.property.channels.count }
                guard layers.count <= ScriptLimits.animatedLayers, steps <= ScriptLimits.layerAnimationSteps else {
                    throw animation.position.error(file: file, "the animations move \(steps) layer channels, beyond the limit of \(ScriptLimits.layerAnimationSteps) (at most \(ScriptLimits.animatedLayers) layers per animate)")
                }
                matches.append((event.time, animation, layers))
            }
        }
        var promotedTops = Set<Int>()
        for entry in matches { for case .top(let index) in entry.layers { promotedTops.insert(index) } }
        var promotedNames: [String: Int] = [:]
        for index in promotedTops.sorted() {
            let name = candidates.tops[index].name!
            if promotedNames[name] != nil {
                throw ScriptError(file: file, path: "", message: "the screen and the overlay both have a layer '\(name)' that moves; a moving top-level layer is drawn as a node named by its id, so give them different ids")
            }
            if Self.controlNodeNames.contains(where: { $0.matches(name) }) {
                throw ScriptError(file: file, path: "", message: "the layer '\(name)' moves, so it is drawn as a node named by its id, and nodes of the screen and the controls are named so (screen, overlay, card-N, button-N, ...): give it another id")
            }
            promotedNames[name] = index
        }
        promoted = Set(promotedNames.keys)
        let nodes = ScreenDesign.nodeNames(of: candidates.tops, promoted: promoted)
        for (time, animation, layers) in matches {
            let steps = animation.steps(at: time)
            for match in layers {
                let address: LayerAddress = switch match {
                case .top(let index): LayerAddress(node: nodes[index], layer: nil)
                case .nested(let top, let id): LayerAddress(node: nodes[top], layer: id)
                case .cell(let card, let id): LayerAddress(node: "card-\(card)", layer: id, card: card)
                }
                for (channel, step) in steps { chains[address, default: [:]][channel, default: ChainedMotion()].append(step) }
            }
        }
        addresses = chains.keys.sorted()
    }

    /// The layers `target` names: a top-level or nested screen layer by its id, or a cell's layer as `card-N/ID`.
    private static func matches(of target: String, in candidates: Candidates) -> [Match] {
        var found: [Match] = []
        if let slash = target.firstIndex(of: "/") {
            let node = NodeGlob(String(target[..<slash])), layer = NodeGlob(String(target[target.index(after: slash)...]))
            let ids = candidates.cellIDs.filter { layer.matches($0) }
            guard !ids.isEmpty else { return [] }
            for card in 0..<candidates.cardCount where node.matches("card-\(card)") {
                for id in ids { found.append(.cell(card: card, id: id)) }
            }
            return found
        }
        let glob = NodeGlob(target)
        for (index, top) in candidates.tops.enumerated() {
            if let name = top.name, glob.matches(name) { found.append(.top(index)) }
            for id in top.nested where glob.matches(id) { found.append(.nested(top: index, id: id)) }
        }
        return found
    }

    /// The names a target may take, a few of them, for an error.
    private static func known(_ candidates: Candidates) -> String {
        var names = candidates.tops.flatMap { [$0.name].compactMap { $0 } + $0.nested }
        if candidates.cardCount > 0 { names += candidates.cellIDs.map { "card-N/\($0)" } }
        guard !names.isEmpty else { return "the script's layers have no id: give the layers to move an 'id'" }
        let shown = names.prefix(12).joined(separator: ", ")
        return "the layers with ids are \(shown)\(names.count > 12 ? ", ..." : "")"
    }
}

extension ScreenDesign {
    /// The node each of `tops` (the screen's top-level layers, then the overlay's) is drawn in: its own name when it is
    /// `promoted`, else a node per run of layers between them: `screen`, then `screen-2`, ... below the control, and
    /// `overlay`, `overlay-2`, ... above it.
    static func nodeNames(of tops: [LayerMotion.Candidates.Top], promoted: Set<String>) -> [String] {
        var names: [String] = []
        var runs = (screen: 0, overlay: 0)
        var inRun = false
        var previousOverlay = false
        for top in tops {
            if top.isOverlay != previousOverlay { inRun = false }
            previousOverlay = top.isOverlay
            if let name = top.name, promoted.contains(name) {
                names.append(name)
                inRun = false
                continue
            }
            if !inRun {
                if top.isOverlay { runs.overlay += 1 } else { runs.screen += 1 }
                inRun = true
            }
            let base = top.isOverlay ? "overlay" : "screen"
            let run = top.isOverlay ? runs.overlay : runs.screen
            names.append(run == 1 ? base : "\(base)-\(run)")
        }
        return names
    }
}

extension LayerMotion.Candidates {
    /// The layers of a script with `design`'s screen and overlay (a layer repeated per card once per card) and `cell`
    /// (when the control's cards are cells), for `cardCount` cards.
    init(design: ScreenDesign, cell: CellDesign?, cardCount: Int) {
        tops = design.topLayers(cardCount: cardCount).map { top in
            Top(name: top.name, nested: top.template.inReadingOrder.dropFirst().compactMap(\.id), isOverlay: top.isOverlay)
        }
        if let cell {
            self.cardCount = cardCount
            cellIDs = cell.template.inReadingOrder.dropFirst().compactMap(\.id)
        }
    }
}
