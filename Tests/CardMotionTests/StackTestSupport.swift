import CardGeometry
@testable import CardMotion

/// The QiCardView demo screen without images (375 x 667, frame (25, 150, 325, 420), V 4, L 15, I 10,
/// angle 10, remove 100), with `timeline` appended.
func demoStackScript(cards: Int = 6, timeline: String = "", extraWidget: String = "") throws -> Script {
    var yaml = """
    screen: {size: [375, 667], scale: 2}
    fps: 60
    widget:
      kind: stack
      frame: [25, 150, 325, 420]
      visibleCount: 4
      lineSpacing: 15
      interitemSpacing: 10
      maxAngle: 10
      maxRemoveDistance: 100
      isAlpha: true
      backgroundColor: lightGray
      cornerRadius: 10
      cellCornerRadius: 10
    \(extraWidget)
    cards:

    """
    for index in 0..<cards { yaml += "  - {title: Card \(index)}\n" }
    if !timeline.isEmpty { yaml += "timeline:\n" + timeline }
    return try ScriptDecoder.decode(yaml, file: "demo.yaml", baseDirectory: "/tmp")
}

extension Scene {
    /// The node with `id`, if present.
    func node(_ id: String) -> SceneNode? { nodes.first { $0.id == id } }
    /// The card nodes, back to front.
    var cards: [SceneNode] { nodes.filter { $0.kind == .card } }
}

extension SceneNode {
    /// The centre of the node's bounds on screen.
    var screenCenter: Point { Point(x: 0.5 * size.width, y: 0.5 * size.height).applying(transform) }
}

/// The stack view of a playback of a stack script.
extension Playback {
    var stack: CardStackView { controller as! CardStackView }
}

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
