import CardGeometry
import CardScene

/// Every `animate` of a script, resolved when the script is read: for each layer it moves (a `LayerAddress`) and
/// each of that layer's channels, one `ChainedMotion`; and which of the screen's top-level layers move, so that
/// they are drawn as nodes of their own (docs/motion.md#layers-that-move).
///
/// Evaluating a frame reads the layer's value as bound (its model value before any animation, the "base") from the
/// scene and replaces it with the chain's value at that time (`apply(to:at:models:)`).
public struct LayerMotion: Hashable, Sendable {
    /// The chains, by layer and channel.
    var chains: [LayerAddress: [LayerChannel: ChainedMotion]] = [:]
    /// The names of the screen's and the overlay's top-level layers that an animation moves: each is drawn as a node
    /// of its own, named by it.
    var promoted: Set<String> = []

    /// Whether no layer moves.
    public var isEmpty: Bool { chains.isEmpty }

    /// The addresses of ``chains`` in a fixed order (node, then layer), for a deterministic walk: sorted once when the
    /// script is read, not on every frame.
    var addresses: [LayerAddress] = []
}

/// A layer an animation moves: a node of the scene, and a layer with that id inside it, or the node's own layer
/// (`layer == nil`: a screen layer drawn as a node of its own).
struct LayerAddress: Hashable, Sendable, Comparable {
    var node: String
    var layer: String?
    /// The card whose cell holds the layer (`card-N/ID`), or `nil` for a layer of the screen.
    var card: Int? = nil

    /// The name scripts and `states` give it: `NODE/ID`, or the node's id.
    var name: String { layer.map { NodeGeometry.layerID($0, of: node) } ?? node }

    static func < (lhs: LayerAddress, rhs: LayerAddress) -> Bool {
        (lhs.node, lhs.layer ?? "") < (rhs.node, rhs.layer ?? "")
    }
}
