import CardMotion

/// The QiCardView demo screen without images (375 x 667, frame (25, 150, 325, 420), V 4, L 15, I 10,
/// angle 10, remove 100), decoded.
///
/// - Parameters:
///   - cards: how many cards, titled `Card 0`, `Card 1`...
///   - timeline: timeline entries in YAML (each line indented by two spaces), appended under `timeline:`.
///   - extraWidget: more keys of `widget:`, in YAML indented by two spaces.
public func demoStackScript(cards: Int = 6, timeline: String = "", extraWidget: String = "") throws -> Script {
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

extension Playback {
    /// The stack view of a playback of a stack script, such as ``demoStackScript(cards:timeline:extraWidget:)``.
    public var stack: CardStackView { controller as! CardStackView }
}

/// A stack script (375 x 667 points, the control at (25, 150, 325, 420)) whose cell has `layers` (YAML list items,
/// indented by four spaces) and the cards `cards` (YAML list items, indented by two).
public func stackCellYAML(_ layers: String, cards: String) -> String {
    """
    screen: {size: [375, 667], scale: 1}
    widget: {kind: stack, frame: [25, 150, 325, 420]}
    cell:
      layers:
    \(layers)
    cards:
    \(cards)
    """
}
