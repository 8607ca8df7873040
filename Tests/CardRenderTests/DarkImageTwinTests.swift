import CardMotion
import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// An image's dark twin (docs/layers.md#images): `a.png` is red and `a~dark.png` blue, 1 x 1 pixel, each stretched
/// over a 20 x 20 point layer of a 40 x 40 point screen at scale 1; the screen's own layer and a card field's image
/// (`{photo}`) both use the twin in dark mode and the image in light mode; without a twin dark mode draws the image.
@Suite struct DarkImageTwinTests {
    static func onePixel(_ rgb: [UInt8]) -> Data {
        Data(PNGBytes.png(width: 1, height: 1, depth: 8, colorType: 2, rows: [0] + rgb))
    }

    static func script(_ appearance: String) -> String {
        """
        appearance: \(appearance)
        screen:
          size: [40, 40]
          scale: 1
          layers:
            - {frame: [0, 0, 20, 20], image: {source: a.png}}
            - {frame: [20, 0, 20, 20], forEach: cards, image: {source: "{photo}"}}
            - {frame: [0, 20, 20, 20], image: {source: b@2x.png}}
        cards:
          - {photo: a.png}
        """
    }

    /// The colours of the screen's image, the card's image and the image with no twin, as rgb.
    func drawn(_ appearance: String, twins: Bool = true) throws -> [[Int]] {
        let folder = try temporaryFolder()
        try Self.onePixel([255, 0, 0]).write(to: URL(fileURLWithPath: folder + "/a.png"))
        try Self.onePixel([0, 255, 0]).write(to: URL(fileURLWithPath: folder + "/b@2x.png"))
        if twins { try Self.onePixel([0, 0, 255]).write(to: URL(fileURLWithPath: folder + "/a~dark.png")) }
        let script = try ScriptDecoder.decode(Self.script(appearance), file: "t.yaml", baseDirectory: folder,
                                              fonts: FontFamilies.declared(byFontAt:))
        let image = try SceneRenderer().render(try PlaybackPlan(script).makePlayback().scene(at: 0))
        return [(10, 10), (30, 10), (10, 30)].map { x, y in
            let pixel = image.pixel(x: x, y: y)
            return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
        }
    }

    @Test func darkModeDrawsTheTwin() throws {
        #expect(try drawn("dark") == [[0, 0, 255], [0, 0, 255], [0, 255, 0]])
    }

    @Test func lightModeNeverDrawsTheTwin() throws {
        #expect(try drawn("light") == [[255, 0, 0], [255, 0, 0], [0, 255, 0]])
    }

    @Test func aMissingTwinFallsBackToTheImage() throws {
        #expect(try drawn("dark", twins: false) == [[255, 0, 0], [255, 0, 0], [0, 255, 0]])
    }

    /// A twin that is refused is an error naming it, not a silent fallback: here a folder named like the twin.
    @Test func aRefusedTwinIsAnError() throws {
        let folder = try temporaryFolder()
        try Self.onePixel([255, 0, 0]).write(to: URL(fileURLWithPath: folder + "/a.png"))
        try FileManager.default.createDirectory(atPath: folder + "/a~dark.png", withIntermediateDirectories: false)
        let text = "appearance: dark\nscreen:\n  size: [40, 40]\n  layers:\n    - {frame: [0, 0, 20, 20], image: {source: a.png}}\n"
        #expect(throws: ScriptError.self) {
            _ = try ScriptDecoder.decode(text, file: "t.yaml", baseDirectory: folder, fonts: FontFamilies.declared(byFontAt:))
        }
        do {
            _ = try ScriptDecoder.decode(text, file: "t.yaml", baseDirectory: folder, fonts: FontFamilies.declared(byFontAt:))
        } catch {
            #expect(error.description == "t.yaml:5:47: screen.layers[0].image.source: dark image 'a~dark.png' is a folder")
        }
    }
}
