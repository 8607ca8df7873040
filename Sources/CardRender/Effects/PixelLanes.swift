/// The four bytes of a premultiplied ARGB32 pixel spread into the four 16-bit lanes of one 64-bit word (blue, red,
/// green, alpha from the lowest lane up), so that one integer addition or multiplication by a small weight works on
/// all four channels at once, exactly, while no lane passes 65,535: a sum of bytes whose weights add up to at most 256,
/// plus half a divisor of at most 256, stays below it. ``ReducedBlur`` averages and interpolates with them.
enum PixelLanes {
    /// The lower byte of every lane.
    static let byteMask: UInt64 = 0x00FF_00FF_00FF_00FF

    /// `pixel`'s bytes, one a lane.
    @inline(__always) static func spread(_ pixel: UInt32) -> UInt64 {
        let word = UInt64(pixel)
        return (word & 0xFF00_FF00) << 24 | word & 0x00FF_00FF
    }

    /// The pixel whose bytes are the lanes of `lanes` (each at most 255).
    @inline(__always) static func pack(_ lanes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: lanes | lanes >> 24)
    }

    /// `value` in every lane.
    @inline(__always) static func splat(_ value: UInt64) -> UInt64 { value &* 0x0001_0001_0001_0001 }

    /// Each lane of `sums` divided by `count` and rounded, `(sum + count / 2) / count`: a shift when `count` is a
    /// power of two (each lane's sum plus the half stays within the lane), else lane by lane.
    @inline(__always) static func roundedQuotient(_ sums: UInt64, by count: UInt64) -> UInt64 {
        let half = count / 2
        if count & (count - 1) == 0 {
            return ((sums &+ splat(half)) >> UInt64(count.trailingZeroBitCount)) & byteMask
        }
        var lanes: UInt64 = 0
        for shift in Swift.stride(from: UInt64(0), to: 64, by: 16) {
            lanes |= ((((sums >> shift) & 0xFFFF) + half) / count) << shift
        }
        return lanes
    }
}
