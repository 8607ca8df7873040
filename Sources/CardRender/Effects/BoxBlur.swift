/// A Gaussian blur of 8-bit planes as SVG's `feGaussianBlur` specifies it for speed: three successive box blurs in
/// each direction, whose combined kernel is within about 3 % of the Gaussian, in integer arithmetic (the same bytes
/// on every machine). Shadows blur an alpha plane with it (``ShadowCache``), backdrops premultiplied ARGB pixels
/// (``BackdropEffect``).
///
/// Each pass replaces a pixel with the rounded mean of its box, `(sum + size / 2) / size`, pixels outside the plane
/// counting as 0; rows first, then columns, each channel on its own.
enum BoxBlur {
    /// The box size for a standard deviation of `deviation` pixels: `⌊d · 3 · √(2π) / 4 + 0.5⌋`.
    static func boxSize(deviation: Double) -> Int {
        Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// The three boxes for a standard deviation of `deviation` pixels, as pixels reached left and right of the
    /// centre; none when the box size is 1 or less (no blur). Odd d: three boxes of d centred on the pixel. Even d:
    /// two boxes of d, the first reaching one pixel further left, the second one further right, then one of d + 1
    /// centred.
    static func boxes(deviation: Double) -> [(left: Int, right: Int)] {
        let d = boxSize(deviation: deviation)
        guard d > 1 else { return [] }
        return d % 2 == 1
            ? Array(repeating: (d / 2, d / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// How many pixels away the blur of `deviation` pixels reads, on either side: a pixel's blurred value depends on
    /// the pixels within this distance only.
    static func reach(deviation: Double) -> Int {
        boxes(deviation: deviation).reduce(0) { $0 + max($1.left, $1.right) }
    }

    /// Blurs `plane` (rows of `stride` bytes, `width` pixels of `channels` interleaved bytes used) in place. With
    /// `columns` and `rows`, only the pixels where they cross are wanted: they come out as if the whole plane were
    /// blurred (each pass is computed wherever a later one reads it), and the pixels outside hold whatever the
    /// work left there.
    static func gaussian(_ plane: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, stride: Int, deviation: Double,
                         channels: Int = 1, columns: Range<Int>? = nil, rows: Range<Int>? = nil) {
        let boxes = boxes(deviation: deviation)
        guard !boxes.isEmpty, width > 0, height > 0, let base = plane.baseAddress else { return }
        precondition(channels == 1 || channels == 4, "BoxBlur blurs 8-bit planes of 1 or 4 channels")
        // Rows: turned into columns (the plane transposed), so that they too are blurred a whole line at a time.
        let columnBytes = height * channels
        let turned = UnsafeMutableRawPointer.allocate(byteCount: width * columnBytes, alignment: 16)
        let spare = UnsafeMutableRawPointer.allocate(byteCount: width * columnBytes, alignment: 16)
        defer { turned.deallocate(); spare.deallocate() }
        transpose(UnsafeRawPointer(base), stride: stride, to: turned, stride: columnBytes, rows: height, columns: width, pixelBytes: channels)
        let wantedColumns = (columns ?? 0..<width).clamped(to: 0..<width)
        for ((index, box), output) in zip(boxes.enumerated(), neededLines(boxes, wanted: wantedColumns, count: width)) {
            let (source, target) = index % 2 == 0 ? (turned, spare) : (spare, turned)
            boxPass(from: source.assumingMemoryBound(to: UInt8.self), sourceStride: columnBytes,
                    to: target.assumingMemoryBound(to: UInt8.self), targetStride: columnBytes, rows: width, rowBytes: columnBytes,
                    box: box, output: output)
        }
        transpose(UnsafeRawPointer(boxes.count % 2 == 0 ? turned : spare), stride: columnBytes, to: UnsafeMutableRawPointer(base),
                  stride: stride, rows: width, columns: height, pixelBytes: channels)
        // Columns: whole rows at a time (a running sum per column), between the plane and a copy of it.
        let wanted = wantedColumns, wantedRows = (rows ?? 0..<height).clamped(to: 0..<height)
        guard !wanted.isEmpty else { return }
        let first = base + wanted.lowerBound * channels, wantedBytes = wanted.count * channels
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: wantedBytes * height)
        defer { copy.deallocate() }
        for ((index, box), output) in zip(boxes.enumerated(), neededLines(boxes, wanted: wantedRows, count: height)) {
            let fromPlane = index % 2 == 0
            let source = fromPlane ? UnsafePointer(first) : UnsafePointer(copy), sourceStride = fromPlane ? stride : wantedBytes
            let target = fromPlane ? copy : first, targetStride = fromPlane ? wantedBytes : stride
            boxPass(from: source, sourceStride: sourceStride, to: target, targetStride: targetStride, rows: height,
                    rowBytes: wantedBytes, box: box, output: output)
        }
        if boxes.count % 2 == 1 {
            for y in wantedRows { (first + y * stride).update(from: copy + y * wantedBytes, count: wantedBytes) }
        }
    }

    /// `n / size` rounded down, exactly, as `n · multiplier >> 32` for sums of 8-bit values (`n < 256 · size`) when
    /// `exact`.
    private struct Divider {
        let size: Int
        let multiplier: UInt64
        let exact: Bool

        init(size: Int) {
            self.size = size
            multiplier = (UInt64(1) << 32) / UInt64(size) + 1
            // floor(n · m / 2^32) = floor(n / size) when n · (m · size − 2^32) < 2^32, and m · size − 2^32 <= size.
            exact = 256 * size * size < 1 << 32
        }
    }

    /// `target[x][y] = source[y][x]` for pixels of `pixelBytes` (1 or 4) bytes: `rows` rows of `columns` pixels,
    /// rows `stride` bytes apart, become `columns` rows of `rows` pixels. In tiles, so that both sides stay in cache.
    private static func transpose(_ source: UnsafeRawPointer, stride sourceStride: Int, to target: UnsafeMutableRawPointer,
                                  stride targetStride: Int, rows: Int, columns: Int, pixelBytes: Int) {
        let tile = 32
        for top in Swift.stride(from: 0, to: rows, by: tile) {
            for left in Swift.stride(from: 0, to: columns, by: tile) {
                for y in top..<min(top + tile, rows) {
                    let row = source + y * sourceStride
                    for x in left..<min(left + tile, columns) {
                        if pixelBytes == 4 {
                            (target + x * targetStride + y * 4).storeBytes(of: row.load(fromByteOffset: x * 4, as: UInt32.self), as: UInt32.self)
                        } else {
                            (target + x * targetStride + y).storeBytes(of: row.load(fromByteOffset: x, as: UInt8.self), as: UInt8.self)
                        }
                    }
                }
            }
        }
    }

    /// For each pass of `boxes`, the lines (of `count`) whose results are needed for the last pass's results on
    /// `wanted`: a pass needs its lines widened by the reach of every pass after it.
    static func neededLines(_ boxes: [(left: Int, right: Int)], wanted: Range<Int>, count: Int) -> [Range<Int>] {
        var needed: [Range<Int>] = []
        var (low, high) = (wanted.lowerBound, wanted.upperBound)
        for box in boxes.reversed() {
            needed.insert(max(0, low)..<min(count, high), at: 0)
            low -= box.left
            high += box.right
        }
        return needed
    }

    /// One box down the columns of `rows` rows of `rowBytes` bytes, keeping one running sum per byte of a row; only
    /// the rows `output` are written.
    private static func boxPass(from source: UnsafePointer<UInt8>, sourceStride: Int, to target: UnsafeMutablePointer<UInt8>,
                                targetStride: Int, rows: Int, rowBytes: Int, box: (left: Int, right: Int), output: Range<Int>) {
        guard !output.isEmpty else { return }
        let size = box.left + box.right + 1, half = size / 2
        let divide = Divider(size: size)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: rowBytes)
        defer { sums.deallocate() }
        sums.initialize(repeating: Int32(half), count: rowBytes)
        // The window of the row before the first output: rows first − 1 − left ... first − 1 + right.
        for y in max(0, output.lowerBound - 1 - box.left)..<max(0, min(output.lowerBound + box.right, rows)) {
            let row = source + y * sourceStride
            for x in 0..<rowBytes { sums[x] &+= Int32(row[x]) }
        }
        for y in output {
            if y + box.right < rows {
                let row = source + (y + box.right) * sourceStride
                for x in 0..<rowBytes { sums[x] &+= Int32(row[x]) }
            }
            if y - box.left - 1 >= 0 {
                let row = source + (y - box.left - 1) * sourceStride
                for x in 0..<rowBytes { sums[x] &-= Int32(row[x]) }
            }
            let out = target + y * targetStride
            if divide.exact {
                for x in 0..<rowBytes { out[x] = UInt8(truncatingIfNeeded: (UInt64(UInt32(bitPattern: sums[x])) &* divide.multiplier) >> 32) }
            } else {
                for x in 0..<rowBytes { out[x] = UInt8(truncatingIfNeeded: Int(sums[x]) / size) }
            }
        }
    }
}
