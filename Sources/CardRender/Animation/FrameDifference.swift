import CPixelSupport
import Foundation

/// What changed from one frame to the next of the same size: the rectangle around the changed pixels, and the
/// pixels that make that change with blend OVER.
enum FrameDifference {
    /// The smallest rectangle holding every pixel whose RGBA bytes differ between `old` and `new` (which have the
    /// same size); `nil` when the frames are identical. Identical rows are skipped with `memcmp`; within a row
    /// only the columns outside the rectangle found so far are compared.
    static func changedRect(from old: RGBAImage, to new: RGBAImage) -> PixelRect? {
        precondition(old.width == new.width && old.height == new.height, "frames of different sizes")
        let width = old.width
        var top = -1, bottom = -1, left = width, right = -1
        old.pixels.withUnsafeBytes { oldBytes in
            new.pixels.withUnsafeBytes { newBytes in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return }
                oldBytes.withMemoryRebound(to: UInt32.self) { oldPixels in
                    newBytes.withMemoryRebound(to: UInt32.self) { newPixels in
                        for y in 0..<old.height {
                            let row = y * width
                            if memcmp(oldBase + row * 4, newBase + row * 4, width * 4) == 0 { continue }
                            if top < 0 { top = y }
                            bottom = y
                            var x = 0
                            while x < left && oldPixels[row + x] == newPixels[row + x] { x += 1 }
                            left = min(left, x)
                            x = width - 1
                            while x > right && oldPixels[row + x] == newPixels[row + x] { x -= 1 }
                            right = max(right, x)
                        }
                    }
                }
            }
        }
        guard top >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// The pixels of `rect` to blend OVER the canvas showing `old` so that it shows `new`: `new`'s pixel where it
    /// differs from `old`, `unchanged` where it does not: transparent black (0, 0, 0, 0) by default, as OVER leaves
    /// the canvas as it is under a transparent pixel, or an RGB file's transparent colour key (opaque here; its tRNS
    /// chunk makes it transparent in the file). `nil` when a changed pixel of `new` is not fully opaque: OVER would
    /// mix it with the pixel below instead of replacing it.
    static func overPixels(from old: RGBAImage, to new: RGBAImage, in rect: PixelRect,
                           unchanged: [UInt8] = [0, 0, 0, 0]) -> RGBAImage? {
        precondition(unchanged.count == 4, "a pixel has four bytes")
        var pixels = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        if unchanged != [0, 0, 0, 0] {
            let word = unchanged.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
            pixels.withUnsafeMutableBytes { bytes in bytes.withMemoryRebound(to: UInt32.self) { $0.update(repeating: word) } }
        }
        let opaque = old.pixels.withUnsafeBytes { oldBytes in
            new.pixels.withUnsafeBytes { newBytes in
                pixels.withUnsafeMutableBytes { outBytes in
                    oldBytes.withMemoryRebound(to: UInt32.self) { oldPixels in
                        newBytes.withMemoryRebound(to: UInt32.self) { newPixels in
                            outBytes.withMemoryRebound(to: UInt32.self) { outPixels in
                                for row in 0..<rect.height {
                                    let source = (rect.y + row) * old.width + rect.x, target = row * rect.width
                                    for column in 0..<rect.width where oldPixels[source + column] != newPixels[source + column] {
                                        let pixel = newPixels[source + column]
                                        // Alpha is the fourth byte in memory: the top byte of the little-endian word.
                                        guard UInt32(littleEndian: pixel) >> 24 == 0xFF else { return false }
                                        outPixels[target + column] = pixel
                                    }
                                }
                                return true
                            }
                        }
                    }
                }
            }
        }
        return opaque ? RGBAImage(width: rect.width, height: rect.height, pixels: pixels) : nil
    }

    /// Whether blend OVER (`new`'s pixels of `rect` with those equal in `old` replaced by `unchanged`) likely
    /// compresses smaller than SOURCE (the pixels as they are): whether it has fewer runs of one colour along the
    /// rows. In C (CPixelSupport), as it runs on every frame. On `Examples/stack.yaml` at scale 2 it picks OVER
    /// for 16 of 126 frames and the file is 0.2 % larger than compressing both and keeping the smaller.
    static func overLooksSmaller(from old: RGBAImage, to new: RGBAImage, in rect: PixelRect, unchanged: [UInt8]) -> Bool {
        precondition(old.width == new.width && old.height == new.height, "frames of different sizes")
        precondition(rect.fits(width: new.width, height: new.height) && unchanged.count == 4, "rectangle outside the frames")
        var source = 0, over = 0
        old.pixels.withUnsafeBufferPointer { oldBytes in
            new.pixels.withUnsafeBufferPointer { newBytes in
                cm_rgba_run_starts(oldBytes.baseAddress!, newBytes.baseAddress!, new.width, rect.x, rect.y, rect.width,
                                   rect.height, unchanged, &source, &over)
            }
        }
        return over < source
    }
}
