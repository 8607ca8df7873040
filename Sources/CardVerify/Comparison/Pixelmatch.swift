import CardRender
import CardPlatform
import CPixelSupport
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
                            cm_pixelmatch_gray(a.baseAddress!, out.baseAddress!, count, options.alpha)
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
                    ParallelLoop.run(iterations: bands) { band in
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

    /// Compares the rows `rows` of two images that differ somewhere (anti-aliasing checks read the neighbours in
    /// any row) and draws their diff, in C (see pixelmatch_rows.h: fast in a debug build too).
    private static func run(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
                            out: UnsafeMutableBufferPointer<UInt8>?, width: Int, height: Int, rows: Range<Int>,
                            options: PixelmatchOptions) -> Differences {
        var settings = cm_pixelmatch_options()
        settings.maximum_delta = options.maximumDelta
        settings.alpha = options.alpha
        settings.include_aa = options.includeAA ? 1 : 0
        settings.diff_mask = options.diffMask ? 1 : 0
        settings.checkerboard = options.checkerboard ? 1 : 0
        let alt = options.diffColorAlt ?? options.diffColor
        settings.aa_color = (options.aaColor[0], options.aaColor[1], options.aaColor[2])
        settings.diff_color = (options.diffColor[0], options.diffColor[1], options.diffColor[2])
        settings.diff_color_alt = (alt[0], alt[1], alt[2])
        let found = cm_pixelmatch_rows(a.baseAddress!, b.baseAddress!, out?.baseAddress, width, height,
                                       rows.lowerBound, rows.upperBound, &settings)
        var different = Differences()
        if found.count > 0 {
            different.count = found.count
            different.left = found.left
            different.top = found.top
            different.right = found.right
            different.bottom = found.bottom
        }
        return different
    }
}
