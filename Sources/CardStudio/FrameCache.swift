import CardPlatform

/// The PNG bytes of frames already rendered, by script, revision, frame and look, least recently used first out when
/// they pass ``byteLimit``: memory is bounded by what the page looked at, whatever the scripts' lengths.
final class FrameCache: Sendable {
    /// The most PNG bytes kept, all scripts together.
    static let byteLimit = 256 << 20

    struct Key: Hashable {
        var script: Int
        var revision: Int
        var frame: Int
        /// Drawn for the player or for comparing: a frame with the fingers and one without are never mixed.
        var look: StudioScript.Look
    }

    private struct Store {
        var bytes: [Key: [UInt8]] = [:]
        /// Keys from least to most recently used.
        var order: [Key] = []
        var total = 0
    }

    private let store = Locked(Store())

    func bytes(for key: Key) -> [UInt8]? {
        store.withLock { store in
            guard let bytes = store.bytes[key] else { return nil }
            if let position = store.order.firstIndex(of: key) { store.order.remove(at: position) }
            store.order.append(key)
            return bytes
        }
    }

    func insert(_ bytes: [UInt8], for key: Key) {
        store.withLock { store in
            guard store.bytes[key] == nil, bytes.count <= Self.byteLimit else { return }
            store.bytes[key] = bytes
            store.order.append(key)
            store.total += bytes.count
            while store.total > Self.byteLimit, !store.order.isEmpty {
                let oldest = store.order.removeFirst()
                store.total -= store.bytes.removeValue(forKey: oldest)?.count ?? 0
            }
        }
    }
}
