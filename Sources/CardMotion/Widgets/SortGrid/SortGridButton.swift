import CardGeometry

/// One button of the grid (`UIButtonTypeCustom`): white, corner radius 5, a 1-pt border and a centred
/// system-14 title that shrinks to fit down to half size, in the normal or the selected colour.
public final class SortGridButton: View {
    /// The title's point size.
    public static let fontSize = 14.0
    /// `minimumScaleFactor` of the title.
    public static let minimumScaleFactor = 0.5

    public let title: String
    /// The title's position in the configured `titles`: the button's identity in `states`.
    public let titleIndex: Int
    private let normalColor: Color
    private let selectedColor: Color

    /// `selected`: the title and border take the selected colour, at once.
    public var isSelected = false {
        didSet { restyle() }
    }

    init(simulation: Simulation, title: String, titleIndex: Int, normalColor: Color, selectedColor: Color) {
        self.title = title
        self.titleIndex = titleIndex
        self.normalColor = normalColor
        self.selectedColor = selectedColor
        super.init(simulation: simulation, frame: .zero)
        backgroundColor = Color(white: 1)
        cornerRadius = 5
        masksToBounds = true
        borderWidth = 1
        sceneIdentity = SceneIdentity(id: "button-\(titleIndex)", kind: .button, index: titleIndex)
        restyle()
    }

    /// Border and title in the colour of the current state.
    func restyle() {
        let color = isSelected ? selectedColor : normalColor
        borderColor = color
        contentLayers = [ContentLayer(frame: Rect(origin: .zero, size: size),
                                      text: TextContent(string: title, fontSize: Self.fontSize, color: color,
                                                        minimumScaleFactor: Self.minimumScaleFactor))]
    }

    public override var size: Size {
        didSet { restyle() }
    }
}
