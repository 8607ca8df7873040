import CardGeometry
import CardMotionTestSupport
import CardScene
import Foundation
import Testing

/// A fitted chip grows with the script's `contentSize`: `states` gives its frame at the default size and at
/// xxxLarge, where its subheadline text is 21 points with 28 between baselines instead of 15 and 20.
@Suite struct DynamicTypeStatesTests {
    /// One card at rest holding a chip "Hiking" in the subheadline style, fitted both ways, 4 + 4 and 12 + 12 of padding.
    func script(contentSize: String?) -> String {
        restingCardYAML("""
                - {id: chip, frame: [20, 40, fit, fit], padding: [4, 12, 4, 12], cornerRadius: 14, backgroundColor: systemGray6,
                   text: {string: Hiking, style: subheadline}}
            """, extra: contentSize.map { "contentSize: \($0)" } ?? "")
    }

    /// The chip's frame in the first frame's states: its corners' top left and bottom right.
    func chipFrame(contentSize: String?) throws -> Rect {
        let folder = try temporaryFolder()
        let path = folder + "/chip.yaml"
        try script(contentSize: contentSize).write(toFile: path, atomically: true, encoding: .utf8)
        let run = try runCardMotion(["states", path])
        #expect(run.status == 0, "\(run.stderr)")
        let first = try StatesLine(parsing: try #require(run.stdout.split(separator: "\n").first))
        let card = try #require(first.nodes.first { $0.id == "card-0" })
        let corners = try #require(card.layers.first { $0.id == "chip" }?.corners)
        return Rect(x: corners[0].x, y: corners[0].y, width: corners[2].x - corners[0].x, height: corners[2].y - corners[0].y)
    }

    @Test func aFittedChipGrowsAtXXXLarge() throws {
        let large = try chipFrame(contentSize: nil)
        let xxxLarge = try chipFrame(contentSize: "xxxLarge")
        // One line of the style's line height, plus the padding.
        #expect(large.height == 20 + 8)
        #expect(xxxLarge.height == 28 + 8)
        #expect(try chipFrame(contentSize: "large") == large)
        // "Hiking" measures 44 points at 15 (Inter) and 55 at 21 (Inter Display, from 20 points), plus 12 + 12.
        #expect(large.width == 68)
        #expect(xxxLarge.width == 79)
        #expect(large.origin == xxxLarge.origin)
    }
}
