import CardPlatform
import Dispatch
import Foundation

/// An image comparison that gives exactly pixelmatch v7.2.0's results: the YIQ colour delta of Kotsarenko and
/// Ramos, semi-transparent pixels blended against a checkerboard, and Vyšniauskas's anti-aliasing detector.
///
/// The count of differing pixels does not depend on whether a diff image is drawn. The diff image shows the
/// first image as faded grey, differences in `diffColor` (`diffColorAlt` where the second image is darker) and
/// skipped anti-aliasing in `aaColor`.
public enum Pixelmatch {
    /// The buffers of one comparison, read by every band's thread; each band writes only its own rows of `out`.
    private struct Buffers: @unchecked Sendable {
        let a: UnsafeBufferPointer<UInt8>
        let b: UnsafeBufferPointer<UInt8>
        let out: UnsafeMutableBufferPointer<UInt8>?
    }

    /// The differing pixels of some rows: how many, and the box holding them (inclusive edges).
    private struct Differences {
        var count = 0
        var left = Int.max, top = Int.max, right = Int.min, bottom = Int.min

        mutating func add(x: Int, y: Int) {
            count += 1
            if x < left { left = x }
            if x > right { right = x }
            if y < top { top = y }
            if y > bottom { bottom = y }
        }

        mutating func merge(_ other: Differences) {
            count += other.count
            left = min(left, other.left)
            top = min(top, other.top)
            right = max(right, other.right)
            bottom = max(bottom, other.bottom)
        }

        var bounds: PixelRect? {
            count == 0 ? nil : PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        }
    }

    /// The result of one comparison.
    public struct Result: Sendable {
        /// Pixels counted as different.
        public var differentPixels: Int
        /// The smallest rectangle holding every pixel counted as different (skipped anti-aliasing is not); `nil`
        /// when none is.
        public var differenceBounds: PixelRect?
        /// The diff image, when one was asked for.
        public var diffImage: RGBAImage?
    }

    // YIQ coefficients (pixelmatch's, to the digit).
    static let yR = 0.29889531, yG = 0.58662247, yB = 0.11448223
    static let iR = 0.59597799, iG = -0.27417610, iB = -0.32180189
    static let qR = 0.21147017, qG = -0.52261711, qB = 0.31114694

    /// Rows per band when a comparison is split across threads.
    static let rowsPerBand = 64

    /// Compares two images of the same size. Precondition: equal sizes (check first and report a mismatch).
    /// `threads` above 1 splits the rows into bands compared in parallel; the count and the diff are the same.
    public static func compare(_ first: RGBAImage, _ second: RGBAImage, options: PixelmatchOptions = PixelmatchOptions(),
                               drawDiff: Bool = true, threads: Int = 1) -> Result {
        var storage: [UInt8] = []
        return compare(first, second, options: options, drawDiff: drawDiff, threads: threads, reusing: &storage)
    }

