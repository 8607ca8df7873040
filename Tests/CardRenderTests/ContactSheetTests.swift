import CardGeometry
import CardScene
import Testing
@testable import CardRender

/// ``ContactSheet``: the layout of docs/commands.md (preview), the `0.50 s  #30` labels, and the pixels of a
/// thumbnail and of its label band.
@Suite struct ContactSheetTests {
    @Test func sizesFollowTheLayout() {
        // Examples/stack.yaml at scale 2: 750 x 1334 frames; 180 x 1334 / 750 = 320.16 -> 320 pixels high.
        let twelve = ContactSheet(count: 12, columns: 4, spacing: 8, frameWidth: 750, frameHeight: 1334, thumbnailWidth: 180)
        #expect(twelve.thumbnailWidth == 180 && twelve.thumbnailHeight == 320)
        #expect(twelve.rows == 3)
        #expect(twelve.width == 4 * 180 + 5 * 8 && twelve.width == 760)
        #expect(twelve.height == 3 * (320 + 20) + 4 * 8 && twelve.height == 1052)
        let twoHundred = ContactSheet(count: 200, columns: 10, spacing: 8, frameWidth: 750, frameHeight: 1334, thumbnailWidth: 180)
        #expect((twoHundred.width, twoHundred.height) == (1888, 20 * 340 + 21 * 8))
        // Seven frames in columns of 3: 3 rows, the last with one frame.
        let seven = ContactSheet(count: 7, columns: 3, spacing: 8, frameWidth: 750, frameHeight: 1334, thumbnailWidth: 100)
        #expect(seven.thumbnailHeight == 178)
        #expect((seven.width, seven.height) == (3 * 100 + 4 * 8, 3 * (178 + 20) + 4 * 8))
    }

    @Test func framesAreReducedNeverEnlargedAndColumnsAreAtMostTheFrames() {
        // A 94-pixel frame (375 points at scale 0.25) asked for 180: shown at its own 94 x 167.
        let small = ContactSheet(count: 3, columns: 4, spacing: 8, frameWidth: 94, frameHeight: 167, thumbnailWidth: 180)
        #expect(small.columns == 3)
        #expect((small.thumbnailWidth, small.thumbnailHeight) == (94, 167))
        #expect((small.width, small.height) == (3 * 94 + 4 * 8, 167 + 20 + 2 * 8))
        // Heights round to the nearest pixel, halves up, and are at least 1.
        #expect(ContactSheet(count: 1, columns: 1, spacing: 0, frameWidth: 4, frameHeight: 2, thumbnailWidth: 3).thumbnailHeight == 2)
        #expect(ContactSheet(count: 1, columns: 1, spacing: 0, frameWidth: 300, frameHeight: 1, thumbnailWidth: 16).thumbnailHeight == 1)
    }

    @Test(arguments: [
        (60.0, 30, "0.50 s  #30"), (60, 0, "0.00 s  #0"), (60, 1, "0.02 s  #1"), (60, 222, "3.70 s  #222"),
        (24, 12, "0.50 s  #12"), (24, 1, "0.04 s  #1"), (24, 3, "0.13 s  #3"), (24, 5, "0.21 s  #5"),
        (30, 100, "3.33 s  #100"), (1, 3600, "3600.00 s  #3600"), (240, 1, "0.00 s  #1"), (240, 6, "0.03 s  #6"),
    ])
    func labelsNameTheTimeAndNumberOfTheFrame(fps: Double, frame: Int, label: String) {
        let made = FrameLabel(frame: frame, timing: FrameTiming(fps: fps, duration: 3600))
        #expect(made.text == label)
        #expect(made.number == "#\(frame)")
    }

    /// Frame `frame`'s label at 60 fps.
    static func label(_ frame: Int) -> FrameLabel { FrameLabel(frame: frame, timing: FrameTiming(fps: 60, duration: 10)) }

