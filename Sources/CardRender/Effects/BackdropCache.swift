import CardScene
import CCairo
import Foundation

/// The last effect each backdrop made, kept with the bytes it was made from: when a frame finds the same bytes behind
/// the backdrop (nothing behind it moved), the effect is reused instead of blurred again. Exact by construction: the
/// effect is a function of those bytes and the backdrop's numbers, which the key holds. The bytes are the pixels read
/// for a blur at full resolution, and the small image for a reduced one (``ReducedBlur``), of which the effect is a
/// function alone.
final class BackdropCache {
    struct Key: Hashable {
        let backdrop: Backdrop
        /// The device pixels read, padding included.
        let region: PixelRect
        /// The part the effect is computed for, in the region's pixels.
        let area: PixelRect
        /// The blur's standard deviation, in pixels.
        let deviation: Double
        /// The resolution's reduction (``ReducedBlur/factor(deviation:)``).
        let factor: Int
    }

    private struct Entry {
        /// The bytes the effect was made from.
        var input: [UInt8]
        /// The effect, an ARGB32 surface.
        var output: OpaquePointer
        /// The bytes kept for the entry: its input and its surface.
        var bytes: Int
    }

    /// Largest total of kept bytes (inputs and effects).
    static let byteBudget = 64 << 20

    private var entries: [Key: Entry] = [:]
    private var bytes = 0
    /// Effects computed, and effects reused (for tests).
    private(set) var computed = 0
    private(set) var reused = 0

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.output) }
    }

    /// The effect for `key` made from `input`: the kept one when `input` holds the bytes it was made from, else the
    /// surface `make` returns (kept; `input` is copied before `make` runs, which may change the bytes in place). The
    /// surface returned belongs to the cache.
    func effect(for key: Key, input: UnsafeRawBufferPointer,
                make: () throws(RenderError) -> OpaquePointer) throws(RenderError) -> OpaquePointer {
        if let entry = entries[key], entry.input.count == input.count,
           entry.input.withUnsafeBytes({ memcmp($0.baseAddress!, input.baseAddress!, input.count) == 0 }) {
            reused += 1
            return entry.output
        }
        let kept = Array(input)
        let output = try make()
        computed += 1
        if let old = entries.removeValue(forKey: key) {
            bytes -= old.bytes
            cairo_surface_destroy(old.output)
        }
        let size = kept.count + Int(cairo_image_surface_get_stride(output)) * Int(cairo_image_surface_get_height(output))
        if bytes + size > Self.byteBudget {
            for entry in entries.values { cairo_surface_destroy(entry.output) }
            entries.removeAll()
            bytes = 0
        }
        entries[key] = Entry(input: kept, output: output, bytes: size)
        bytes += size
        return output
    }
}
