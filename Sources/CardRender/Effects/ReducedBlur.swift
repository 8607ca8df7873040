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

    /// The small image of a `width` x `height` region reduced by `factor` (``downsample(width:height:factor:into:row:)``):
    /// ``smallSize(width:height:factor:)`` words, rows packed. `row(y)` gives the region's row y, `width` words.
    static func reduced(width: Int, height: Int, factor: Int, row: (Int) -> UnsafePointer<UInt32>) -> [UInt32] {
        let size = smallSize(width: width, height: height, factor: factor)
        return [UInt32](unsafeUninitializedCapacity: size.width * size.height) { buffer, count in
            downsample(width: width, height: height, factor: factor, into: buffer.baseAddress!, row: row)
            count = size.width * size.height
        }
    }

    /// The size of the small image of a `width` x `height` region reduced by `factor`: each side divided, rounded up.
    static func smallSize(width: Int, height: Int, factor: Int) -> (width: Int, height: Int) {
        ((width + factor - 1) / factor, (height + factor - 1) / factor)
    }

    /// The rest of the reduced Gaussian once the region (`width` x `height`) is reduced to `small` by `factor`: blurs
    /// `small` in place by `deviation / factor` wherever the `area` reads it, and scales it up into `target`, whose
    /// first pixel is the area's first (rows of `stride` bytes, `area.width` x `area.height` pixels written).
    static func enlargeBlurred(_ small: inout [UInt32], width: Int, height: Int, deviation: Double, factor: Int, area: PixelRect,
                               into target: UnsafeMutableRawPointer, stride: Int) {
        let (smallWidth, smallHeight) = smallSize(width: width, height: height, factor: factor)
        small.withUnsafeMutableBufferPointer { small in
            let columns = sourceRange(of: area.x..<(area.x + area.width), factor: factor, count: smallWidth)
            let rows = sourceRange(of: area.y..<(area.y + area.height), factor: factor, count: smallHeight)
            BoxBlur.gaussian(UnsafeMutableRawBufferPointer(small).bindMemory(to: UInt8.self), width: smallWidth, height: smallHeight,
                             stride: smallWidth * 4, deviation: deviation / Double(factor), channels: 4, columns: columns, rows: rows)
            upsample(UnsafePointer(small.baseAddress!), width: smallWidth, height: smallHeight, factor: factor,
                     into: target, stride: stride, area: area)
        }
    }

    /// Averages each block of `factor` x `factor` pixels of the image whose row y `row(y)` gives (`width` words)
    /// into one word of `target` (`⌈width / factor⌉` x `⌈height / factor⌉` words, rows packed): each byte the
    /// rounded mean `(sum + n / 2) / n` of the block's `n` pixels inside the image (fewer at the right and bottom
    /// edges). Rows are read once each, in order, so that a caller may lend the same buffer for every row. The four
    /// channels are summed at once (``PixelLanes``; at most 256 pixels a block).
    static func downsample(width: Int, height: Int, factor: Int, into target: UnsafeMutablePointer<UInt32>,
                           row: (Int) -> UnsafePointer<UInt32>) {
        precondition(factor > 0 && factor <= 16, "ReducedBlur averages blocks of at most 16 x 16 pixels")
        let smallWidth = (width + factor - 1) / factor
        let sums = UnsafeMutablePointer<UInt64>.allocate(capacity: smallWidth)
        defer { sums.deallocate() }
        for blockY in 0..<((height + factor - 1) / factor) {
            let top = blockY * factor, bottom = min(top + factor, height)
            sums.update(repeating: 0, count: smallWidth)
            for y in top..<bottom {
                let row = row(y)
                var x = 0
                for blockX in 0..<smallWidth {
                    let right = min(x + factor, width)
                    var sum: UInt64 = 0
                    while x < right {
                        sum &+= PixelLanes.spread(row[x])
                        x += 1
                    }
                    sums[blockX] &+= sum
                }
            }
            let out = target + blockY * smallWidth
            for blockX in 0..<smallWidth {
                let count = UInt64((bottom - top) * (min(blockX * factor + factor, width) - blockX * factor))
                out[blockX] = PixelLanes.pack(PixelLanes.roundedQuotient(sums[blockX], by: count))
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

    /// Scales the small image (`width` x `height` packed words) up by `factor` (a power of two up to 8) into the
    /// pixels of `area` (in the full-resolution region's pixels), written to `target`, whose first pixel is the
    /// area's first (rows of `stride` bytes), bilinearly: each byte `(Σ wx · wy · p + 2 · factor²) / (4 ·
    /// factor²)` over the four small pixels of ``taps(_:factor:count:)`` in each direction. A weighted mean of
    /// premultiplied pixels with one set of weights keeps every colour byte within its alpha.
    ///
    /// Separably and exactly: each output row first blends its two small rows (`wy · p`, unrounded, four channels
    /// at once in ``PixelLanes``) over the small columns it reads, then each pixel blends two of those, and the sum,
    /// the same as the four-tap sum, is divided once by a shift.
    static func upsample(_ small: UnsafePointer<UInt32>, width: Int, height: Int, factor: Int, into target: UnsafeMutableRawPointer,
                         stride: Int, area: PixelRect) {
        precondition(factor > 1 && factor <= 8 && factor & (factor - 1) == 0, "ReducedBlur scales up by 2, 4 or 8")
        guard area.width > 0, area.height > 0 else { return }
        let span = UInt64(2 * factor), total = span * span
        let columns = (area.x..<(area.x + area.width)).map { taps($0, factor: factor, count: width) }
        let needed = sourceRange(of: area.x..<(area.x + area.width), factor: factor, count: width)
        let blended = UnsafeMutablePointer<UInt64>.allocate(capacity: width)
        defer { blended.deallocate() }
        var blendedRows: (first: Int, second: Int, secondWeight: Int)?
        for y in area.y..<(area.y + area.height) {
            let rows = taps(y, factor: factor, count: height)
            if blendedRows.map({ $0 != rows }) ?? true {
                let upper = small + rows.first * width, lower = small + rows.second * width
                let wLower = UInt64(rows.secondWeight), wUpper = span - wLower
                for x in needed {
                    blended[x] = wUpper &* PixelLanes.spread(upper[x]) &+ wLower &* PixelLanes.spread(lower[x])
                }
                blendedRows = rows
            }
            let row = (target + (y - area.y) * stride).assumingMemoryBound(to: UInt32.self)
            for (offset, column) in columns.enumerated() {
                let wRight = UInt64(column.secondWeight), wLeft = span - wRight
                let sum = wLeft &* blended[column.first] &+ wRight &* blended[column.second]
                row[offset] = PixelLanes.pack(PixelLanes.roundedQuotient(sum, by: total))
            }
        }
    }
}
