import CardGeometry
import CardMotion
import Testing
@testable import CardRender

/// A script drawn in `appearance: dark` (docs/layers.md#colour-names): on a 100 x 100 point screen at scale 1, one
/// pixel per point, system colours, a `{light, dark}` colour, a card field naming a system colour and a label's text
/// (on mid grey, #808080) draw with their dark values; the same script in light mode draws the light ones.
@Suite struct DarkAppearanceTests {
    static func script(_ appearance: String) -> String {
        """
        appearance: \(appearance)
        screen:
          size: [100, 100]
          scale: 1
          layers:
            - {frame: [0, 0, 20, 20], backgroundColor: label}
            - {frame: [20, 0, 20, 20], backgroundColor: secondarySystemBackground}
            - {frame: [40, 0, 20, 20], backgroundColor: {light: "#FFFFFF", dark: "#1C1C1E"}}
            - {frame: [60, 0, 20, 20], backgroundColor: secondaryLabel}
            - {frame: [0, 30, 20, 20], forEach: cards, backgroundColor: "{tint}"}
            - {frame: [0, 60, 100, 40], backgroundColor: "#808080", text: {string: "HHHH", size: 30, weight: bold, color: label}}
        cards:
          - {tint: systemBlue}
        """
    }

    func render(_ appearance: String) throws -> RGBAImage {
        let script = try ScriptDecoder.decode(Self.script(appearance), file: "t.yaml", baseDirectory: "/tmp",
                                              fonts: FontFamilies.declared(byFontAt:))
        return try SceneRenderer().render(try PlaybackPlan(script).makePlayback().scene(at: 0))
    }

    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// The text's pixels: the lightest and the darkest, as rgb.
    func textExtremes(_ image: RGBAImage) -> (lightest: [Int], darkest: [Int]) {
        var pixels: [[Int]] = []
        for y in 60..<100 { for x in 0..<100 { pixels.append(rgb(image, x, y)) } }
        let sorted = pixels.sorted { $0.reduce(0, +) < $1.reduce(0, +) }
        return (sorted.last!, sorted.first!)
    }

    @Test func darkModeDrawsTheDarkValues() throws {
        let image = try render("dark")
        #expect(rgb(image, 90, 40) == [0, 0, 0])  // systemBackground, the screen's default
        #expect(rgb(image, 10, 10) == [255, 255, 255])  // label
        #expect(rgb(image, 30, 10) == [28, 28, 30])  // secondarySystemBackground
        #expect(rgb(image, 50, 10) == [28, 28, 30])  // {light: #FFFFFF, dark: #1C1C1E}
        #expect(rgb(image, 70, 10) == [141, 141, 147])  // secondaryLabel, #EBEBF5 at 60 % over black
        #expect(rgb(image, 10, 40) == [10, 132, 255])  // a card's field naming systemBlue
        let text = textExtremes(image)
        #expect(text.lightest == [255, 255, 255] && text.darkest == [128, 128, 128])  // white text on grey
    }

    @Test func lightModeDrawsTheLightValues() throws {
        let image = try render("light")
        #expect(rgb(image, 90, 40) == [255, 255, 255])
        #expect(rgb(image, 10, 10) == [0, 0, 0])
        #expect(rgb(image, 30, 10) == [242, 242, 247])
        #expect(rgb(image, 50, 10) == [255, 255, 255])
        #expect(rgb(image, 70, 10) == [138, 138, 142])  // #3C3C43 at 60 % over white
        #expect(rgb(image, 10, 40) == [0, 122, 255])
        let text = textExtremes(image)
        #expect(text.lightest == [128, 128, 128] && text.darkest == [0, 0, 0])  // black text on grey
    }

    /// A control's demo cell reads a card's colour field in the script's appearance too.
    @Test func theDemoCellReadsACardsSystemColourInTheAppearance() throws {
        func cardPixel(_ appearance: String) throws -> [Int] {
            let script = try ScriptDecoder.decode("""
            appearance: \(appearance)
            screen: {size: [200, 300], scale: 1}
            widget: {kind: stack, frame: [20, 20, 160, 260]}
            cards: [{background: systemIndigo}]
            """, file: "t.yaml", baseDirectory: "/tmp", fonts: FontFamilies.declared(byFontAt:))
            return rgb(try SceneRenderer().render(try PlaybackPlan(script).makePlayback().scene(at: 0)), 100, 50)
        }
        #expect(try cardPixel("dark") == [94, 92, 230])
        #expect(try cardPixel("light") == [88, 86, 214])
    }

    /// An `animate` event's colour is read in the appearance: a square animated to `label` ends white in dark mode.
    @Test func anAnimatedColourTakesTheAppearancesValue() throws {
        func endPixel(_ appearance: String) throws -> [Int] {
            let script = try ScriptDecoder.decode("""
            appearance: \(appearance)
            screen: {size: [40, 40], scale: 1, background: "#808080"}
            overlay: [{frame: [0, 0, 20, 20], backgroundColor: "#FF0000", id: square}]
            timeline: [{at: 0, animate: {target: square, to: {backgroundColor: label}, duration: 0.1}}]
            """, file: "t.yaml", baseDirectory: "/tmp", fonts: FontFamilies.declared(byFontAt:))
            let plan = try PlaybackPlan(script)
            let playback = plan.makePlayback()
            return rgb(try SceneRenderer().render(playback.scene(at: plan.timing.duration)), 10, 10)
        }
        #expect(try endPixel("dark") == [255, 255, 255])
        #expect(try endPixel("light") == [0, 0, 0])
    }
}
