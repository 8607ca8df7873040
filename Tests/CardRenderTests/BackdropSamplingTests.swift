import CardGeometry
import CCairo
import Testing
@testable import CardRender

/// The backdrop's pixel routines written for speed: the sample copied with its edge pixels repeated
/// (``EdgePaddedCopy``) equals Cairo's `CAIRO_EXTEND_PAD`, and the four channels worked at once (``PixelLanes``)
/// give the bytes of the channel-by-channel formulas.
@Suite struct BackdropSamplingTests {
    /// Packs bytes (alpha, red, green, blue) into an ARGB32 word.
    static func word(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { a << 24 | r << 16 | g << 8 | b }

    /// A 5 x 4 image of distinct premultiplied pixels (some translucent), rows packed.
    static let image: [UInt32] = (0..<20).map { index in
        let i = UInt32(index)
        let alpha: UInt32 = index % 3 == 0 ? 128 : 255
        return word(alpha, min(alpha, 7 * i), min(alpha, 3 * i + 1), min(alpha, 100 - 2 * i))
    }

    /// `region` of ``image`` by ``EdgePaddedCopy``, rows packed.
    static func copied(_ region: PixelRect) -> [UInt32] {
        var target = [UInt32](repeating: 0xDEAD_BEEF, count: region.width * region.height)
        image.withUnsafeBytes { source in
            target.withUnsafeMutableBytes { target in
                EdgePaddedCopy.copy(region, of: source.baseAddress!, width: 5, height: 4, sourceStride: 20,
                                    into: target.baseAddress!, targetStride: region.width * 4)
            }
        }
        return target
    }

    /// `region` of ``image`` as the renderer sampled it before: painted by Cairo with the SOURCE operator and
    /// `CAIRO_EXTEND_PAD` at the region's offset, rows packed.
    static func paddedByCairo(_ region: PixelRect) -> [UInt32] {
        var pixels = image
        return pixels.withUnsafeMutableBytes { bytes -> [UInt32] in
            let source = cairo_image_surface_create_for_data(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, 5, 4, 20)
            let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height))
            defer { cairo_surface_destroy(source); cairo_surface_destroy(target) }
            let cairo = cairo_create(target)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cairo, source, Double(-region.x), Double(-region.y))
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_paint(cairo)
            cairo_destroy(cairo)
            cairo_surface_flush(target)
            let stride = Int(cairo_image_surface_get_stride(target))
            let data = UnsafeRawPointer(cairo_image_surface_get_data(target)!)
            return (0..<region.height).flatMap { y in
                (0..<region.width).map { x in data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
            }
        }
    }

    /// A region reaching 2 columns left, 1 row above, 1 column right and 2 rows below the 5 x 4 image: its corners
    /// repeat the image's corner pixels, its edges the edge rows and columns.
    @Test func theCopyRepeatsTheEdgePixels() {
        let copy = Self.copied(PixelRect(x: -2, y: -1, width: 8, height: 7))
        let image = Self.image
        // Row 0 (above) and row 1 repeat image row 0; rows 5 and 6 (below) repeat image row 3.
        let row0: [UInt32] = [image[0], image[0], image[0], image[1], image[2], image[3], image[4], image[4]]
        let row3: [UInt32] = [image[15], image[15], image[15], image[16], image[17], image[18], image[19], image[19]]
        #expect(Array(copy[0..<8]) == row0)
        #expect(Array(copy[8..<16]) == row0)
        #expect(Array(copy[16..<24]) == [image[5], image[5], image[5], image[6], image[7], image[8], image[9], image[9]])
        #expect(Array(copy[40..<48]) == row3)
        #expect(Array(copy[48..<56]) == row3)
        #expect(image[0] == Self.word(128, 0, 1, 100) && image[19] == Self.word(255, 133, 58, 62))
    }

    /// Regions inside, across each edge, around the whole image and wholly beside it on every side: the copy equals
    /// Cairo's padded paint, byte for byte.
    @Test func theCopyEqualsCairosPadExtend() {
        let regions = [PixelRect(x: 1, y: 1, width: 3, height: 2), PixelRect(x: -3, y: 2, width: 5, height: 4),
                       PixelRect(x: 3, y: -2, width: 6, height: 3), PixelRect(x: -4, y: -3, width: 13, height: 11),
                       PixelRect(x: -9, y: 1, width: 4, height: 2), PixelRect(x: 7, y: 0, width: 3, height: 5),
                       PixelRect(x: 0, y: -6, width: 5, height: 2), PixelRect(x: 2, y: 9, width: 2, height: 3),
                       PixelRect(x: 9, y: 9, width: 2, height: 2), PixelRect(x: 4, y: 3, width: 1, height: 1)]
        for region in regions {
            #expect(Self.copied(region) == Self.paddedByCairo(region), "\(region)")
        }
    }

    /// Spreading a pixel into lanes and packing it back is the identity; the rounded quotient of each lane is
    /// `(sum + n / 2) / n`, for a power of two (a shift) and for any other count.
    @Test func lanesDivideEachChannelExactly() {
        let pixel = Self.word(200, 17, 255, 0)
        #expect(PixelLanes.spread(pixel) == 0x00C8_00FF_0011_0000)
        #expect(PixelLanes.pack(PixelLanes.spread(pixel)) == pixel)
        // Lanes (blue, red, green, alpha) = (0, 1000, 4079, 33).
        let sums: UInt64 = 33 << 48 | 4079 << 32 | 1000 << 16 | 0
        // By 16: (0 + 8) / 16 = 0, 1008 / 16 = 63, 4087 / 16 = 255, 41 / 16 = 2.
        #expect(PixelLanes.roundedQuotient(sums, by: 16) == 2 << 48 | 255 << 32 | 63 << 16 | 0)
        // Lanes (5, 1000, 1500, 33) by 6: 8 / 6 = 1, 1003 / 6 = 167, 1503 / 6 = 250, 36 / 6 = 6.
        let six: UInt64 = 33 << 48 | 1500 << 32 | 1000 << 16 | 5
        #expect(PixelLanes.roundedQuotient(six, by: 6) == 6 << 48 | 250 << 32 | 167 << 16 | 1)
    }

    /// A pseudo-random image of `width` x `height` premultiplied pixels.
    static func noise(width: Int, height: Int, seed: UInt32) -> [UInt32] {
        var state = seed
        return (0..<(width * height)).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            let alpha = (state >> 24) | 0x0F
            return word(alpha, (state >> 16 & 0xFF) % (alpha + 1), (state >> 8 & 0xFF) % (alpha + 1), (state & 0xFF) % (alpha + 1))
        }
    }

    /// Downsampling a 13 x 11 image (edge blocks narrower and shorter) by 2 and 4 gives each channel the rounded
    /// mean of its block, computed here channel by channel.
    @Test func downsampleEqualsTheMeanOfEachChannel() {
        let (width, height) = (13, 11)
        let image = Self.noise(width: width, height: height, seed: 7)
        for factor in [2, 4] {
            let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
            let small = image.withUnsafeBufferPointer { pixels in
                ReducedBlur.reduced(width: width, height: height, factor: factor) { pixels.baseAddress! + $0 * width }
            }
            var expected: [UInt32] = []
            for blockY in 0..<smallHeight {
                for blockX in 0..<smallWidth {
                    var word: UInt32 = 0
                    for shift: UInt32 in [0, 8, 16, 24] {
                        var sum: UInt32 = 0, count: UInt32 = 0
                        for y in (blockY * factor)..<min(blockY * factor + factor, height) {
                            for x in (blockX * factor)..<min(blockX * factor + factor, width) {
                                sum += image[y * width + x] >> shift & 0xFF
                                count += 1
                            }
                        }
                        word |= ((sum + count / 2) / count) << shift
                    }
                    expected.append(word)
                }
            }
            #expect(small == expected, "factor \(factor)")
        }
    }

    /// Upsampling a 5 x 4 small image by 2 and 4 into an area of a larger image gives each channel the four-tap
    /// bilinear sum of ``ReducedBlur/taps(_:factor:count:)`` rounded once, computed here channel by channel; the
    /// pixels outside the area are left alone.
    @Test func upsampleEqualsTheFourTapSumOfEachChannel() {
        let (width, height) = (5, 4)
        let small = Self.noise(width: width, height: height, seed: 11)
        for factor in [2, 4] {
            let (fullWidth, fullHeight) = (width * factor + 1, height * factor)
            let area = PixelRect(x: 1, y: 2, width: fullWidth - 3, height: fullHeight - 3)
            var target = [UInt32](repeating: 0x0102_0304, count: fullWidth * fullHeight)
            target.withUnsafeMutableBytes { bytes in
                small.withUnsafeBufferPointer {
                    ReducedBlur.upsample($0.baseAddress!, width: width, height: height, factor: factor,
                                         into: bytes.baseAddress! + area.y * fullWidth * 4 + area.x * 4, stride: fullWidth * 4, area: area)
                }
            }
            let span = UInt32(2 * factor)
            var mismatches = 0
            for y in 0..<fullHeight {
                for x in 0..<fullWidth {
                    var expected: UInt32 = 0x0102_0304
                    if (area.x..<(area.x + area.width)).contains(x) && (area.y..<(area.y + area.height)).contains(y) {
                        let column = ReducedBlur.taps(x, factor: factor, count: width), row = ReducedBlur.taps(y, factor: factor, count: height)
                        let wx = [span - UInt32(column.secondWeight), UInt32(column.secondWeight)]
                        let wy = [span - UInt32(row.secondWeight), UInt32(row.secondWeight)]
                        let xs = [column.first, column.second], ys = [row.first, row.second]
                        expected = 0
                        for shift: UInt32 in [0, 8, 16, 24] {
                            var sum: UInt32 = 0
                            for i in 0..<2 { for j in 0..<2 { sum += wy[i] * wx[j] * (small[ys[i] * width + xs[j]] >> shift & 0xFF) } }
                            expected |= ((sum + span * span / 2) / (span * span)) << shift
                        }
                    }
                    if target[y * fullWidth + x] != expected { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "factor \(factor)")
        }
    }

    /// Saturation and tint reuse the last pixel's result for a repeated pixel, and work each new one: grey by
    /// saturation 0 (54 for red, 182 for green), under a white tint at 20 % (51 + (x · 204 + 127) / 255).
    @Test func saturationAndTintOfRepeatedPixels() {
        let red = Self.word(255, 255, 0, 0), green = Self.word(255, 0, 255, 0)
        var row = [red, red, green, red]
        row.withUnsafeMutableBytes { bytes in
            BackdropEffect.saturateAndTint(bytes.baseAddress!, stride: 16, area: PixelRect(x: 0, y: 0, width: 4, height: 1),
                                           saturation: 0, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.2))
        }
        // 54 · 204 = 11016, (11016 + 127) / 255 = 43 -> 94; 182 · 204 = 37128 (37128 + 127) / 255 = 146 -> 197; alpha 255.
        let grey = Self.word(255, 94, 94, 94), light = Self.word(255, 197, 197, 197)
        #expect(row == [grey, grey, light, grey])
    }
}
