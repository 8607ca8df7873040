import CardMotion
import Testing
@testable import CardRender

/// Chrome layers as drawn (docs/devices.md#chrome-layers), at scale 1 so that one pixel is one point: the home
/// indicator's capsule fills exactly its 134 x 5 points in the label colour, the status bar's time and battery draw in
/// it, and on a device without a home indicator the layer changes no pixel.
@Suite struct ChromeDrawingTests {
    func render(_ yaml: String) throws -> RGBAImage {
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp", fonts: FontFamilies.declared(byFontAt:))
        return try SceneRenderer().render(try PlaybackPlan(script).makePlayback().scene(at: 0))
    }

    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// iPhone 15 in dark mode (black screen, white label): the capsule spans x 129.5 ... 263.5, y 839 ... 844; its
    /// straight middle is white, the pixels just outside it black.
    @Test func theHomeIndicatorFillsItsCapsule() throws {
        let image = try render("device: iPhone15\nappearance: dark\nscreen: {scale: 1}\noverlay:\n  - {chrome: homeIndicator}\n")
        #expect((image.width, image.height) == (393, 852))
        for y in 839..<844 { #expect(rgb(image, 196, y) == [255, 255, 255], "row \(y)") }
        #expect(rgb(image, 196, 838) == [0, 0, 0] && rgb(image, 196, 844) == [0, 0, 0])
        #expect(rgb(image, 133, 841) == [255, 255, 255] && rgb(image, 259, 841) == [255, 255, 255])
        #expect(rgb(image, 128, 841) == [0, 0, 0] && rgb(image, 264, 841) == [0, 0, 0])
    }

    /// The status bar in light mode: the battery's charge (points 2 ... 23 by 2 ... 10 of the battery, which sits at
    /// x 315, y 21 in the 54-point bar) is black, and the time draws black pixels in the left third only.
    @Test func theStatusBarDrawsTheBatteryAndTheTime() throws {
        let image = try render("device: iPhone15\nscreen: {scale: 1}\noverlay:\n  - {chrome: statusBar}\n")
        #expect(rgb(image, 327, 27) == [0, 0, 0])
        #expect(rgb(image, 327, 15) == [255, 255, 255])
        var dark = (left: 0, middle: 0)
        for y in 0..<54 {
            for x in 0..<262 where rgb(image, x, y)[0] < 128 {
                if x < 131 { dark.left += 1 } else { dark.middle += 1 }
            }
        }
        #expect(dark.left > 0 && dark.middle == 0)
    }

    @Test func theIPhoneSEDrawsNoHomeIndicator() throws {
        let with = try render("device: iPhoneSE3\nscreen: {scale: 1}\noverlay:\n  - {chrome: homeIndicator}\n")
        let without = try render("device: iPhoneSE3\nscreen: {scale: 1}\noverlay:\n  - {frame: [0, 0, 1, 1]}\n")
        #expect(with == without)
    }
}
