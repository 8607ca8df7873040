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

/// One card at rest filling a 200 x 300 point screen at scale 1 (white, 10 frames a second for 0.2 seconds), its
/// white cell holding `layers` (YAML list items, indented by four spaces), with `extra` top-level keys after it.
public func restingCardYAML(_ layers: String, extra: String = "") -> String {
    """
    screen: {size: [200, 300], scale: 1, background: white}
    fps: 10
    duration: 0.2
    widget: {kind: stack, frame: [0, 0, 200, 300], visibleCount: 1}
    cell:
      backgroundColor: white
      layers:
    \(layers)
    cards: [{}]
    \(extra)
    """
}
