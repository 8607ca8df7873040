import CardGeometry
import CardScene
import CCairo

/// The pixels of a frame once its background and first nodes are drawn, kept so that a later frame which starts
/// with the same nodes copies them instead of drawing those nodes again.
///
/// Scenes are drawn back to front, and in most animations only the front moves: while a card is dragged or springs
/// back, the container and the cards under it are the same node for node, frame after frame (in
/// `Examples/stack-drag.yaml`, four of five nodes). Their drawing (translucent cards composited as groups, photos,
/// text) is then paid once, and every later frame starts from a copy of 4 bytes per pixel.
///
/// Exact by construction: Cairo's result is a function of the surface's pixels and of what is drawn on them, so
/// a surface restored from a copy and then drawn on ends byte for byte as if every node had been drawn. The one
/// input that depends on later nodes is ``Occlusion``, which leaves rows hidden by a later opaque node undrawn; the
/// kept pixels are therefore drawn with the treatments of the prefix alone, so that they are the prefix's frame as
/// it would be on its own, whatever follows it. A prefix is kept once two frames in a row start with it (a frame
/// of nodes that all move pays nothing but the comparison).
final class SettledPrefix {
    /// What the kept pixels depend on: the frame's size, pixels per point, background and fonts, and the nodes
    /// drawn.
    private struct Key: Equatable {
        var width: Int
        var height: Int
        var scale: Double
        var background: Color
        var fontFiles: [String]
        var nodes: ArraySlice<SceneNode>

        init(_ scene: Scene, count: Int) {
            width = scene.pixelWidth
            height = scene.pixelHeight
            scale = scene.scale
            background = scene.background
            fontFiles = scene.fontFiles
            nodes = scene.nodes[..<count]
        }

        /// Whether `scene` has the same settings and starts with these nodes.
        func begins(_ scene: Scene) -> Bool {
            scene.pixelWidth == width && scene.pixelHeight == height && scene.scale == scale
                && scene.background == background && scene.fontFiles == fontFiles && scene.nodes.starts(with: nodes)
        }
    }

    private var key: Key?
    private var pixels: UnsafeMutableRawBufferPointer?
    /// The scene drawn last, whose first nodes the next one is compared with.
    private var previous: Scene?
    /// Nodes not drawn since this was made because their pixels were copied (for tests).
    private(set) var nodesRestored = 0

    deinit { pixels?.deallocate() }

    /// Copies the kept pixels into `surface` when `scene` starts with the kept nodes, and returns how many of its
    /// nodes are then already drawn; `nil` (the surface untouched) otherwise.
    func restore(_ scene: Scene, into surface: OpaquePointer) -> Int? {
        guard let key, key.begins(scene), let pixels else { return nil }
        cairo_surface_flush(surface)
        UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).copyMemory(from: pixels.baseAddress!, byteCount: pixels.count)
        cairo_surface_mark_dirty(surface)
        nodesRestored += key.nodes.count
        return key.nodes.count
    }

    /// How many nodes `scene` starts with that the scene drawn before it also started with (its frame settings the
    /// same): the prefix worth keeping.
    func settledCount(of scene: Scene) -> Int {
        guard let previous, Key(previous, count: 0).begins(scene) else { return 0 }
        return zip(previous.nodes, scene.nodes).prefix { $0 == $1 }.count
    }

    /// Keeps `surface`'s pixels as those of `scene`'s first `count` nodes.
    func keep(_ surface: OpaquePointer, of scene: Scene, count: Int) {
        cairo_surface_flush(surface)
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        if pixels?.count != bytes {
            pixels?.deallocate()
            pixels = .allocate(byteCount: bytes, alignment: 64)
        }
        pixels!.copyMemory(from: UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface)!, count: bytes))
        key = Key(scene, count: count)
    }

    /// Notes `scene` as the one drawn last.
    func drew(_ scene: Scene) { previous = scene }

    /// Forgets the kept pixels and the last scene (after a failed frame, whose surface is in no known state).
    func reset() {
        key = nil
        previous = nil
    }
}
