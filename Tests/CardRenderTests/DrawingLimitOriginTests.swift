import CardGeometry
import CardMotion
import Foundation
import Testing
@testable import CardRender

/// A drawing past a raster's pixel limit, wherever the script puts it (the screen's layers, the overlay, a cell, with
/// live layers or not), is refused at the key that asks for it: `FILE:LINE:COLUMN: KEY: what`, never as a card.
@Suite struct DrawingLimitOriginTests {
    /// The error drawing frame 0 of a 375 x 667 point screen at scale 1 with `yaml` (top-level keys) after it.
    func error(_ yaml: String) throws -> String? {
        let text = "screen:\n  size: [375, 667]\n  scale: 1\n" + yaml
        let script = try ScriptDecoder.decode(text, file: "t.yaml", baseDirectory: "/tmp")
        do {
            _ = try SceneRenderer().render(try PlaybackPlan(script).makePlayback().scene(at: 0))
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let widget = "widget: {kind: stack, frame: [25, 150, 325, 420]}\ncards: [{title: a}]\n"
    static let hugeShadow = "{frame: [0, 0, 100000, 100000], backgroundColor: red, shadow: {opacity: 1, radius: 10}}"
    static let tinyViewBox = "{frame: [0, 0, 300, 300], shadow: {opacity: 1, radius: 10}, path: {d: \"M0 0 L1 0 L0 1 Z\", viewBox: [0, 0, 0.00001, 0.00001]}}"

    @Test(arguments: [
        ("  layers:\n    - \(hugeShadow)\n" + widget,
         "t.yaml:5:69: screen.layers[0].shadow: a shadow of 100060 x 100060 pixels exceeds the limit of 64000000 pixels"),
        ("  layers:\n    - {frame: [0, 0, 10, 10], layers: [\(hugeShadow)]}\n" + widget,
         "t.yaml:5:102: screen.layers[0].layers[0].shadow: a shadow of 100060 x 100060 pixels exceeds the limit of 64000000 pixels"),
        (widget + "overlay:\n  - \(hugeShadow)\n",
         "t.yaml:7:67: overlay[0].shadow: a shadow of 100060 x 100060 pixels exceeds the limit of 64000000 pixels"),
        ("  layers:\n    - \(tinyViewBox)\n" + widget,
         "t.yaml:5:41: screen.layers[0].shadow: a shadow of 30000060 x 30000060 pixels exceeds the limit of 64000000 pixels"),
        (widget.replacingOccurrences(of: "cards:", with: "cell:\n  layers:\n    - \(hugeShadow)\n    - {frame: [0, 0, 10, 10], opacity: \"clamp(1 + motion.x, 0, 1)\"}\ncards:").replacingOccurrences(of: "{title: a}", with: "{}"),
         "t.yaml:7:69: cell.layers[0].shadow: a shadow of 100060 x 100060 pixels exceeds the limit of 64000000 pixels"),
    ])
    func aDrawingPastTheLimitNamesItsKey(_ case: (yaml: String, message: String)) throws {
        #expect(try error(`case`.yaml) == `case`.message)
    }

    /// A node whose backing store would pass the limit while each of its shadows keeps within it is drawn in place:
    /// a shadowed square and a layer far away, together wider than any raster may be.
    @Test func aStoreTooLargeIsDrawnInPlace() throws {
        let far = "{frame: [0, 0, 10, 10], backgroundColor: blue, shadow: {opacity: 1, radius: 2}}"
        #expect(try error("  layers:\n    - \(far)\n    - {frame: [90000, 90000, 10, 10], backgroundColor: red}\n" + Self.widget) == nil)
    }
}
