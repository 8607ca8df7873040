import CardScene
import CCairo
import Foundation

/// The last effect each backdrop made, kept with the pixels it was made from: when a frame finds the same pixels
/// behind the backdrop (nothing behind it moved), the effect is reused instead of blurred again. Exact by
/// construction: the effect is a function of those pixels and the backdrop's numbers, which the key holds.
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
        /// The pixels read (premultiplied ARGB32, the surface's stride).
        var input: [UInt8]
        /// The effect, an ARGB32 surface as large as the region.
        var output: OpaquePointer
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

    /// The effect for `key` on the pixels `sampled` holds (an ARGB32 surface as large as the region, which this
    /// takes over): the kept one when those pixels are the ones it was made from, else `make` turns `sampled` into
    /// the effect in place.
    func effect(for key: Key, sampled: OpaquePointer, make: (OpaquePointer) -> Void) -> OpaquePointer {
        cairo_surface_flush(sampled)
        let count = Int(cairo_image_surface_get_stride(sampled)) * Int(cairo_image_surface_get_height(sampled))
        let input = UnsafeBufferPointer(start: cairo_image_surface_get_data(sampled), count: count)
        if let entry = entries[key], entry.input.count == count,
           entry.input.withUnsafeBytes({ memcmp($0.baseAddress!, input.baseAddress!, count) == 0 }) {
            cairo_surface_destroy(sampled)
            reused += 1
            return entry.output
        }
        let kept = Array(input)
        make(sampled)
        computed += 1
        if let old = entries.removeValue(forKey: key) {
            bytes -= 2 * old.input.count
            cairo_surface_destroy(old.output)
        }
        if bytes + 2 * count > Self.byteBudget {
            for entry in entries.values { cairo_surface_destroy(entry.output) }
            entries.removeAll()
            bytes = 0
        }
        entries[key] = Entry(input: kept, output: sampled)
        bytes += 2 * count
        return sampled
    }
}
