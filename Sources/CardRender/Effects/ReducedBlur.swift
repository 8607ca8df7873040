import CardGeometry

/// A backdrop's Gaussian at reduced resolution, as `UIVisualEffectView` blurs: the pixels read are averaged down by
/// an integer ``factor(deviation:)``, the small image is blurred by ``BoxBlur`` with the deviation divided by the
/// factor, and the result is scaled back up bilinearly into the effect's area. A wide blur keeps no detail finer than
/// its deviation, so the small image loses nothing the blur would have kept, and the blur's work falls with the
/// square of the factor. Integer arithmetic throughout (the same bytes on every machine and thread count).
enum ReducedBlur {
    /// The deviations (pixels) from which the image is reduced by 2, and by 4: measured against the full-resolution
    /// blur for every material (docs/layers.md, "Backdrops").
    static let halfFrom = 16.0, quarterFrom = 30.0

    /// The factor for a blur of `deviation` pixels: 1 (full resolution) below ``halfFrom``, 2 below ``quarterFrom``,
    /// else 4.
    static func factor(deviation: Double) -> Int {
        deviation >= quarterFrom ? 4 : deviation >= halfFrom ? 2 : 1
    }

    /// Blurs the premultiplied ARGB32 `pixels` (`width` x `height`, rows of `stride` bytes) by a Gaussian of
    /// `deviation` pixels, reduced by `factor` (by default ``factor(deviation:)``); only the pixels of `area` are
    /// written (the others keep what they held). At factor 1 this is ``BoxBlur/gaussian(_:width:height:stride:deviation:channels:columns:rows:)``.
    static func gaussian(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, deviation: Double,
                         area: PixelRect, factor: Int? = nil) {
        let factor = factor ?? Self.factor(deviation: deviation)
        guard factor > 1 else {
            BoxBlur.gaussian(UnsafeMutableBufferPointer(start: pixels.assumingMemoryBound(to: UInt8.self), count: stride * height),
                             width: width, height: height, stride: stride, deviation: deviation, channels: 4,
                             columns: area.x..<(area.x + area.width), rows: area.y..<(area.y + area.height))
            return
        }
        guard width > 0, height > 0, area.width > 0, area.height > 0 else { return }
        let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        var small = [UInt32](repeating: 0, count: smallWidth * smallHeight)
        small.withUnsafeMutableBufferPointer { small in
            downsample(UnsafeRawPointer(pixels), width: width, height: height, stride: stride, factor: factor, into: small.baseAddress!)
            let columns = sourceRange(of: area.x..<(area.x + area.width), factor: factor, count: smallWidth)
            let rows = sourceRange(of: area.y..<(area.y + area.height), factor: factor, count: smallHeight)
            BoxBlur.gaussian(UnsafeMutableRawBufferPointer(small).bindMemory(to: UInt8.self), width: smallWidth, height: smallHeight,
                             stride: smallWidth * 4, deviation: deviation / Double(factor), channels: 4, columns: columns, rows: rows)
            upsample(UnsafePointer(small.baseAddress!), width: smallWidth, height: smallHeight, factor: factor, into: pixels,
                     stride: stride, area: area)
        }
    }