    /// Compares as ``compare(_:_:options:drawDiff:threads:)`` does, drawing the diff into `storage` when it has the
    /// diff's size (`width × height × 4` bytes) instead of into new memory; `storage` is left empty. A caller comparing
    /// many pairs hands each diff image's pixels back for the next pair, and allocates no frame-sized buffer per pair.
    public static func compare(_ first: RGBAImage, _ second: RGBAImage, options: PixelmatchOptions = PixelmatchOptions(),
                               drawDiff: Bool = true, threads: Int = 1, reusing storage: inout [UInt8]) -> Result {
        precondition(first.width == second.width && first.height == second.height, "images must have the same size")
        let width = first.width, height = first.height, count = width * height
        var output: [UInt8] = []
        if drawDiff {
            swap(&output, &storage)
            if output.count != count * 4 {
                output = [UInt8](repeating: 0, count: count * 4)
            } else if options.diffMask {
                // Only the differing pixels are drawn: the rest must be transparent black, as in new memory.
                output.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            }
        }
        let different = first.pixels.withUnsafeBufferPointer { a in
            second.pixels.withUnsafeBufferPointer { b in
                output.withUnsafeMutableBufferPointer { out in
                    // Identical images: only the grey background to draw.
                    if identical(a, b, count: count) {
                        if drawDiff && !options.diffMask {
                            var gray = GrayCache(alpha: options.alpha)
                            for index in 0..<count { gray.draw(a, index, out) }
                        }
                        return Differences()
                    }
                    let bands = threads > 1 ? min(threads * 4, max(1, height / rowsPerBand)) : 1
                    guard bands > 1 else {
                        return run(a, b, out: drawDiff ? out : nil, width: width, height: height, rows: 0..<height,
                                   options: options)
                    }
                    // Each band's thread writes only its own slot.
                    let counts = Locked([Differences](repeating: Differences(), count: bands))
                    let shared = Buffers(a: a, b: b, out: drawDiff ? out : nil)
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        let rows = (height * band / bands)..<(height * (band + 1) / bands)
                        let result = run(shared.a, shared.b, out: shared.out, width: width, height: height,
                                         rows: rows, options: options)
                        counts.withLock { $0[band] = result }
                    }
                    return counts.withLock { $0.reduce(into: Differences()) { $0.merge($1) } }
                }
            }
        }
        return Result(differentPixels: different.count, differenceBounds: different.bounds,
                      diffImage: drawDiff ? RGBAImage(width: width, height: height, pixels: output) : nil)
    }

    /// Whether two images of `count` pixels have the same bytes.
    private static func identical(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, count: Int) -> Bool {
        count == 0 || memcmp(a.baseAddress!, b.baseAddress!, count * 4) == 0
    }

    /// Whether the eight pixels from `index` on are the same in both images (the caller checks they exist).
    @inline(__always)
    private static func sameEight(_ words1: UnsafePointer<UInt32>, _ words2: UnsafePointer<UInt32>, _ index: Int) -> Bool {
        let p = UnsafeRawPointer(words1 + index), q = UnsafeRawPointer(words2 + index)
        var bits: UInt64 = 0
        for offset in stride(from: 0, to: 32, by: 8) {
            bits |= p.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ q.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        }
        return bits == 0
    }

    /// Compares the rows `rows` of two images that differ somewhere (anti-aliasing checks read the neighbours in
    /// any row) and draws their diff.
    private static func run(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
                            out: UnsafeMutableBufferPointer<UInt8>?, width: Int, height: Int, rows: Range<Int>,
                            options: PixelmatchOptions) -> Differences {
        let words1 = UnsafeRawPointer(a.baseAddress!).assumingMemoryBound(to: UInt32.self)
        let words2 = UnsafeRawPointer(b.baseAddress!).assumingMemoryBound(to: UInt32.self)
        let maximumDelta = options.maximumDelta
        let alt = options.diffColorAlt ?? options.diffColor
        var different = Differences()
        var gray = GrayCache(alpha: options.alpha)
        for y in rows {
            var x = 0
            while x < width {
                defer { x += 1 }
                let index = y * width + x
                // Runs of equal pixels: nothing to count, at most the grey background to draw; eight at a time.
                if x + 8 <= width && sameEight(words1, words2, index) {
                    if let out, !options.diffMask { gray.drawEight(a, index, out) }
                    x += 7
                    continue
                }
                let position = index * 4
                let delta = words1[index] == words2[index]
                    ? 0 : colorDelta(a, b, position, position, yOnly: false, checkerboard: options.checkerboard)
                if abs(delta) > maximumDelta {
                    let skipped = !options.includeAA
                        && (antialiased(a, x, y, width, height, words1, words2, options.checkerboard)
                            || antialiased(b, x, y, width, height, words2, words1, options.checkerboard))
                    if skipped {
                        if let out, !options.diffMask { draw(out, position, options.aaColor) }
                    } else {
                        if let out { draw(out, position, delta < 0 ? alt : options.diffColor) }
                        different.add(x: x, y: y)
                    }
                } else if let out, !options.diffMask {
                    gray.draw(a, index, out)
                }
            }
        }
        return different
    }

    /// The YIQ distance between the pixels at byte offsets `k` (first) and `m` (second); negative when the
    /// second is darker. With `yOnly`, the signed brightness difference alone.
    static func colorDelta(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
                           yOnly: Bool, checkerboard: Bool) -> Double {
        let r1 = Double(first[k]), g1 = Double(first[k + 1]), b1 = Double(first[k + 2]), a1 = Double(first[k + 3])
        let r2 = Double(second[m]), g2 = Double(second[m + 1]), b2 = Double(second[m + 2]), a2 = Double(second[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            // Premultiplied difference against the background at this byte offset.
            var rb = 255.0, gb = 255.0, bb = 255.0
            if checkerboard {
                rb = 48 + 159 * Double(k % 2)
                gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
                bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            }
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * yR + dg * yG + db * yB
        if yOnly { return y }
        let i = dr * iR + dg * iG + db * iB
        let q = dr * qR + dg * qG + db * qB
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether the pixel at (x1, y1) of `image` looks like anti-aliasing: neither flat (more than two equal
    /// neighbours) nor lacking a darker or a brighter neighbour, and the darkest or brightest neighbour lies in
    /// a flat area of both images.
    static func antialiased(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                            _ words1: UnsafePointer<UInt32>, _ words2: UnsafePointer<UInt32>, _ checkerboard: Bool) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        let center = words1[y1 * width + x1]
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                // An equal word has a zero delta; only a different neighbour needs the colour arithmetic.
                let neighbour = y * width + x
                let delta = words1[neighbour] == center
                    ? 0 : colorDelta(image, image, position, neighbour * 4, yOnly: true, checkerboard: checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = x
                    darkestY = y
                } else if delta > brightest {
                    brightest = delta
                    brightestX = x
                    brightestY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(words1, darkestX, darkestY, width, height) && hasManySiblings(words2, darkestX, darkestY, width, height))
            || (hasManySiblings(words1, brightestX, brightestY, width, height) && hasManySiblings(words2, brightestX, brightestY, width, height))
    }

    /// Whether at least three neighbours (the image border counts as one) equal the pixel exactly.
    static func hasManySiblings(_ words: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = words[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if value == words[y * width + x] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    private static func draw(_ out: UnsafeMutableBufferPointer<UInt8>, _ position: Int, _ color: [UInt8]) {
        out[position] = color[0]
        out[position + 1] = color[1]
        out[position + 2] = color[2]
        out[position + 3] = 255
    }

    /// The diff's grey background: the first image's luma, faded toward white by `alpha` and the pixel's own alpha,
    /// truncated to 8 bits. The grey of the last pixel is kept, so a flat area costs one computation.
    private struct GrayCache {
        let alpha: Double
        private var source: UInt32 = 0
        private var drawn: UInt32?

        init(alpha: Double) { self.alpha = alpha }

        /// Draws the grey of pixel `index` of `image` at the same place in `out`.
        @inline(__always)
        mutating func draw(_ image: UnsafeBufferPointer<UInt8>, _ index: Int, _ out: UnsafeMutableBufferPointer<UInt8>) {
            let word = UnsafeRawPointer(image.baseAddress! + index * 4).loadUnaligned(as: UInt32.self)
            if drawn == nil || word != source {
                let position = index * 4
                let luma = Double(image[position]) * yR + Double(image[position + 1]) * yG + Double(image[position + 2]) * yB
                let value = 255 + (luma - 255) * alpha * Double(image[position + 3]) / 255
                let byte = UInt32(max(0, min(255, value.rounded(.towardZero))))
                // Bytes grey, grey, grey, 255 in memory order.
                drawn = (byte | byte << 8 | byte << 16 | 0xFF00_0000).littleEndian
                source = word
            }
            UnsafeMutableRawPointer(out.baseAddress! + index * 4).storeBytes(of: drawn!, as: UInt32.self)
        }

        /// Draws the grey of the eight pixels from `index` on: one store each when they repeat the last pixel drawn.
        @inline(__always)
        mutating func drawEight(_ image: UnsafeBufferPointer<UInt8>, _ index: Int, _ out: UnsafeMutableBufferPointer<UInt8>) {
            let words = UnsafeRawPointer(image.baseAddress! + index * 4)
            guard let drawn else {
                for offset in 0..<8 { draw(image, index + offset, out) }
                return
            }
            var other: UInt32 = 0
            for offset in stride(from: 0, to: 32, by: 4) { other |= words.loadUnaligned(fromByteOffset: offset, as: UInt32.self) ^ source }
            guard other == 0 else {
                for offset in 0..<8 { draw(image, index + offset, out) }
                return
            }
            let target = UnsafeMutableRawPointer(out.baseAddress! + index * 4)
            for offset in stride(from: 0, to: 32, by: 4) { target.storeBytes(of: drawn, toByteOffset: offset, as: UInt32.self) }
        }
    }
}
