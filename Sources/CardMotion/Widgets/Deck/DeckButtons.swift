import CardGeometry

/// The CardView demo's two buttons, "left" and "right" (80 × 30, 60 pt from the sides, 30 pt from the bottom);
/// a tap on one deletes the top card in its direction.
enum DeckButtons {
    /// The demo's button colour.
    static let color = Color(red: 0.671, green: 0.670, blue: 0.874)
    static let size = Size(width: 80, height: 30)
    static let sideMargin = 60.0
    static let bottomMargin = 30.0

    static func install(for deck: DeckView, in simulation: Simulation) {
        let screen = simulation.screen.size
        let top = screen.height - bottomMargin - size.height
        for (title, x, left) in [("left", sideMargin, true), ("right", screen.width - sideMargin - size.width, false)] {
            let button = View(simulation: simulation, frame: Rect(origin: Point(x: x, y: top), size: size))
            button.backgroundColor = color
            button.cornerRadius = 4
            button.contentLayers = [ContentLayer(frame: Rect(origin: .zero, size: size),
                                                 text: TextContent(string: title, fontSize: 17, color: Color(white: 1)))]
            button.sceneIdentity = SceneIdentity(id: "button-\(title)", kind: .button, index: nil)
            let tap = TapGestureRecognizer()
            tap.action = { [unowned deck] _ in deck.deleteTopItem(left: left) }
            button.addGestureRecognizer(tap)
            simulation.window.addSubview(button)
        }
    }
}
