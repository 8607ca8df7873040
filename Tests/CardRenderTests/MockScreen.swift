@testable import CardRender

/// A 750 x 1334 mock app screen in exactly 27 flat colours: status and navigation bars, a search field, a
/// segmented control, a dark banner, a settings-style list (coloured icons, "text" in a made-up dot alphabet,
/// chevrons, switches, badges) and a tab bar. Every edge is on a pixel, so there is no anti-aliasing. Flat, repetitive
/// images like this one are where zlib at level 9 with adaptive filters is slowest (docs/png-settings.md); the PNG files
/// `Benchmarks/mock-screen.png` and `Benchmarks/mock-screen-changed.png` that `scripts/bench` times are
/// ``image(changed:)`` written out (checked by `PNGWriteTests`).
enum MockScreen {
    static let width = 750, height = 1334

    /// The 27 colours, as RGB.
    enum Colour {
        static let background: [UInt8] = [0xF2, 0xF2, 0xF7], white: [UInt8] = [0xFF, 0xFF, 0xFF]
        static let hairline: [UInt8] = [0xC6, 0xC6, 0xC8], label: [UInt8] = [0x00, 0x00, 0x00]
        static let secondary: [UInt8] = [0x8E, 0x8E, 0x93], chevron: [UInt8] = [0xC7, 0xC7, 0xCC]
        static let tint: [UInt8] = [0x00, 0x7A, 0xFF], red: [UInt8] = [0xFF, 0x3B, 0x30]
        static let orange: [UInt8] = [0xFF, 0x95, 0x00], yellow: [UInt8] = [0xFF, 0xCC, 0x00]
        static let green: [UInt8] = [0x34, 0xC7, 0x59], teal: [UInt8] = [0x5A, 0xC8, 0xFA]
        static let indigo: [UInt8] = [0x58, 0x56, 0xD6], purple: [UInt8] = [0xAF, 0x52, 0xDE]
        static let pink: [UInt8] = [0xFF, 0x2D, 0x55], brown: [UInt8] = [0xA2, 0x84, 0x5E]
        static let glyph: [UInt8] = [0x3A, 0x3A, 0x3C], searchFill: [UInt8] = [0xE3, 0xE3, 0xE8]
        static let searchGlyph: [UInt8] = [0x6E, 0x6E, 0x73], switchOff: [UInt8] = [0xE9, 0xE9, 0xEA]
        static let knobEdge: [UInt8] = [0xD1, 0xD1, 0xD6], banner: [UInt8] = [0x1C, 0x1C, 0x1E]
        static let accent: [UInt8] = [0xFF, 0xD6, 0x0A], tabBar: [UInt8] = [0xF9, 0xF9, 0xF9]
        static let tabIdle: [UInt8] = [0x99, 0x99, 0x99], segments: [UInt8] = [0xE5, 0xE5, 0xEA]
        static let body: [UInt8] = [0x63, 0x63, 0x66]
        static let icons = [red, orange, yellow, green, teal, tint, indigo]
    }

    /// A canvas that fills rectangles and writes "text", with a deterministic generator of word lengths and letters.
    private struct Canvas {
        var pixels = [UInt8](repeating: 255, count: MockScreen.width * MockScreen.height * 4)
        var seed: UInt32 = 19

        mutating func fill(_ x: Int, _ y: Int, _ width: Int, _ height: Int, _ colour: [UInt8]) {
            for row in max(0, y)..<min(MockScreen.height, y + height) {
                for column in max(0, x)..<min(MockScreen.width, x + width) {
                    let index = (row * MockScreen.width + column) * 4
                    pixels[index] = colour[0]
                    pixels[index + 1] = colour[1]
                    pixels[index + 2] = colour[2]
                }
            }
        }

        /// A number from 0 to `bound - 1` (a linear congruential generator).
        mutating func next(_ bound: Int) -> Int {
            seed = seed &* 1_103_515_245 &+ 12_345
            return Int(seed >> 16) % bound
        }

        /// A line of "text" from `x` to at most `x + width`, `height` pixels high: words of 2 to 9 letters one
        /// letter apart, each letter one of ``glyphs`` drawn with `height / 9` pixels per dot.
        mutating func text(_ x: Int, _ y: Int, _ width: Int, _ height: Int, _ colour: [UInt8]) {
            let dot = max(1, height / 9)
            var left = x
            while true {
                let letters = 2 + next(8)
                if left + letters * 6 * dot > x + width { break }
                for _ in 0..<letters {
                    let glyph = MockScreen.glyphs[next(MockScreen.glyphs.count)]
                    for row in 0..<7 {
                        for column in 0..<5 where glyph[row] & (1 << column) != 0 {
                            fill(left + column * dot, y + row * dot, dot, dot, colour)
                        }
                    }
                    left += 6 * dot
                }
                left += 6 * dot
            }
        }
    }

