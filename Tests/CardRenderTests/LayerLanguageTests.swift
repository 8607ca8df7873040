import CardGeometry
import CardMotion
import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// The layer language of scripts (`cell`, `screen.layers`, `overlay`), drawn: every property with exact pixels or
/// geometry, on a 100 x 100 point screen at scale 1 (one pixel per point, so a layer at whole points fills whole
/// pixels with its exact colour).
@Suite struct LayerLanguageTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"

    /// Frame 0 of a script whose screen holds `layers` (YAML list items, indented by four spaces).
    func screen(_ layers: String, size: String = "[100, 100]", extra: String = "") throws -> RGBAImage {
        try render("""
        \(extra)
        screen:
          size: \(size)
          scale: 1
          background: white
          layers:
        \(layers)
        widget: {kind: sortGrid, titles: [a], frame: [0, 500, 100, 0]}
        """)
    }

    func render(_ yaml: String, folder: String = "/tmp", at time: Double = 0) throws -> RGBAImage {
        // The fonts come from Debian's package, outside the scripts' folder.
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: folder, fonts: FontFamilies.declared(byFontAt:),
                                              access: AssetAccess(allowsOutsidePaths: true))
        let playback = try PlaybackPlan(script).makePlayback()
        return try SceneRenderer().render(playback.scene(at: time))
    }

    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Columns `0..<width` of row `y` that are not white.
    func inkColumns(_ image: RGBAImage, rows: Range<Int>) -> [Int] {
        (0..<image.width).filter { x in rows.contains { y in rgb(image, x, y) != [255, 255, 255] } }
    }

    // MARK: Frame, background, opacity, corners, border, masks

    /// `frame` numbers may be expressions over the parent's size: `[width / 4, (height - 20) / 2, width / 2, 20]` in
    /// a 100-point screen is the rectangle (25, 40, 50, 20).
    @Test func frameExpressionsUseTheParentsSize() throws {
        let image = try screen("    - {frame: [width / 4, (height - 20) / 2, width / 2, 20], backgroundColor: red}")
        #expect(rgb(image, 25, 40) == [255, 0, 0] && rgb(image, 74, 59) == [255, 0, 0])
        #expect(rgb(image, 24, 40) == [255, 255, 255] && rgb(image, 75, 59) == [255, 255, 255])
        #expect(rgb(image, 25, 39) == [255, 255, 255] && rgb(image, 25, 60) == [255, 255, 255])
    }

    /// A sublayer's frame is in its parent's coordinates, and its expressions read the parent's size.
    @Test func sublayersUseTheirParentsCoordinates() throws {
        let image = try screen("""
            - frame: [20, 20, 60, 40]
              layers:
                - {frame: [width - 10, height - 10, 10, 10], backgroundColor: "#00FF00"}
        """)
        #expect(rgb(image, 70, 50) == [0, 255, 0] && rgb(image, 79, 59) == [0, 255, 0])
        #expect(rgb(image, 69, 50) == [255, 255, 255] && rgb(image, 80, 59) == [255, 255, 255])
    }

    /// `opacity` composites the layer and its sublayers as one group: 50 % red over white is (255, 127, 127)
    /// everywhere (Cairo's 8-bit alpha for 0.5 is 128, leaving 255 · 127 / 255 of the white), where an opaque
    /// sublayer overlaps its parent too.
    @Test func opacityIsGroupOpacity() throws {
        let image = try screen("""
            - frame: [0, 0, 50, 50]
              backgroundColor: red
              opacity: 0.5
              layers:
                - {frame: [25, 25, 50, 50], backgroundColor: red}
        """)
        #expect(rgb(image, 10, 10) == [255, 127, 127])
        #expect(rgb(image, 30, 30) == [255, 127, 127])
        #expect(rgb(image, 60, 60) == [255, 127, 127])
    }

    /// `cornerRadius` rounds the background: the corner pixel stays white, the middle of the edge is filled.
    @Test func cornerRadiusRoundsTheBackground() throws {
        let image = try screen("    - {frame: [10, 10, 80, 80], backgroundColor: blue, cornerRadius: 20}")
        #expect(rgb(image, 10, 10) == [255, 255, 255])
        #expect(rgb(image, 50, 10) == [0, 0, 255])
        #expect(rgb(image, 16, 16) == [0, 0, 255])   // inside the arc: 4√2 from the corner, 20 − 8.5 from the centre
    }

    /// `borderWidth` is drawn inside the bounds, over the background, in `borderColor`.
    @Test func borderIsInsideTheBounds() throws {
        let image = try screen("    - {frame: [10, 10, 80, 80], backgroundColor: white, borderWidth: 4, borderColor: black}")
        #expect(rgb(image, 10, 50) == [0, 0, 0] && rgb(image, 13, 50) == [0, 0, 0])
        #expect(rgb(image, 14, 50) == [255, 255, 255] && rgb(image, 9, 50) == [255, 255, 255])
    }

    /// `masksToBounds` clips the sublayers to the (rounded) bounds.
    @Test func masksToBoundsClipsSublayers() throws {
        let clipped = try screen("""
            - frame: [20, 20, 40, 40]
              masksToBounds: true
              layers:
                - {frame: [20, 20, 60, 60], backgroundColor: red}
        """)
        #expect(rgb(clipped, 59, 59) == [255, 0, 0] && rgb(clipped, 60, 60) == [255, 255, 255])
        let open = try screen("""
            - frame: [20, 20, 40, 40]
              layers:
                - {frame: [20, 20, 60, 60], backgroundColor: red}
        """)
        #expect(rgb(open, 79, 79) == [255, 0, 0])
    }

    // MARK: Shadow

    /// The shadow is the layer's alpha blurred by a Gaussian of standard deviation `radius` points: outside a long
    /// straight edge its darkness at distance d follows the normal CDF, Φ(−d/σ), within the 3 % that SVG's
    /// three-box approximation allows (8 levels of 255). It falls off monotonically, and `offset` moves it.
    @Test func shadowFalloffFollowsTheGaussian() throws {
        let image = try screen("""
            - {frame: [10, 30, 40, 40], backgroundColor: black, shadow: {opacity: 1, radius: 4, offset: [0, 0]}}
        """)
        func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
        var previous = 0
        for column in 50..<62 {
            let darkness = 255 - rgb(image, column, 50)[0]   // the right edge is at x = 50; row 50 is its middle
            let expected = 255 * phi(-(Double(column - 50) + 0.5) / 4)
            #expect(abs(Double(darkness) - expected) <= 8, "column \(column): \(darkness), Gaussian \(expected)")
            if column > 50 { #expect(darkness <= previous) }
            previous = darkness
        }
        let moved = try screen("""
            - {frame: [10, 30, 40, 40], backgroundColor: black, shadow: {opacity: 1, radius: 4, offset: [10, 0]}}
        """)
        #expect(rgb(moved, 60, 50) == rgb(image, 50, 50))
    }

    /// `shadow.opacity` scales it, `color` tints it; Core Animation's default opacity is 0 (no shadow).
    @Test func shadowOpacityAndColor() throws {
        let faint = try screen("    - {frame: [10, 10, 40, 80], backgroundColor: white, shadow: {color: red, opacity: 0.5, radius: 2, offset: [20, 0]}}")
        let far = faint.pixel(x: 55, y: 50)   // 15 points inside the shadow's shifted rectangle, far from its edges
        #expect(far.r == 255 && abs(Int(far.g) - 128) <= 1 && abs(Int(far.b) - 128) <= 1)
        let none = try screen("    - {frame: [10, 10, 40, 80], backgroundColor: white, shadow: {radius: 2, offset: [20, 0]}}")
        #expect(rgb(none, 55, 50) == [255, 255, 255])
    }

    /// `masksToBounds` on the same layer clips its own shadow away, as on iOS.
    @Test func masksToBoundsHidesTheLayersShadow() throws {
        let image = try screen("""
            - {frame: [10, 10, 40, 80], backgroundColor: black, masksToBounds: true, shadow: {opacity: 1, radius: 2, offset: [20, 0]}}
        """)
        #expect(rgb(image, 55, 50) == [255, 255, 255])
    }

    /// The shadow follows what the layer draws, not its bounds: a layer with no background casts only its
    /// sublayer's shadow.
    @Test func shadowFollowsTheRenderedAlpha() throws {
        let image = try screen("""
            - frame: [0, 0, 100, 100]
              shadow: {opacity: 1, radius: 1, offset: [0, 30]}
              layers:
                - {frame: [40, 10, 20, 20], backgroundColor: black}
        """)
        #expect(rgb(image, 50, 50)[0] < 20)        // under the square, 30 points down
        #expect(rgb(image, 10, 50) == [255, 255, 255])
    }

    // MARK: Gradient

    /// An axial gradient runs from `start` to `end` in unit coordinates: red to blue across 100 points is red at
    /// the left, blue at the right and the mean at the middle.
    @Test func axialGradientInterpolatesAlongItsAxis() throws {
        let image = try screen("    - {frame: [0, 0, 100, 100], gradient: {colors: [red, blue], start: [0, 0.5], end: [1, 0.5]}}")
        #expect(rgb(image, 0, 50)[0] >= 252 && rgb(image, 99, 50)[2] >= 252)
        let middle = rgb(image, 50, 50)   // pixel centre at 50.5 of 100: 50.5 % of the way, 126.2 red and 128.8 blue
        #expect(abs(middle[0] - 126) <= 1 && middle[1] == 0 && abs(middle[2] - 129) <= 1)
        #expect(rgb(image, 50, 0) == middle)   // constant across the axis
    }

    /// The default axis is top to bottom; `locations` place the colours.
    @Test func gradientDefaultsAndLocations() throws {
        let image = try screen("    - {frame: [0, 0, 100, 100], gradient: {colors: [black, white], locations: [0.5, 1]}}")
        #expect(rgb(image, 50, 20) == [0, 0, 0])          // before the first location: the first colour
        let three = rgb(image, 50, 75)                     // 75.5: halfway between 0.5 and 1
        #expect(abs(three[0] - 130) <= 1)
    }

    /// A radial gradient is an ellipse around `start` whose radii reach `end`; a conic one turns clockwise around
    /// `start` from the direction of `end`.
    @Test func radialAndConicGradients() throws {
        let radial = try screen("    - {frame: [0, 0, 100, 100], gradient: {type: radial, colors: [white, black], start: [0.5, 0.5], end: [1, 1]}}")
        #expect(rgb(radial, 50, 50)[0] >= 250)
        #expect(rgb(radial, 99, 50)[0] <= 5)               // one radius (50 points) to the right
        let halfway = rgb(radial, 75, 50)[0]               // 25.5 of 50
        #expect(abs(halfway - 125) <= 2)
        let conic = try screen("    - {frame: [0, 0, 100, 100], gradient: {type: conic, colors: [red, blue], start: [0.5, 0.5], end: [1, 0.5]}}")
        #expect(rgb(conic, 95, 51)[0] >= 240)              // just clockwise of the start direction: red
        #expect(abs(rgb(conic, 5, 50)[0] - 128) <= 6)      // half a turn: halfway to blue
        #expect(rgb(conic, 95, 48)[2] >= 240)              // just before a whole turn: blue
    }

    // MARK: Image

    /// `contentMode` places a 40 x 20 pixel picture in an 80 x 80 layer as UIKit does: stretched, fitted, filled,
    /// or unscaled at one pixel per point (scale 1) in the named place.
    @Test func contentModesPlaceTheImage() throws {
        let folder = try temporaryFolder()
        try Data(PNGCodec.encode(RGBAImage(width: 40, height: 20, red: 255, green: 0, blue: 0, alpha: 255)))
            .write(to: URL(fileURLWithPath: folder + "/red.png"))
        func placed(_ mode: String) throws -> [Int] {
            let image = try render("""
            screen:
              size: [100, 100]
              scale: 1
              layers:
                - {frame: [10, 10, 80, 80], image: {source: red.png, contentMode: \(mode)}}
            widget: {kind: sortGrid, titles: [a], frame: [0, 500, 100, 0]}
            """, folder: folder)
            let rows = (0..<100).filter { y in (0..<100).contains { rgb(image, $0, y) == [255, 0, 0] } }
            let columns = (0..<100).filter { x in (0..<100).contains { rgb(image, x, $0) == [255, 0, 0] } }
            return [columns.first ?? -1, rows.first ?? -1, columns.count, rows.count]
        }
        #expect(try placed("scaleToFill") == [10, 10, 80, 80])
        #expect(try placed("aspectFit") == [10, 30, 80, 40])
        #expect(try placed("aspectFill") == [0, 10, 100, 80])   // 160 x 80 centred: it overflows the screen's width
        #expect(try placed("center") == [30, 40, 40, 20])
        #expect(try placed("topLeft") == [10, 10, 40, 20])
        #expect(try placed("bottomRight") == [50, 70, 40, 20])
        #expect(try placed("right") == [50, 40, 40, 20])
    }

    // MARK: Text

    /// Text in a font of the script's `fonts:` is drawn with that font: the same string in the script's Inter Bold
    /// and in the system font (Inter Display at 20 points, with SF Pro's tracking) differ, and so do two weights of
    /// one family.
    @Test func textFontsAndWeights() throws {
        func word(_ style: String) throws -> RGBAImage {
            try screen("    - {frame: [0, 30, 100, 40], text: {string: Hamburg, size: 20, \(style)}}",
                       extra: "fonts: [\(Self.inter)]")
        }
        let inter = try word("font: Inter, weight: bold"), system = try word("weight: bold"), regular = try word("weight: regular")
        #expect(inter.pixels != system.pixels)
        #expect(system.pixels != regular.pixels)
        #expect(inkColumns(inter, rows: 30..<70).count != inkColumns(system, rows: 30..<70).count)
    }

    /// `alignment` places the line: left starts at the layer's left edge, right ends at its right edge, centre
    /// balances the two margins.
    @Test func textAlignment() throws {
        func ink(_ alignment: String) throws -> [Int] {
            inkColumns(try screen("    - {frame: [10, 30, 80, 40], text: {string: IIII, size: 12, alignment: \(alignment)}}"), rows: 30..<70)
        }
        let left = try ink("left"), right = try ink("right"), centre = try ink("center")
        let leftStart = try #require(left.first), rightEnd = try #require(right.last)
        let centreStart = try #require(centre.first), centreEnd = try #require(centre.last)
        #expect(leftStart - 10 <= 2)
        #expect(90 - rightEnd <= 2)
        #expect(abs((centreStart - 10) - (90 - centreEnd)) <= 1)
    }

    /// `lines`, `lineBreak`, `lineSpacing`, `kern` and `minimumScaleFactor`, measured on the ink.
    @Test func textLinesSpacingKernAndShrinking() throws {
        let long = "one two three four five six seven eight nine ten eleven twelve"
        func rows(_ style: String) throws -> [Int] {
            let image = try screen("    - {frame: [0, 0, 100, 100], text: {string: \"\(long)\", size: 10, \(style)}}")
            return (0..<100).filter { y in (0..<100).contains { rgb(image, $0, y) != [255, 255, 255] } }
        }
        // The distance from the first to the last of `values` (sorted ascending).
        func extent(_ values: [Int]) throws -> Int { try #require(values.last) - #require(values.first) }
        let one = try rows("lines: 1"), two = try rows("lines: 2"), all = try rows("lines: 0")
        #expect(one.count < two.count && two.count < all.count)
        let spaced = try rows("lines: 0, lineSpacing: 6")
        #expect(try extent(spaced) > extent(all))
        let tail = try screen("    - {frame: [0, 40, 100, 20], text: {string: \"\(long)\", size: 10, lineBreak: truncateTail}}")
        let clip = try screen("    - {frame: [0, 40, 100, 20], text: {string: \"\(long)\", size: 10, lineBreak: clip}}")
        #expect(tail.pixels != clip.pixels)   // an ellipsis against a cut
        let clipped = try #require(inkColumns(clip, rows: 40..<60).last)
        #expect(clipped >= 97)   // cut at the bounds: ink to the edge
        func width(_ style: String) throws -> Int {
            let ink = inkColumns(try screen("    - {frame: [0, 40, 100, 20], text: {string: abc, size: 12, \(style)}}"), rows: 40..<60)
            return try extent(ink) + 1
        }
        #expect(try width("kern: 4") >= (try width("kern: 0")) + 8)   // two gaps of 4 points more
        let shrunk = try screen("    - {frame: [0, 40, 100, 20], text: {string: \"\(long)\", size: 10, minimumScaleFactor: 0.1}}")
        #expect(shrunk.pixels != tail.pixels)
        let shrunkEnd = try #require(inkColumns(shrunk, rows: 40..<60).last)
        #expect(shrunkEnd < 100)
    }

    // MARK: Binding

    /// A cell's strings read each card's fields; `{index}` is the data index and `{{` a brace; `if` shows a layer only
    /// for cards that have the field, `unless` only for those that do not.
    @Test func cellsBindEachCard() throws {
        let script = try ScriptDecoder.decode("""
        screen: {size: [200, 300]}
        widget: {kind: stack, frame: [0, 0, 200, 300], visibleCount: 2}
        cell:
          layers:
            - {frame: [0, 0, width, 20], text: {string: "{{{name}}} #{index}"}}
            - {frame: [0, 20, width, 20], if: tint, backgroundColor: "{tint}"}
            - {frame: [0, 40, width, 20], unless: tint, text: {string: plain}}
        cards:
          - {name: Ada, tint: "#FF0000"}
          - {name: Alan}
        """, file: "t.yaml", baseDirectory: "/tmp")
        let cell = try #require(script.cell)
        let size = Size(width: 200, height: 290)
        let ada = cell.content(for: script.cards[0], index: 0, size: size).layers
        let alan = cell.content(for: script.cards[1], index: 1, size: size).layers
        #expect(ada.count == 2 && alan.count == 2)
        #expect(ada[0].text?.string == "{Ada} #0" && alan[0].text?.string == "{Alan} #1")
        #expect(ada[1].backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(alan[1].text?.string == "plain")
    }

    /// The errors of the layer language, each naming the file, line, column and key.
    @Test(arguments: [
        ("cell: {layers: [{frame: [0, 0, width, 20], text: {string: \"{name}, {age}\"}}]}\ncards: [{name: Ada}]",
         "t.yaml:3:68: cell.layers[0].text.string: no card has the field 'age'; the cards' fields are name"),
        ("cell: {layers: [{frame: [0, 0, width, 20], text: {string: \"{name}\"}}]}\ncards: [{name: Ada, nmae: x}]",
         "t.yaml:4:27: cards[0].nmae: no layer of the cell reads 'nmae' (did you mean 'name'?); the fields it reads are name"),
        ("cell: {layers: [{frame: [0, 0, width, 20], text: {string: x, font: Intr}}]}",
         "t.yaml:3:68: cell.layers[0].text.font: unknown font family 'Intr' (did you mean 'Inter'?); available: Inter, Inter Display, Noto Sans CJK SC, Noto Color Emoji, Noto Sans Arabic, Noto Sans Hebrew, DejaVu Sans; iOS names drawn with a built-in stand-in: SF Pro, SF Pro Text, SF Pro Display, .SF UI Text, .SF UI Display, system, -apple-system, Helvetica Neue, PingFang SC, PingFang TC, PingFang HK, Apple Color Emoji, SF Arabic, SF Hebrew"),
        ("cell: {layers: [{frame: [0, 0, widht - 2, 20]}]}",
         "t.yaml:3:32: cell.layers[0].frame[2]: unknown name 'widht': expressions read width and height (the parent's size), itemIndex (under forEach), screen.width, screen.height, safeArea.top, safeArea.bottom, safeArea.left, safeArea.right (the screen's, in points), card.FIELD (a card's number) and motion.x, motion.y, motion.angle, motion.progress (the card's live motion) (did you mean 'width'?)"),
        ("cell: {layers: [{frame: [0, 0, \"(width - 2\", 20]}]}",
         "t.yaml:3:33: cell.layers[0].frame[2]: '(' is never closed"),
        ("cell: {layers: [{frame: [0, 0, 10, 20], backgroundColor: \"{tint}\"}]}\ncards: [{tint: rouge}]",
         "t.yaml:4:16: cards[0].tint: 'rouge' is not a colour; use \(ColorParseError.acceptedForms)"),
        ("cell: {layers: [{frame: [0, 0, 10, 20], text: {string: \"{name\"}}]}\ncards: [{name: Ada}]",
         "t.yaml:3:57: cell.layers[0].text.string: '{' opens a placeholder that is never closed (write '{{' for a brace)"),
        ("cell: {layers: [{frame: [0, 0, 10, 20], image: {source: \"{photo}\"}}]}\ncards: [{photo: nowhere.png}]",
         "t.yaml:4:17: cards[0].photo: image 'nowhere.png' not found (looked for /tmp/nowhere.png)"),
        ("overlay: [{frame: [0, 0, 10, 10], text: {string: \"{title}\"}}]",
         "t.yaml:3:50: overlay[0].text.string: '{title}' reads a card field, but the screen's layers and the overlay have no card"),
    ])
    func layerErrors(_ case: (yaml: String, message: String)) {
        let text = "screen: {size: [375, 667]}\nwidget: {kind: stack, frame: [25, 150, 325, 420]}\n" + `case`.yaml
        do {
            _ = try ScriptDecoder.decode(text, file: "t.yaml", baseDirectory: "/tmp", fonts: FontFamilies.declared(byFontAt:))
            Issue.record("accepted: \(`case`.yaml)")
        } catch {
            #expect(error.description == `case`.message)
        }
    }
}
