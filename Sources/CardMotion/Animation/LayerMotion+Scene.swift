import CardGeometry
import CardScene

extension LayerMotion {
    /// Moves every animated layer of `scene` to where it is at `time` seconds. A layer inside a node (a cell's layer,
    /// a screen layer drawn with others) changes in the node's content, in its parent's coordinates, so it moves with
    /// the card; a screen layer drawn as a node of its own (`models` holds it as bound, in screen points) becomes that
    /// node's transform (its centre, scale and turn), its alpha (its opacity) and its content (everything else).
    func apply(to scene: inout Scene, at time: Double, models: [String: ContentLayer]) {
        guard !chains.isEmpty else { return }
        var nodeIndex: [String: Int] = [:]
        for (index, node) in scene.nodes.enumerated() { nodeIndex[node.id] = index }
        for address in addresses {
            guard let channels = chains[address], let index = nodeIndex[address.node] else { continue }
            if let id = address.layer {
                _ = scene.nodes[index].layer.updateLayer(id: id) { Self.move(&$0, channels, at: time) }
                    || scene.nodes[index].liveLayers.updateLayer(id: id) { Self.move(&$0, channels, at: time) }
            } else if let model = models[address.node] {
                var layer = model
                Self.move(&layer, channels, at: time)
                scene.nodes[index].place(layer)
            }
        }
    }

    /// Sets each of `channels` on `layer` to its chain's value at `time`, resting at the layer's own value.
    static func move(_ layer: inout ContentLayer, _ channels: [LayerChannel: ChainedMotion], at time: Double) {
        let model = layer
        for channel in LayerChannel.allCases {
            guard let chain = channels[channel] else { continue }
            channel.set(chain.state(base: channel.value(of: model), at: time).value, on: &layer)
        }
    }

    /// The time the last animation of the script ends (`infinity` for one that repeats for ever), each channel resting
    /// at the value `base` gives its layer (`nil`: 0), or `nil` with no animation.
    func end(base: (LayerAddress) -> ContentLayer?) -> Double? {
        var latest: Double?
        for address in addresses {
            let layer = base(address)
            for (channel, chain) in chains[address] ?? [:] {
                guard let end = chain.end(base: layer.map(channel.value(of:)) ?? 0) else { continue }
                latest = max(latest ?? end, end)
            }
        }
        return latest
    }
}

extension SceneNode {
    /// Makes this node show `layer` (in its parent's points, here the screen's): the node's transform places the layer's
    /// bounds as its frame, scale and turn do, its alpha is the layer's opacity, and its content is the layer at the
    /// origin, unscaled and unturned in 2D (its 3D turn stays on it, for the renderer).
    mutating func place(_ layer: ContentLayer) {
        transform = layer.placement
        alpha = min(max(layer.opacity, 0), 1)
        var own = layer.unplaced
        // The node is named by the layer's id already.
        own.id = nil
        self.layer = own
    }
}

extension ContentLayer {
    /// Changes the first layer with `id` of this layer and its sublayers (then its back's) at any depth with
    /// `change`; `false` when there is none.
    mutating func updateLayer(id: String, _ change: (inout ContentLayer) -> Void) -> Bool {
        if self.id == id {
            change(&self)
            return true
        }
        if sublayers.updateLayer(id: id, change) { return true }
        return back?.updateLayer(id: id, change) ?? false
    }
}

extension Array where Element == ContentLayer {
    /// The first layer with `id` in these layers and their sublayers at any depth (reading order), or `nil`.
    func layer(id: String) -> ContentLayer? {
        var pending = Array(reversed())
        while let layer = pending.popLast() {
            if layer.id == id { return layer }
            pending.append(contentsOf: (layer.sublayers + (layer.back ?? [])).reversed())
        }
        return nil
    }

    /// Changes the first layer with `id` in these layers and their sublayers (reading order); `false` when there is
    /// none. Layers nest at most ``ScriptLimits/layerDepth`` deep, which bounds the recursion.
    mutating func updateLayer(id: String, _ change: (inout ContentLayer) -> Void) -> Bool {
        for index in indices {
            if self[index].updateLayer(id: id, change) { return true }
        }
        return false
    }
}
