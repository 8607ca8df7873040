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
    /// differs from `old`; where it does not, `unchanged` (transparent black by default, as OVER leaves the canvas as
    /// it is under a transparent pixel, or an RGB file's transparent colour key: opaque here, its tRNS chunk makes
    /// it transparent in the file). With `keepingFlatRuns`, a run of unchanged pixels along a row that is one opaque
    /// colour keeps that colour instead (OVER draws it over itself), so that only the unchanged stretches that hold
    /// detail become one run of `unchanged`: on `Examples/stack.yaml` at scale 2 this makes the frame data 1.6 %
    /// smaller than the smaller of SOURCE and plain OVER chosen by estimate, and 3.9 % on `music.yaml`'s photos
    /// (`docs/png-settings.md`). `filled` counts the pixels that are `unchanged` (none: the pixels are `new`'s, as
    /// SOURCE stores them). `nil` when a changed pixel of `new` is not fully opaque: OVER would mix it with the
    /// pixel below instead of replacing it. In C (CPixelSupport), as it runs on every frame.
    static func overPixels(from old: RGBAImage, to new: RGBAImage, in rect: PixelRect, unchanged: [UInt8] = [0, 0, 0, 0],
                           keepingFlatRuns: Bool = false) -> (pixels: RGBAImage, filled: Int)? {
        precondition(old.width == new.width && old.height == new.height, "frames of different sizes")
        precondition(rect.fits(width: new.width, height: new.height) && unchanged.count == 4, "rectangle outside the frames")
        let count = rect.width * rect.height * 4
        var filled = -1
        // Every byte is written by the C pass, or the pixels are not used (a translucent changed pixel).
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            filled = old.pixels.withUnsafeBufferPointer { oldBytes in
                new.pixels.withUnsafeBufferPointer { newBytes in
                    cm_rgba_over_pixels(oldBytes.baseAddress!, newBytes.baseAddress!, new.width, rect.x, rect.y, rect.width,
                                        rect.height, unchanged, keepingFlatRuns ? 1 : 0, out.baseAddress!)
                }
            }
            if filled < 0 { out.initialize(repeating: 0) }
            initialized = count
        }
        return filled >= 0 ? (RGBAImage(width: rect.width, height: rect.height, pixels: pixels), filled) : nil
    }
}
