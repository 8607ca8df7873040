import CardGeometry
import CardMotion
import CardMotionTestSupport
import CardScene
import Foundation
import Testing
@testable import CardRender

/// A card's layers that read `motion` (live layers, bound again every frame) next to every kind of static layer:
/// the card draws its static content exactly as it would without the live layer, and draws its live layers exactly
/// as it would draw them were they static, whatever the card holds besides (no background, no static layer at all).
@Suite struct LiveLayerDrawingTests {
    /// Each kind of content, as YAML list items (indented by four spaces) inside the card's top 200 x 160 points.
    static let kinds: [(name: String, layers: String)] = [
        ("text", "    - {frame: [20, 20, 160, 40], text: {string: Frosted glass, size: 24, color: black}}"),
        ("image", "    - {frame: [10, 10, 180, 150], image: {source: images/profile-ada.png, contentMode: aspectFill}}"),
        ("symbol", "    - {frame: [20, 20, 80, 80], symbol: {name: star.fill, size: 60, color: orange}}"),
        ("path", "    - {frame: [20, 20, 120, 120], path: {d: \"M0 0 L120 30 L40 120 Z\", fill: purple}}"),
        ("gradient", "    - {frame: [10, 10, 180, 150], cornerRadius: 12, gradient: {colors: [red, blue], start: [0, 0], end: [1, 1]}}"),
        ("backdrop", """
            - {frame: [0, 0, 200, 160], gradient: {colors: [yellow, green], start: [0, 0], end: [1, 0]}}
            - {frame: [20, 20, 120, 60], cornerRadius: 14, backdrop: {material: systemUltraThinMaterialDark}}
            - {frame: [0, 90, 200, 60], masksToBounds: true, layers: [{frame: [20, 0, 120, 40], backdrop: {blur: 6}}]}
        """),
        ("shadow", "    - {frame: [40, 40, 100, 60], backgroundColor: white, cornerRadius: 10, shadow: {opacity: 0.6, radius: 8, offset: [0, 4]}}"),
        ("group", """
            - frame: [10, 10, 180, 140]
              masksToBounds: true
              cornerRadius: 16
              layers:
                - {frame: [0, 0, 180, 70], backgroundColor: systemTeal}
                - {frame: [20, 80, 140, 30], text: {string: Alex Morgan, size: 18, color: black}}
        """),
    ]

    /// A layer that reads the card's motion and draws a red square at (20, 220) when the card is at rest.
    static let liveSquare = "    - {frame: [20, 220, 40, 40], backgroundColor: red, opacity: \"clamp(1 + motion.progress, 0, 1)\"}"
    /// Where the live square may paint, anti-aliasing included.
    static let squarePixels = PixelRect(x: 19, y: 219, width: 42, height: 42)

    /// Frame `time` of one card filling a 200 x 300 point screen at scale 1, its cell with `background` (none when
    /// `nil`) and `layers`, dragged left from 0.1 s.
    func render(_ layers: String, background: String? = nil, at time: Double = 0) throws -> RGBAImage {
        try SceneRenderer().render(try scene(layers, background: background, at: time))
    }

