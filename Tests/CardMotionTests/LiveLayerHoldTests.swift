import CardGeometry
import CardScene
import Foundation
import Testing
@testable import CardMotion

/// Live layers (those that read `motion.*`, bound again for every frame) hold every number within its key's range,
/// however far the card moves: a stacked layer's size, where a stack places it, a fitted size, a number that reads
/// the size of a moving layer around it. Binding them never fails, so no frame traps.
@Suite struct LiveLayerHoldTests {
    /// The live layers of a stack script's one card whose cell holds `layers` (YAML list items, indented by four
    /// spaces), bound for `motion`.
    func layers(_ layers: String, motion: MotionValues) throws -> [ContentLayer] {
        let yaml = """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell:
          layers:
        \(layers)
        cards: [{}]
        """
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp",
                                              measure: ContentMeasureStub.shared)
        let content = try #require(script.cell).content(for: script.cards[0], index: 0, size: Size(width: 300, height: 400))
        return try #require(content.live).layers(for: motion)
    }

    static func motion(x: Double) -> MotionValues { MotionValues(x: x, y: 0, angle: 0, progress: x / 100) }

    /// The frames of the sublayers of the first layer.
    func arranged(_ yaml: String, x: Double) throws -> [Rect] {
        try #require(try layers(yaml, motion: Self.motion(x: x)).first).sublayers.map(\.frame)
    }

    @Test func aStackedSizeFromMotionIsHeldAtZero() throws {
        let yaml = """
            - frame: [0, 0, 300, 300]
              stack: {axis: horizontal}
              layers:
                - {size: ["50 + motion.x", 10], backgroundColor: red}
                - {size: ["motion.x", 10], backgroundColor: blue}
        """
        #expect(try arranged(yaml, x: 20) == [Rect(x: 0, y: 0, width: 70, height: 300), Rect(x: 70, y: 0, width: 230, height: 300)])
        #expect(try arranged(yaml, x: -100) == [Rect(x: 0, y: 0, width: 0, height: 300), Rect(x: 0, y: 0, width: 300, height: 300)])
        #expect(try arranged(yaml, x: -.infinity) == [Rect(x: 0, y: 0, width: 0, height: 300), Rect(x: 0, y: 0, width: 300, height: 300)])
    }

    /// `motion.x * 400` in a horizontal stack dragged right: each size is held at 100,000 points, and the stack's
    /// second layer, placed beyond the coordinates a frame may hold, is cut to them.
    @Test func aStackPushedPastTheCoordinatesIsHeldWithinThem() throws {
        let yaml = """
            - frame: [0, 0, 300, 300]
              stack: {axis: horizontal, distribution: equalSpacing}
              layers:
                - {size: ["motion.x * 400", 10], backgroundColor: red}
                - {size: ["motion.x * 400", 10], backgroundColor: blue}
        """
        #expect(try arranged(yaml, x: 300) == [Rect(x: 0, y: 0, width: 100_000, height: 300), Rect(x: 100_000, y: 0, width: 0, height: 300)])
        #expect(try arranged(yaml, x: .nan) == [Rect(x: 0, y: 0, width: 0, height: 300), Rect(x: 300, y: 0, width: 0, height: 300)])
    }

    /// `[fit, "motion.x"]`: the width fits the text, the height follows the motion, held at 0 when it is negative.
    @Test func aFittedLayersMovingSideIsHeld() throws {
        let yaml = """
            - frame: [0, 0, 300, 300]
              stack: {axis: horizontal, wrap: true}
              layers:
                - {size: [fit, "motion.x"], text: {string: Ada}}
        """
        #expect(try arranged(yaml, x: 40) == [Rect(x: 0, y: 0, width: 30, height: 40)])
        #expect(try arranged(yaml, x: -40) == [Rect(x: 0, y: 0, width: 30, height: 0)])
    }

    /// Numbers that read only the size of a layer whose frame follows the motion are held too: a sublayer twice its
    /// parent's width, and a corner radius of minus its width.
    @Test func numbersReadingAMovingSizeAreHeld() throws {
        let yaml = """
            - frame: [0, 0, "clamp(motion.x * 1000, 0, 100000)", 10]
              layers:
                - {frame: [0, 0, "width * 2", 10], cornerRadius: "0 - width", backgroundColor: red}
        """
        let held = try #require(try layers(yaml, motion: Self.motion(x: 100)).first?.sublayers.first)
        #expect(held.frame == Rect(x: 0, y: 0, width: 100_000, height: 10))
        #expect(held.cornerRadius == 0)
        let stacked = """
            - frame: [0, 0, "clamp(motion.x * 1000, 0, 100000)", 10]
              stack: {axis: horizontal}
              layers:
                - {size: ["width * 2", 10], backgroundColor: red}
        """
        #expect(try arranged(stacked, x: 100) == [Rect(x: 0, y: 0, width: 100_000, height: 10)])
    }
}

/// Measures a text as 10 points a character and 20 points high, so that `fit` needs no renderer here.
final class ContentMeasureStub: IntrinsicMeasure {
    static let shared = ContentMeasureStub()

    func textSize(_ text: TextContent, width: Double?, fontFiles: [String]) throws(IntrinsicMeasureFailure) -> Size {
        Size(width: Double(text.string.count) * 10, height: 20)
    }

    func imageSize(atPath path: String) throws(IntrinsicMeasureFailure) -> Size {
        throw IntrinsicMeasureFailure("no images here")
    }
}