    /// A frame `width` x `height` of vertical stripes, `black` columns then `white` columns, repeating.
    static func stripes(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 255, green: 255, blue: 255, alpha: 255)
        for y in 0..<height {
            for x in stride(from: 0, to: width, by: 4) {
                for column in x..<min(x + 2, width) {
                    let index = (y * width + column) * 4
                    image.pixels[index] = 0; image.pixels[index + 1] = 0; image.pixels[index + 2] = 0
                }
            }
        }
        return image
    }

    @Test func thumbnailsAverageTheirPixelsAndLabelsAreDarkTextInTheBand() throws {
        // Two 400 x 200 frames reduced 4 times to 100 x 50: a solid red one, and one of 2-pixel black and white
        // stripes, which a box filter turns to an even grey (one sample a pixel would give black or white).
        let sheet = ContactSheet(count: 2, columns: 2, spacing: 8, frameWidth: 400, frameHeight: 200, thumbnailWidth: 100)
        #expect((sheet.width, sheet.height) == (224, 86))
        let red = RGBAImage(width: 400, height: 200, red: 255, green: 0, blue: 0, alpha: 255)
        let image = try sheet.compose(labels: [Self.label(0), Self.label(30)]) { position in
            position == 0 ? red : Self.stripes(width: 400, height: 200)
        }
        #expect((image.width, image.height) == (224, 86))
        // The first thumbnail, columns 8...107, rows 8...57: red.
        for (x, y) in [(8, 8), (107, 8), (57, 33), (8, 57), (107, 57)] { #expect(image.pixel(x: x, y: y) == (255, 0, 0, 255), "\(x), \(y)") }
        // The second, from column 116: grey within one level of 127.5 everywhere inside.
        for y in [10, 33, 55] {
            for x in stride(from: 118, to: 214, by: 7) {
                let pixel = image.pixel(x: x, y: y)
                #expect((127...128).contains(pixel.r) && pixel.r == pixel.g && pixel.g == pixel.b && pixel.a == 255, "\(x), \(y): \(pixel)")
            }
        }
        // Spacing around cells: the sheet's grey.
        for (x, y) in [(0, 0), (7, 30), (108, 30), (115, 30), (216, 30), (50, 7), (50, 78), (223, 85)] {
            #expect(image.pixel(x: x, y: y) == (224, 224, 224, 255), "\(x), \(y)")
        }
        // Each band (rows 58...77) under its thumbnail holds dark grey text, centred under it, and its corners are
        // the background.
        for left in [8, 116] {
            var darkColumns: [Int] = []
            for y in 58...77 {
                for x in left..<(left + 100) where image.pixel(x: x, y: y).r < 120 { darkColumns.append(x) }
            }
            #expect(darkColumns.count > 60, "text pixels under the thumbnail at \(left)")
            let first = try #require(darkColumns.min()), last = try #require(darkColumns.max())
            #expect(first > left + 5 && last < left + 95, "the label fits inside the thumbnail's width")
            #expect(abs((first + last) / 2 - (left + 50)) <= 3, "the label is centred: \(first)...\(last)")
            #expect(darkColumns.allSatisfy { image.pixel(x: $0, y: 58).r == 224 }, "the band's top row is clear")
            for (x, y) in [(left, 58), (left + 99, 58), (left, 77), (left + 99, 77)] {
                #expect(image.pixel(x: x, y: y) == (224, 224, 224, 255), "\(x), \(y)")
            }
        }
        // The text is the label's dark grey (0.2 x 255 = 51), never darker; 12-pixel stems are about one pixel
        // wide and antialiased, so the darkest pixel is within a few levels of it.
        let darkest = try #require((58...77).flatMap { y in (8..<108).map { image.pixel(x: $0, y: y).r } }.min())
        #expect((51...80).contains(darkest), "\(darkest)")
        // The same frames and labels give the same pixels.
        let again = try sheet.compose(labels: [Self.label(0), Self.label(30)]) { position in
            position == 0 ? red : Self.stripes(width: 400, height: 200)
        }
        #expect(again == image)
    }

    @Test func aTransparentFrameStaysTransparentAndAFrameAsWideAsItsThumbnailIsCopied() throws {
        var frame = RGBAImage(width: 20, height: 10, red: 0, green: 0, blue: 255, alpha: 255)
        for index in stride(from: 3, to: frame.pixels.count / 2, by: 4) { frame.pixels[index] = 0; frame.pixels[index - 1] = 0; frame.pixels[index - 3] = 0 }
        let sheet = ContactSheet(count: 1, columns: 1, spacing: 2, frameWidth: 20, frameHeight: 10, thumbnailWidth: 180)
        let image = try sheet.compose(labels: [Self.label(0)]) { _ in frame }
        #expect((image.width, image.height) == (24, 34))
        #expect(image.pixel(x: 2, y: 2) == (0, 0, 0, 0))
        #expect(image.pixel(x: 21, y: 6) == (0, 0, 0, 0))
        #expect(image.pixel(x: 2, y: 7) == (0, 0, 255, 255))
        #expect(image.pixel(x: 21, y: 11) == (0, 0, 255, 255))
        for (x, y) in [(2, 12), (21, 12), (2, 31), (21, 31)] { #expect(image.pixel(x: x, y: y) == (224, 224, 224, 255), "\(x), \(y)") }
    }

    /// The dark columns of the band under a thumbnail `width` pixels wide at column `left`, rows `top...bottom`.
    static func darkColumns(_ image: RGBAImage, left: Int, width: Int, rows: ClosedRange<Int>) -> [Int] {
        (left..<(left + width)).filter { x in rows.contains { image.pixel(x: x, y: $0).r < 120 } }
    }

    @Test func aThumbnailTooNarrowForTheWholeLabelShowsTheNumberWhole() throws {
        // 40-pixel thumbnails: `0.50 s  #30` (about 65 pixels at 12 px) does not fit, `#30` (about 20) does.
        let sheet = ContactSheet(count: 1, columns: 1, spacing: 8, frameWidth: 400, frameHeight: 200, thumbnailWidth: 40)
        let red = RGBAImage(width: 400, height: 200, red: 255, green: 0, blue: 0, alpha: 255)
        let narrow = try sheet.compose(labels: [Self.label(30)]) { _ in red }
        let columns = Self.darkColumns(narrow, left: 8, width: 40, rows: 28...47)
        let first = try #require(columns.first), last = try #require(columns.last)
        #expect(last - first + 1 < 28, "only the number: \(first)...\(last)")
        #expect(abs((first + last) / 2 - 28) <= 2, "centred: \(first)...\(last)")
        // At 100 pixels the whole label is drawn, wider than the number alone.
        let wide = try ContactSheet(count: 1, columns: 1, spacing: 8, frameWidth: 400, frameHeight: 200, thumbnailWidth: 100)
            .compose(labels: [Self.label(30)]) { _ in red }
        let whole = Self.darkColumns(wide, left: 8, width: 100, rows: 58...77)
        #expect(try #require(whole.last) - #require(whole.first) + 1 > 50)
    }

    @Test func oneLabelTooWideMakesEveryBandShowTheNumberAlone() throws {
        // 64-pixel thumbnails: `0.00 s  #0` fits (about 58 pixels), `3.70 s  #222` (about 70) does not, so both
        // bands show only `#0` and `#222`.
        let red = RGBAImage(width: 400, height: 200, red: 255, green: 0, blue: 0, alpha: 255)
        let sheet = ContactSheet(count: 2, columns: 2, spacing: 8, frameWidth: 400, frameHeight: 200, thumbnailWidth: 64)
        let band = 8 + sheet.thumbnailHeight...8 + sheet.thumbnailHeight + 19
        let alone = try ContactSheet(count: 1, columns: 1, spacing: 8, frameWidth: 400, frameHeight: 200, thumbnailWidth: 64)
            .compose(labels: [Self.label(0)]) { _ in red }
        let mixed = try sheet.compose(labels: [Self.label(0), Self.label(222)]) { _ in red }
        let whole = Self.darkColumns(alone, left: 8, width: 64, rows: band)
        let numberOnly = Self.darkColumns(mixed, left: 8, width: 64, rows: band)
        #expect(try #require(whole.last) - #require(whole.first) + 1 > 40, "alone, the first label is whole")
        #expect(try #require(numberOnly.last) - #require(numberOnly.first) + 1 < 20, "beside #222, only #0")
        let second = Self.darkColumns(mixed, left: 80, width: 64, rows: band)
        #expect(try #require(second.last) - #require(second.first) + 1 < 32, "#222 alone")
    }
}
