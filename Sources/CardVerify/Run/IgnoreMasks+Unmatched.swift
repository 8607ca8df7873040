import CardRender
import CardPlatform
import CardScene

extension IgnoreMasks {
    /// The node globs (of ``nodes``) that match a node or named layer (`NODE/ID`) of `scene`, or a node of the
    /// `recorded` geometry: the ones that leave something out of this frame's comparison.
    public func globsMatching(scene: Scene, recorded: [NodeGeometry]?) -> Set<String> {
        guard !nodes.isEmpty else { return [] }
        var ids = scene.nodes.map(\.id)
        for node in scene.nodes { ids += node.namedLayers.map { NodeGeometry.layerID($0.id, of: node.id) } }
        ids += (recorded ?? []).map(\.id)
        let names = ids.map(Array.init)
        return Set(nodes.filter { glob in
            let pattern = NodeGlob(glob)
            return names.contains { pattern.matches($0) }
        })
    }
}

/// The `--ignore` globs (and a script's `verify.ignore` entries) seen to match in the frames of one check, shared by
/// the workers that check them: a glob that matched nothing in any frame is most likely a typo, worth a warning.
public final class IgnoreMatches: Sendable {
    private let masks: IgnoreMasks
    private let matched = Locked<Set<String>>([])

    public init(_ masks: IgnoreMasks) {
        self.masks = masks
    }

    /// Notes the globs that match in a frame showing `scene`, recorded with the nodes `recorded`.
    public func note(scene: Scene, recorded: @autoclosure () -> [NodeGeometry]?) {
        guard !masks.nodes.isEmpty else { return }
        let found = masks.globsMatching(scene: scene, recorded: recorded())
        if !found.isEmpty { matched.withLock { $0.formUnion(found) } }
    }

    /// The globs that matched no node in any frame noted, each once, in the order given.
    public var unmatched: [String] {
        let matched = matched.withLock { $0 }
        var seen = Set<String>()
        return masks.nodes.filter { !matched.contains($0) && seen.insert($0).inserted }
    }
}