    func scene(_ layers: String, background: String? = nil, at time: Double = 0) throws -> Scene {
        let yaml = """
        screen: {size: [200, 300], scale: 1, background: white}
        fps: 10
        duration: 1
        widget: {kind: stack, frame: [0, 0, 200, 300], visibleCount: 1}
        cell:
        \(background.map { "  backgroundColor: \($0)" } ?? "")
          layers:
        \(layers)
        cards: [{}]
        timeline:
          - at: 0.1
            drag: {from: [100, 150], by: [-80, 0], duration: 0.6}
        """
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: Repository.examples,
                                              fonts: FontFamilies.declared(byFontAt:))
        return try PlaybackPlan(script).makePlayback().scene(at: time)
    }

    /// The pixels at which `a` and `b` differ, outside `excluded`.
    func differences(_ a: RGBAImage, _ b: RGBAImage, outside excluded: PixelRect? = nil) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                if let excluded, (excluded.x..<(excluded.x + excluded.width)).contains(x),
                   (excluded.y..<(excluded.y + excluded.height)).contains(y) { continue }
                if a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
            }
        }
        return count
    }

    /// `layers` made live: the first reads `motion.progress` in its opacity, which is 1 at rest.
    static func live(_ layers: String) -> String {
        let lines = layers.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first else { return layers }
        let made = first.hasSuffix("}") ? String(first.dropLast()) + ", opacity: \"clamp(1 + motion.progress, 0, 1)\"}"
            : first.replacingOccurrences(of: "- frame:", with: "- opacity: \"clamp(1 + motion.progress, 0, 1)\"\n      frame:")
        return ([made] + lines.dropFirst()).joined(separator: "\n")
    }

    /// A live layer in the card leaves the static content as it draws without it: every pixel but the live square's
    /// is the same, with or without a background, and the square is drawn.
    @Test(arguments: kinds.map(\.name), [nil, "white"])
    func aLiveLayerLeavesTheStaticContentAsItIs(kind: String, background: String?) throws {
        let layers = try #require(Self.kinds.first { $0.name == kind }).layers
        let without = try render(layers, background: background)
        let with = try render(layers + "\n" + Self.liveSquare, background: background)
        #expect(differences(without, with, outside: Self.squarePixels) == 0)
        let centre = with.pixel(x: 40, y: 240)
        #expect([centre.r, centre.g, centre.b, centre.a] == [255, 0, 0, 255])
    }

    /// The same content drawn live (its first layer reads the card's motion, so it and every layer above it are
    /// bound every frame) is the content drawn static: a card with no background whose first layer is live draws it.
    @Test(arguments: kinds.map(\.name), [nil, "white"])
    func liveContentDrawsAsStaticContent(kind: String, background: String?) throws {
        let layers = try #require(Self.kinds.first { $0.name == kind }).layers
        let live = Self.live(layers)
        #expect(live != layers)
        let scene = try scene(live, background: background)
        #expect(scene.cards.first?.liveLayers.isEmpty == false)
        #expect(differences(try render(layers, background: background), try SceneRenderer().render(scene)) == 0)
    }

    /// A card whose only content is a live group with sublayers: during the drag the group's frame and opacity follow
    /// the motion, and every frame draws as the same layers drawn as static content.
    @Test func aCardOfLiveLayersOnlyFollowsTheDrag() throws {
        let layers = """
            - frame: [20, 20, "clamp(150 + motion.x, 0, 160)", 100]
              opacity: "clamp(1 - abs(motion.progress), 0.2, 1)"
              backgroundColor: blue
              layers:
                - {frame: [10, 10, 40, 40], backgroundColor: orange}
                - {frame: [10, 60, 140, 30], text: {string: Card, size: 20, color: white}}
        """
        var widths: Set<Double> = []
        for time in stride(from: 0.0, through: 0.6, by: 0.1) {
            let scene = try scene(layers, at: time)
            let card = try #require(scene.cards.first)
            let group = try #require(card.liveLayers.first?.sublayers.first)
            widths.insert(group.frame.width)
            var still = scene
            still.nodes = scene.nodes.map { node in
                var node = node
                node.layer = node.drawnLayer
                node.liveLayers = []
                return node
            }
            let drawn = try SceneRenderer().render(scene)
            #expect(differences(drawn, try SceneRenderer().render(still)) == 0, "at \(time) s")
            #expect(differences(drawn, try SceneRenderer().render(try self.scene("    - {frame: [0, 0, 1, 1]}", at: time))) > 1000,
                    "at \(time) s: the group is drawn")
        }
        #expect(widths.count >= 4)
        #expect(widths.contains(150))
    }
}
