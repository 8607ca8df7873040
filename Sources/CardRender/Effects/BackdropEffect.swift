import CardGeometry
import CardScene

/// The pixel work of a backdrop (``Backdrop``): the Gaussian of ``BoxBlur`` over premultiplied ARGB, then SVG's
/// saturation matrix, then the tint composited over, all in integers or exactly rounded doubles (the same bytes on
/// every machine).
enum BackdropEffect {
    /// SVG's `feColorMatrix type="saturate"` (and CSS `saturate()`) for `s`: row by row, the weights of red, green
    /// and blue in each output channel. With 0 each row is the luminance weights (0.213, 0.715, 0.072): grey.
    static func saturationMatrix(_ s: Double) -> [[Double]] {
        [[0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
         [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
         [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]]
    }

    /// Saturates and tints the `area` of `pixels` (premultiplied ARGB32 words, rows of `stride` bytes) in place.
    ///
    /// Saturation works on the premultiplied components (the matrix is linear, so this equals saturating the
    /// straight colour): each channel becomes `round(m · (r, g, b))` kept within 0...alpha. The tint, premultiplied to
    /// bytes `T = round(c · a · 255)` and `A = round(a · 255)`, is composited over: `T + (x · (255 − A) + 127) / 255`
    /// for every channel, alpha included.
    static func saturateAndTint(_ pixels: UnsafeMutableRawPointer, stride: Int, area: PixelRect, saturation: Double,
                                tint: Color?) {
        let m = saturationMatrix(saturation)
        let (m00, m01, m02) = (m[0][0], m[0][1], m[0][2]), (m10, m11, m12) = (m[1][0], m[1][1], m[1][2])
        let (m20, m21, m22) = (m[2][0], m[2][1], m[2][2])
        let saturates = saturation != 1
        let tintAlpha = tint.map { Int(($0.alpha * 255).rounded()) } ?? 0
        let tints = tintAlpha > 0
        let tintWords: (r: Int, g: Int, b: Int) = tint.map {
            (Int(($0.red * $0.alpha * 255).rounded()), Int(($0.green * $0.alpha * 255).rounded()),
             Int(($0.blue * $0.alpha * 255).rounded()))
        } ?? (0, 0, 0)
        let keep = 255 - tintAlpha
        guard saturates || tints else { return }
        // The last pixel worked and its result: a blurred area repeats pixels along its rows.
        var last: (word: UInt32, result: UInt32)?
        for y in area.y..<(area.y + area.height) {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in area.x..<(area.x + area.width) {
                let word = row[x]
                if let last, last.word == word {
                    row[x] = last.result
                    continue
                }
                var a = Int(word >> 24), r = Int((word >> 16) & 0xFF), g = Int((word >> 8) & 0xFF), b = Int(word & 0xFF)
                if saturates {
                    let (dr, dg, db) = (Double(r), Double(g), Double(b))
                    r = clamped(m00 * dr + m01 * dg + m02 * db, to: a)
                    g = clamped(m10 * dr + m11 * dg + m12 * db, to: a)
                    b = clamped(m20 * dr + m21 * dg + m22 * db, to: a)
                }
                if tints {
                    a = tintAlpha + (a * keep + 127) / 255
                    r = tintWords.r + (r * keep + 127) / 255
                    g = tintWords.g + (g * keep + 127) / 255
                    b = tintWords.b + (b * keep + 127) / 255
                }
                let result = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                row[x] = result
                last = (word, result)
            }
        }
    }

    /// `value` rounded half away from zero and kept within 0...`limit`. The value is finite and small (a weighted sum
    /// of bytes), so `Int(value + 0.5)`, which truncates towards zero, rounds every value it keeps.
    @inline(__always) private static func clamped(_ value: Double, to limit: Int) -> Int {
        value <= 0 ? 0 : min(Int(value + 0.5), limit)
    }
}
