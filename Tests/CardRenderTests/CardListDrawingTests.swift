import CardGeometry
import CardMotion
import Foundation
import Testing
@testable import CardRender

/// A card's list drawn: `forEach` chips placed by `itemIndex`, coloured by their elements.
@Suite struct CardListDrawingTests {
    /// Three chips `[10 + itemIndex * 40, 10, 30, 20]` coloured by a list of mappings (`{item.tint}`), and a badge
    /// `if: verified` that `verified: false` hides: on a scale-1 screen each chip is a run of exactly 30 pixels of
    /// its colour, the runs start 40 pixels apart, and nothing of the badge's colour is drawn.
    @Test func chipsArePlacedByItemIndex() throws {
        let script = try ScriptDecoder.decode("""
        screen: {size: [200, 100], scale: 1, background: white}
        widget: {kind: stack, frame: [0, 0, 200, 100], visibleCount: 1}
        cell:
          backgroundColor: white
          layers:
            - frame: [10 + itemIndex * 40, 10, 30, 20]
              forEach: tags
              backgroundColor: "{item.tint}"
            - {frame: [10, 50, 30, 20], if: verified, backgroundColor: "#FFFF00"}
        cards:
          - {verified: false, tags: [{tint: "#FF0000"}, {tint: "#00FF00"}, {tint: "#0000FF"}]}
        """, file: "t.yaml", baseDirectory: "/tmp")
        let image = try SceneRenderer().render(try PlaybackPlan(script).makePlayback().scene(at: 0))
        func columns(_ color: [Int], row: Int) -> [Int] {
            (0..<image.width).filter { x in
                let p = image.pixel(x: x, y: row)
                return [Int(p.r), Int(p.g), Int(p.b)] == color
            }
        }
        let chipRow = try #require((0..<image.height).first { !columns([255, 0, 0], row: $0).isEmpty })
        let red = columns([255, 0, 0], row: chipRow + 5), green = columns([0, 255, 0], row: chipRow + 5)
        let blue = columns([0, 0, 255], row: chipRow + 5)
        #expect(red.count == 30 && green.count == 30 && blue.count == 30)
        #expect(red.last! - red.first! == 29 && green.first! - red.first! == 40 && blue.first! - green.first! == 40)
        #expect((0..<image.height).allSatisfy { columns([255, 255, 0], row: $0).isEmpty })
    }
}