    /// 26 letters of 5 x 7 dots, a row of five bits per byte, the same on every run.
    static let glyphs: [[UInt8]] = {
        var seed: UInt32 = 27
        return (0..<26).map { _ in
            (0..<7).map { _ in
                seed = seed &* 1_103_515_245 &+ 12_345
                return UInt8(truncatingIfNeeded: seed >> 16) & 0x1F
            }
        }
    }()

    /// The screen; `changed` turns the third row's switch on and the fifth row's off, and removes the first row's
    /// badge (an ordinary pair for `compare`).
    static func image(changed: Bool = false) -> RGBAImage {
        var canvas = Canvas()
        typealias C = Colour
        canvas.fill(0, 0, width, height, C.background)
        // Status bar and navigation bar with a large title.
        canvas.fill(0, 0, width, 176, C.white)
        canvas.fill(40, 14, 64, 20, C.label)
        canvas.fill(640, 16, 60, 18, C.glyph)
        canvas.fill(700, 21, 6, 8, C.glyph)
        canvas.fill(32, 56, 90, 30, C.tint)
        canvas.fill(648, 56, 70, 30, C.tint)
        canvas.text(32, 104, 320, 52, C.label)
        canvas.fill(0, 176, width, 2, C.hairline)
        // Search field and segmented control.
        canvas.fill(32, 196, 686, 72, C.searchFill)
        canvas.fill(52, 218, 28, 28, C.searchGlyph)
        canvas.text(96, 222, 240, 24, C.secondary)
        canvas.fill(32, 288, 686, 60, C.segments)
        canvas.fill(36, 292, 226, 52, C.white)
        canvas.text(100, 308, 120, 20, C.label)
        canvas.text(320, 308, 120, 20, C.body)
        canvas.text(548, 308, 120, 20, C.body)
        // A dark banner.
        canvas.fill(32, 372, 686, 200, C.banner)
        canvas.fill(64, 404, 120, 120, C.accent)
        canvas.text(216, 412, 460, 32, C.white)
        canvas.text(216, 460, 420, 22, C.secondary)
        canvas.fill(216, 500, 160, 44, C.accent)
        for (index, tag) in [C.purple, C.pink, C.brown].enumerated() { canvas.fill(400 + index * 96, 508, 84, 28, tag) }
        // The list: rows of 88 pixels between hairlines.
        for row in 0..<7 {
            let top = 600 + row * 88
            canvas.fill(0, top, width, 88, C.white)
            canvas.fill(32, top + 15, 58, 58, C.icons[row % C.icons.count])
            canvas.fill(47, top + 30, 28, 28, row % 2 == 0 ? C.white : C.glyph)
            canvas.text(112, top + 18, 300, 26, C.label)
            canvas.text(112, top + 52, 260, 18, C.secondary)
            if row == 0 && !changed {
                canvas.fill(560, top + 26, 60, 36, C.red)
                canvas.fill(582, top + 34, 16, 20, C.white)
            }
            if row == 2 || row == 4 {
                let on = (row == 4) != changed
                canvas.fill(606, top + 22, 102, 44, on ? C.green : C.switchOff)
                canvas.fill(on ? 660 : 608, top + 24, 46, 40, C.knobEdge)
                canvas.fill(on ? 662 : 610, top + 26, 42, 36, C.white)
            } else {
                canvas.fill(690, top + 32, 12, 24, C.chevron)
            }
            if row < 6 { canvas.fill(112, top + 87, width - 112, 1, C.hairline) }
        }
        canvas.text(32, 1232, 600, 18, C.secondary)
        // Tab bar.
        canvas.fill(0, 1266, width, 68, C.tabBar)
        canvas.fill(0, 1266, width, 1, C.hairline)
        for tab in 0..<5 {
            canvas.fill(59 + tab * 150, 1278, 32, 32, tab == 0 ? C.tint : C.tabIdle)
            canvas.fill(51 + tab * 150, 1316, 48, 10, tab == 0 ? C.tint : C.tabIdle)
        }
        return RGBAImage(width: width, height: height, pixels: canvas.pixels)
    }
}