    /// Averages each block of `factor` x `factor` pixels of `source` (rows of `stride` bytes) into one word of
    /// `target` (`⌈width / factor⌉` x `⌈height / factor⌉` words, rows packed): each byte the rounded mean
    /// `(sum + n / 2) / n` of the block's `n` pixels inside the image (fewer at the right and bottom edges).
    static func downsample(_ source: UnsafeRawPointer, width: Int, height: Int, stride: Int, factor: Int,
                           into target: UnsafeMutablePointer<UInt32>) {
        let smallWidth = (width + factor - 1) / factor
        for blockY in 0..<((height + factor - 1) / factor) {
            let top = blockY * factor, bottom = min(top + factor, height)
            for blockX in 0..<smallWidth {
                let left = blockX * factor, right = min(left + factor, width)
                var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                for y in top..<bottom {
                    let row = (source + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in left..<right {
                        let word = row[x]
                        sums.0 += word >> 24
                        sums.1 += (word >> 16) & 0xFF
                        sums.2 += (word >> 8) & 0xFF
                        sums.3 += word & 0xFF
                    }
                }
                let count = UInt32((bottom - top) * (right - left)), half = count / 2
                target[blockY * smallWidth + blockX] = ((sums.0 + half) / count) << 24 | ((sums.1 + half) / count) << 16
                    | ((sums.2 + half) / count) << 8 | (sums.3 + half) / count
            }
        }
    }

    /// The small pixels (index and weight out of `2 · factor`) that the full-resolution pixel `index` reads: its
    /// centre `index + ½` lies at `(index + ½) / factor − ½ = (2 · index + 1 − factor) / (2 · factor)` in the small
    /// image; the two small pixels around it, kept within 0..<`count` (the edge repeated), weigh `2 · factor − r`
    /// and `r`, r the remainder.
    static func taps(_ index: Int, factor: Int, count: Int) -> (first: Int, second: Int, secondWeight: Int) {
        let position = 2 * index + 1 - factor, span = 2 * factor
        let floor = position >= 0 ? position / span : -((-position + span - 1) / span)
        let remainder = position - floor * span
        return (min(max(floor, 0), count - 1), min(max(floor + 1, 0), count - 1), remainder)
    }

    /// The small pixels along one axis that the full-resolution pixels `range` read (``taps(_:factor:count:)``).
    static func sourceRange(of range: Range<Int>, factor: Int, count: Int) -> Range<Int> {
        guard !range.isEmpty else { return 0..<0 }
        let first = taps(range.lowerBound, factor: factor, count: count), last = taps(range.upperBound - 1, factor: factor, count: count)
        return min(first.first, first.second)..<(max(last.first, last.second) + 1)
    }

    /// Scales the small image (`width` x `height` packed words) up by `factor` into the `area` of `target` (rows of
    /// `stride` bytes), bilinearly: each byte `(Σ wx · wy · p + 2 · factor²) / (4 · factor²)` over the four small
    /// pixels of ``taps(_:factor:count:)`` in each direction. A weighted mean of premultiplied pixels with one set of
    /// weights keeps every colour byte within its alpha.
    static func upsample(_ small: UnsafePointer<UInt32>, width: Int, height: Int, factor: Int, into target: UnsafeMutableRawPointer,
                         stride: Int, area: PixelRect) {
        let span = UInt32(2 * factor), total = span * span, half = total / 2
        let columns = (area.x..<(area.x + area.width)).map { taps($0, factor: factor, count: width) }
        for y in area.y..<(area.y + area.height) {
            let (top, bottom, lowerWeight) = taps(y, factor: factor, count: height)
            let upper = small + top * width, lower = small + bottom * width
            let wLower = UInt32(lowerWeight), wUpper = span - wLower
            let row = (target + y * stride).assumingMemoryBound(to: UInt32.self)
            for (offset, column) in columns.enumerated() {
                let wRight = UInt32(column.secondWeight), wLeft = span - wRight
                let weights = (wUpper * wLeft, wUpper * wRight, wLower * wLeft, wLower * wRight)
                let pixels = (upper[column.first], upper[column.second], lower[column.first], lower[column.second])
                @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                    let sum = weights.0 * ((pixels.0 >> shift) & 0xFF) + weights.1 * ((pixels.1 >> shift) & 0xFF)
                        + weights.2 * ((pixels.2 >> shift) & 0xFF) + weights.3 * ((pixels.3 >> shift) & 0xFF)
                    return ((sum + half) / total) << shift
                }
                row[area.x + offset] = channel(24) | channel(16) | channel(8) | channel(0)
            }
        }
    }
}
