import CardGeometry
import CCairo
import Foundation
import Testing
@testable import CardRender

/// A layer turned in 3D drawn through an exact projective mapping (docs/3d.md).
@Suite struct ProjectiveDrawingTests {
    /// An ARGB32 surface holding `words` (premultiplied, row by row).
    private static func surface(width: Int, height: Int, words: [UInt32]) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let stride = Int(cairo_image_surface_get_stride(surface)), data = cairo_image_surface_get_data(surface)!
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = words[y * width + x] }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private static func words(of surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)), data = cairo_image_surface_get_data(surface)!
        var words: [UInt32] = []
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { words.append(row[x]) }
        }
        return words
    }

    private static func clear(width: Int, height: Int) -> OpaquePointer {
        surface(width: width, height: height, words: [UInt32](repeating: 0, count: width * height))
    }

    /// The words of a `width` × `height` target holding `under` (clear when nil) after `source` (an image of
    /// `sourceWidth` × `sourceHeight` words) is drawn onto `corners` at `opacity`.
    private static func drawn(_ source: [UInt32], sourceWidth: Int, sourceHeight: Int, width: Int, height: Int,
                              corners: [Point], under: [UInt32]? = nil, opacity: Double = 1) throws -> [UInt32] {
        let image = surface(width: sourceWidth, height: sourceHeight, words: source)
        defer { cairo_surface_destroy(image) }
        let target = surface(width: width, height: height, words: under ?? [UInt32](repeating: 0, count: width * height))
        defer { cairo_surface_destroy(target) }
        try ProjectiveDrawing.draw(image, onto: target, corners: corners, opacity: opacity)
        return words(of: target)
    }

    /// A premultiplied pattern with every alpha from opaque to clear: word (a, r ≤ a, g ≤ a, b ≤ a).
    private static func pattern(width: Int, height: Int) -> [UInt32] {
        (0..<width * height).map { index in
            let a = UInt32((index * 37 + 11) % 256), r = a * UInt32(index % 7) / 6, g = a * UInt32(index % 5) / 4
            return a << 24 | r << 16 | g << 8 | a / 2
        }
    }

    /// The image's own rectangle, and the same moved by whole pixels, copies every premultiplied word exactly.
    @Test func theIdentityRectangleCopiesTheImage() throws {
        let words = Self.pattern(width: 7, height: 5)
        #expect(try Self.drawn(words, sourceWidth: 7, sourceHeight: 5, width: 7, height: 5,
                               corners: [Point(x: 0, y: 0), Point(x: 7, y: 0), Point(x: 7, y: 5), Point(x: 0, y: 5)]) == words)
        let result = try Self.drawn(words, sourceWidth: 7, sourceHeight: 5, width: 10, height: 9,
                                    corners: [Point(x: 2, y: 3), Point(x: 9, y: 3), Point(x: 9, y: 8), Point(x: 2, y: 8)])
        for y in 0..<9 {
            for x in 0..<10 {
                let inside = (2..<9).contains(x) && (3..<8).contains(y)
                #expect(result[y * 10 + x] == (inside ? words[(y - 3) * 7 + x - 2] : 0), "pixel (\(x), \(y))")
            }
        }
    }

    /// An RGBAImage source is premultiplied as an image file is: opaque pixels come out as they went in.
    @Test func anOpaqueImageComesOutAsItWentIn() throws {
        var image = RGBAImage(width: 3, height: 2, red: 10, green: 200, blue: 30, alpha: 255)
        image.pixels[4..<8] = [250, 1, 2, 255]
        let target = Self.clear(width: 3, height: 2)
        defer { cairo_surface_destroy(target) }
        try ProjectiveDrawing.draw(image, onto: target, corners: [Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 3, y: 2), Point(x: 0, y: 2)])
        #expect(SceneRenderer.unpremultipliedPixels(of: target, width: 3, height: 2) == image)
    }

    /// A 21 × 21 image, grey but for its centre pixel (red) and 2 × 2 blocks at its corners (green, blue, yellow,
    /// magenta), onto the trapezoid (0, 0.5), (100, 20.5), (100, 80.5), (0, 100.5). The image's centre (10.5, 10.5),
    /// the red pixel's centre, goes where the diagonals cross, y = 0.5 + 0.8x and y = 100.5 − 0.8x: (62.5, 50.5), the
    /// centre of target pixel (62, 50), which is red. Pixels just inside each corner show that corner's block (their
    /// bilinear samples fall within the 2 × 2 block), and pixels past the quad are untouched.
    @Test func knownPixelsLandInKnownPlaces() throws {
        let grey: UInt32 = 0xFF80_8080, red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF
        let yellow: UInt32 = 0xFFFF_FF00, magenta: UInt32 = 0xFFFF_00FF
        var words = [UInt32](repeating: grey, count: 21 * 21)
        words[10 * 21 + 10] = red
        for (colour, left, top) in [(green, 0, 0), (blue, 19, 0), (yellow, 19, 19), (magenta, 0, 19)] {
            for y in top..<top + 2 { for x in left..<left + 2 { words[y * 21 + x] = colour } }
        }
        let result = try Self.drawn(words, sourceWidth: 21, sourceHeight: 21, width: 104, height: 104,
                                    corners: [Point(x: 0, y: 0.5), Point(x: 100, y: 20.5), Point(x: 100, y: 80.5), Point(x: 0, y: 100.5)])
        func at(_ x: Int, _ y: Int) -> UInt32 { result[y * 104 + x] }
        #expect(at(62, 50) == red)
        #expect(at(0, 1) == green && at(99, 21) == blue && at(99, 79) == yellow && at(0, 99) == magenta)
        #expect(at(101, 50) == 0 && at(50, 2) == 0 && at(50, 103) == 0)
    }

    /// Coverage at the edges is the exact area inside. A white 4 × 4 image on (1.25, 1)…(5.25, 5): pixel column 1 is
    /// 3/4 covered (alpha 255 × 0.75 = 191.25 → 191), column 5 a quarter (63.75 → 64), column 3 wholly (255).
    /// On the diamond (10.5, 5), (15.5, 10), (10.5, 15), (5.5, 10), the edge y = x − 5.5 cuts pixel (12, 6) leaving a
    /// triangle of legs 1/2 inside (area 1/8: 31.875 → 32), and pixel (11, 6) less such a triangle (7/8: 223.125 → 223).
    @Test func edgesAreCoveredByTheirExactArea() throws {
        let white = [UInt32](repeating: 0xFFFF_FFFF, count: 16)
        var result = try Self.drawn(white, sourceWidth: 4, sourceHeight: 4, width: 20, height: 20,
                                    corners: [Point(x: 1.25, y: 1), Point(x: 5.25, y: 1), Point(x: 5.25, y: 5), Point(x: 1.25, y: 5)])
        func grey(_ level: UInt32) -> UInt32 { level << 24 | level << 16 | level << 8 | level }
        #expect(result[2 * 20 + 1] == grey(191) && result[2 * 20 + 5] == grey(64) && result[2 * 20 + 3] == grey(255))
        #expect(result[2 * 20 + 0] == 0 && result[2 * 20 + 6] == 0)

        result = try Self.drawn(white, sourceWidth: 4, sourceHeight: 4, width: 20, height: 20,
                                corners: [Point(x: 10.5, y: 5), Point(x: 15.5, y: 10), Point(x: 10.5, y: 15), Point(x: 5.5, y: 10)])
        #expect(result[6 * 20 + 12] == grey(32) && result[6 * 20 + 11] == grey(223) && result[10 * 20 + 10] == grey(255))
        #expect(result[5 * 20 + 13] == 0)
    }

    /// Drawn OVER what is there, in premultiplied alpha: a half-covered white pixel over opaque black is grey, opaque.
    @Test func itDrawsOverWhatIsThere() throws {
        let result = try Self.drawn([UInt32](repeating: 0xFFFF_FFFF, count: 4), sourceWidth: 2, sourceHeight: 2, width: 4, height: 1,
                                    corners: [Point(x: 0, y: 0), Point(x: 2.5, y: 0), Point(x: 2.5, y: 1), Point(x: 0, y: 1)],
                                    under: [UInt32](repeating: 0xFF00_0000, count: 4), opacity: 0.5)
        // Opacity 0.5 × coverage 1: 127.5 → 128 white over black: 128 + 0 = 128, alpha 128 + 255 × 127/255 = 255.
        // Coverage 0.5 too: 63.75 → 64 → 64.
        #expect(result == [0xFF80_8080, 0xFF80_8080, 0xFF40_4040, 0xFF00_0000])
    }

    /// A quad of no area (a layer edge-on) draws nothing; a crossed quad (no rectangle's image) is refused.
    @Test func edgeOnDrawsNothingAndCrossedQuadsAreRefused() throws {
        let white = [UInt32](repeating: 0xFFFF_FFFF, count: 4)
        #expect(try Self.drawn(white, sourceWidth: 2, sourceHeight: 2, width: 4, height: 4,
                               corners: [Point(x: 2, y: 0), Point(x: 2, y: 1), Point(x: 2, y: 3), Point(x: 2, y: 4)])
            == [UInt32](repeating: 0, count: 16))
        #expect(throws: RenderError.self) {
            try Self.drawn(white, sourceWidth: 2, sourceHeight: 2, width: 4, height: 4,
                           corners: [Point(x: 0, y: 0), Point(x: 4, y: 4), Point(x: 4, y: 0), Point(x: 0, y: 3)])
        }
    }

    /// A node's off-screen raster (here 2 pixels a point, reaching a point past its 4 × 3 point layer on every side,
    /// as a shadow's does) drawn through an unturned projection at position (5, 4.5) at 2 pixels a point: the layer
    /// covers target pixels 6..<14 by 6..<12 exactly, and the raster's clear margin leaves the rest clear. Turned so
    /// that the margin, not the layer, passes behind the eye, it is refused.
    @Test func aRasterIsDrawnThroughItsLayersProjection() throws {
        let raster = try #require(try OffscreenRaster.draw(CAIRO_FORMAT_ARGB32, region: Rect(x: -1, y: -1, width: 6, height: 5),
                                                           scale: 2, what: "a test card") { cairo in
            cairo_set_source_rgba(cairo, 0, 0.5, 1, 1)
            cairo_rectangle(cairo, 0, 0, 4, 3)
            cairo_fill(cairo)
        })
        defer { cairo_surface_destroy(raster.surface) }
        let target = Self.clear(width: 20, height: 16)
        defer { cairo_surface_destroy(target) }
        let flat = try LayerProjection(size: Size(width: 4, height: 3), position: Point(x: 5, y: 4.5),
                                       rotationX: 0, rotationY: 0, rotationZ: 0, eyeDistance: 500)
        try ProjectiveDrawing.draw(raster, through: flat, onto: target, targetScale: 2)
        let result = Self.words(of: target)
        let blue: UInt32 = 0xFF00_80FF
        for y in 0..<16 {
            for x in 0..<20 {
                let inside = (6..<14).contains(x) && (6..<12).contains(y)
                #expect(result[y * 20 + x] == (inside ? blue : 0), "pixel (\(x), \(y))")
            }
        }
        // The layer's near edge is 2·sin 60° = 1.73 points toward the eye, short of 1.8; the margin's is 2.6 past it.
        let turned = try LayerProjection(size: Size(width: 4, height: 3), position: Point(x: 5, y: 4.5),
                                         rotationX: 0, rotationY: 60, rotationZ: 0, eyeDistance: 1.8)
        #expect(throws: RenderError.self) { try ProjectiveDrawing.draw(raster, through: turned, onto: target, targetScale: 2) }
    }

    /// A 200 × 300 card turned 60° about y under perspective 500, compared with a reference computed here another
    /// way: each pixel centre inverse-mapped by solving the plane's 2 × 2 system (Cramer), sampled bilinearly, and
    /// weighted by the area of the quad clipped to the pixel (the quad clipped by the pixel's four sides, where the
    /// drawing clips the pixel by the quad's). Within 1/255 per premultiplied channel everywhere.
    @Test func sixtyDegreesMatchesAnIndependentReference() throws {
        let width = 200, height = 300, targetWidth = 260, targetHeight = 400
        let words = (0..<width * height).map { index -> UInt32 in
            let x = index % width, y = index / width
            let a = UInt32(255 - (x + y) % 97), r = a * UInt32((x * 5) % 256) / 255, g = a * UInt32((y * 3) % 256) / 255
            return a << 24 | r << 16 | g << 8 | a * UInt32((x ^ y) & 255) / 255
        }
        let projection = try LayerProjection(size: Size(width: 200, height: 300), position: Point(x: 130, y: 200),
                                             rotationX: 0, rotationY: 60, rotationZ: 0, eyeDistance: 500)
        let drawn = try Self.drawn(words, sourceWidth: width, sourceHeight: height, width: targetWidth, height: targetHeight,
                                   corners: projection.corners)
        let m = projection.transform, quad = projection.corners
        var worst = 0, covered = 0
        for y in 0..<targetHeight {
            for x in 0..<targetWidth {
                let coverage = Self.area(of: quad, clippedTo: Double(x), Double(y))
                var expected: UInt32 = 0
                if coverage > 0 {
                    covered += 1
                    // X = a·u + b·v + c, Y = d·u + e·v + f, W = g·u + h·v + i; X − px·W = 0 and Y − py·W = 0.
                    let px = Double(x) + 0.5, py = Double(y) + 0.5
                    let a11 = m.m11 - px * m.m14, a12 = m.m21 - px * m.m24, b1 = px * m.m44 - m.m41
                    let a21 = m.m12 - py * m.m14, a22 = m.m22 - py * m.m24, b2 = py * m.m44 - m.m42
                    let det = a11 * a22 - a12 * a21
                    let u = (b1 * a22 - a12 * b2) / det, v = (a11 * b2 - b1 * a21) / det
                    expected = Self.bilinear(words, width: width, height: height, u: u, v: v, weight: coverage)
                }
                let got = drawn[y * targetWidth + x]
                for shift in stride(from: 0, to: 32, by: 8) {
                    worst = max(worst, abs(Int((got >> UInt32(shift)) & 0xFF) - Int((expected >> UInt32(shift)) & 0xFF)))
                }
            }
        }
        #expect(covered > 30_000)
        #expect(worst <= 1)
    }

    private static func bilinear(_ words: [UInt32], width: Int, height: Int, u: Double, v: Double, weight: Double) -> UInt32 {
        let su = min(max(u - 0.5, 0), Double(width - 1)), sv = min(max(v - 0.5, 0), Double(height - 1))
        let x0 = Int(su.rounded(.down)), y0 = Int(sv.rounded(.down))
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let tx = su - Double(x0), ty = sv - Double(y0)
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            func channel(_ x: Int, _ y: Int) -> Double { Double((words[y * width + x] >> shift) & 0xFF) }
            let value = (channel(x0, y0) * (1 - tx) + channel(x1, y0) * tx) * (1 - ty)
                + (channel(x0, y1) * (1 - tx) + channel(x1, y1) * tx) * ty
            result |= UInt32(min(255, (value * weight).rounded())) << shift
        }
        return result
    }

    /// The area of the convex polygon `quad` inside the pixel [x, x + 1] × [y, y + 1].
    private static func area(of quad: [Point], clippedTo x: Double, _ y: Double) -> Double {
        var polygon = quad
        // Each side of the pixel as "keep where value >= 0".
        let sides: [(Point) -> Double] = [{ $0.x - x }, { x + 1 - $0.x }, { $0.y - y }, { y + 1 - $0.y }]
        for side in sides {
            var kept: [Point] = []
            for (index, p) in polygon.enumerated() {
                let q = polygon[(index + 1) % polygon.count], dp = side(p), dq = side(q)
                if dp >= 0 { kept.append(p) }
                if (dp >= 0) != (dq >= 0) { kept.append(p + (q - p) * (dp / (dp - dq))) }
            }
            polygon = kept
            if polygon.isEmpty { return 0 }
        }
        let twice = (0..<polygon.count).reduce(0.0) { sum, index in
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            return sum + a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }
}
