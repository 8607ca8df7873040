import CardGeometry

/// A CardMotion script: a screen, one widget (or none) with its data, and a timeline of gestures.
///
/// Decoded from YAML or JSON by ``ScriptDecoder``; docs/script-format.md is the user's reference.
public struct Script: Hashable, Sendable {
    /// The screen the widget lives on.
    public var screen: Screen
    /// Frames per second of the rendered sequence.
    public var fps: Double
    /// Length of the sequence in seconds; `nil` = until the last event and every animation have settled, plus
    /// ``Script/settlePadding``.
    public var duration: Double?
    /// Touch samples per second for `drag` gestures.
    public var touchRate: Double
    /// The control; ``Widget/screenOnly`` for a script with no `widget:`, a screen made only of layers.
    public var widget: Widget
    public var cards: [Card]
    public var timeline: [TimelineEvent]
    /// The cell the cards are drawn with: the script's `cell:`, or the control's demo cell; `nil` for the built-in
    /// cell of a script made in code, or a control without cells.
    public var cell: CellDesign?
    /// Static layers behind the control (`screen.layers`) and above it (`overlay`), in screen points.
    public var design: ScreenDesign
    /// Font files (absolute paths) whose families text may name.
    public var fonts: [String]
    /// The Dynamic Type size the texts' styles are sized for (`contentSize:`).
    public var contentSize = ContentSizeCategory.default
    /// The layers the timeline's `animate` events move, resolved (``LayerMotion``).
    public var layerMotion = LayerMotion()
    /// How `verify` compares this script's frames, where the command line says nothing.
    public var verification = VerificationSettings()
    /// The folder relative image paths are resolved against (the script's own folder).
    public var baseDirectory: String
    /// Which files besides the script's folder its images and fonts may come from.
    public var assets = AssetAccess()
    /// Every place the script draws an image (cards, screen layers, overlay), for renderers to read them up front.
    public var images: [ImageUse] = []
    /// The script's path as given, for messages.
    public var sourcePath: String
    /// What reading the script found worth a word (a font drawn with its stand-in), once per family, by line.
    public var notices: [ScriptDiagnostic] = []
    /// The interface style its colours were read in (`appearance`).
    public var appearance: Appearance = .light
    /// The configurations its `variants:` declares, in order (empty without `variants:`).
    public var variants: [ScriptVariant] = []
    /// The variant this script was read in, or `nil` for its top-level settings.
    public var variant: ScriptVariant?
    /// The language its texts are shown in (`language:`, by default the first of `strings:`); `nil` with neither.
    public var language: Language?
    /// The direction its stacks, natural-aligned texts and directional symbols were laid out in (`layoutDirection`).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Where each card and its fields are written, by card: field name to `FILE:LINE: cards[I].NAME`, and `""` to
    /// the card's own `FILE:LINE: cards[I]`.
    var cardOrigins: [[String: String]] = []
    /// What measured the script's `fit` layers when it was read, with its fonts: installing the cards measures the same way.
    var measure: ContentMeasure?

    /// Where the script's relative asset paths resolve, under its access rule.
    var assetLocator: AssetLocator { AssetLocator(baseDirectory: baseDirectory, access: assets, measure: measure) }

    /// Time added after everything settles when no duration is given, in seconds.
    public static let settlePadding = 0.25
    /// Default touch sampling rate, in samples per second.
    public static let defaultTouchRate = 60.0
    /// Frames per second when the script gives no `fps`.
    public static let defaultFPS = 60.0

    public init(screen: Screen, fps: Double = Script.defaultFPS, duration: Double? = nil, touchRate: Double = Script.defaultTouchRate,
                widget: Widget, cards: [Card], timeline: [TimelineEvent], baseDirectory: String = ".",
                sourcePath: String = "<script>") {
        self.screen = screen
        self.fps = fps
        self.duration = duration
        self.touchRate = touchRate
        self.widget = widget
        self.cards = cards
        self.timeline = timeline
        self.cell = nil
        self.design = ScreenDesign()
        self.fonts = []
        self.baseDirectory = baseDirectory
        self.sourcePath = sourcePath
    }
}

/// The simulated device screen.
public struct Screen: Hashable, Sendable {
    /// Size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    public var background: Color
    /// The insets of the safe area, in points: a `device:`'s, or none.
    public var safeArea: SafeAreaInsets

    /// The frame's size in pixels: the size in points times the scale, rounded (as `Scene.pixelWidth`).
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// Pixels per point of a screen whose script names neither a scale nor a device.
    public static let defaultScale: Double = 2

    public init(size: Size, scale: Double = defaultScale, background: Color = Color(white: 1), safeArea: SafeAreaInsets = .zero) {
        self.size = size
        self.scale = scale
        self.background = background
        self.safeArea = safeArea
    }
}

/// One data item: its fields, which the cell in force shows (a script's `cell:`, or the control's demo cell, whose
/// fields are `title`, `subtitle`, `description`, `button`, `background`, `image` and `logo`).
public struct Card: Hashable, Sendable {
    /// The field values by name, as the script writes them (a number keeps its written form: `36`, `4.50`).
    public var fields: [String: CardValue]

    public init(fields: [String: CardValue] = [:]) {
        self.fields = fields
    }

    /// A card with the demo cells' fields (`image` and `logo` are paths).
    public init(title: String? = nil, subtitle: String? = nil, description: String? = nil, background: String? = nil,
                image: String? = nil, logo: String? = nil, button: String? = nil) {
        let values = ["title": title, "subtitle": subtitle, "description": description, "background": background,
                      "image": image, "logo": logo, "button": button]
        fields = values.compactMapValues { $0.map(CardValue.string) }
    }

    /// The text of field `name` as a placeholder shows it, if the card has it and it is not a list or a mapping.
    public subscript(name: String) -> String? { fields[name]?.text }
}

/// The control under test, with its own parameters: one of the `Controls` (`kind: stack`, `deck`, ...), or none
/// (``screenOnly``) for a script with no `widget:`.
public struct Widget: Hashable, Sendable {
    let definition: any ControlDefinition

    init(_ definition: some ControlDefinition) {
        self.definition = definition
    }

    /// No control: a screen made only of its layers, as a script with no `widget:` has.
    public static let screenOnly = Widget(ScreenOnlyConfiguration())

    /// Whether there is a control: `false` for ``screenOnly``.
    public var hasControl: Bool { !(definition is ScreenOnlyConfiguration) }

    /// The `kind` name of the script format.
    public var kind: String { type(of: definition).kind }

    /// The control's parameters, e.g. a ``StackConfiguration``.
    public var configuration: any Hashable & Sendable { definition }

    /// Whether the control has a programmatic removal that `swipe` events drive.
    public var hasProgrammaticRemoval: Bool { type(of: definition).hasProgrammaticRemoval }

    var refusesCards: String? { type(of: definition).refusesCards }
    var removalAdvice: String? { type(of: definition).removalAdvice }
    /// How messages name the control: `the stack`, `a screen with no control`.
    var subject: String { type(of: definition).subject }
    /// What to say of a `cell:` given to a control without cells.
    var cellRefusal: String { type(of: definition).cellRefusal }

    /// The control's demo cell, when its cards are cells.
    var builtInCell: BuiltInCell? { type(of: definition).builtInCell }

    /// The size the control gives its cells on `screen`, in points.
    func cellSize(screen: Screen) -> Size { definition.cellSize(screen: screen) }

    /// Builds the control with the script's cards, drawn with `cell` (by default the control's demo cell, its images
    /// found by `assets`), and adds it to the window.
    func install(cards: [Card], cell: CellDesign?, assets: AssetLocator, in simulation: Simulation) -> any WidgetController {
        definition.install(cards: cards, cell: cell ?? builtInCell?.design(assets: assets), in: simulation)
    }

    public static func == (lhs: Widget, rhs: Widget) -> Bool {
        AnyHashable(lhs.definition) == AnyHashable(rhs.definition)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(definition))
    }
}

/// Something that happens at a moment of the timeline.
public struct TimelineEvent: Hashable, Sendable {
    /// When it starts, in seconds from the beginning.
    public var time: Double
    public var action: Action
    /// The layers that start moving at ``time`` (an `animate` event's, or a `tap`'s `animate:`).
    public var animations: [LayerAnimation] = []

    /// What the event does: a finger gesture, or the control's own removal of the top card.
    public enum Action: Hashable, Sendable {
        /// A finger gesture, turned into a touch sequence.
        case gesture(Gesture)
        /// The control's programmatic removal (`swipe: left|right`).
        case swipe(SwipeDirection)
        /// Only ``TimelineEvent/animations``: layers move, with no finger.
        case animate
    }

    /// Seconds from ``time`` until the event's animations end as written (0 with none; `infinity` when one repeats for
    /// ever).
    public var animationSpan: Double { animations.map(\.span).max() ?? 0 }

    public init(time: Double, action: Action, animations: [LayerAnimation] = []) {
        self.time = time
        self.action = action
        self.animations = animations
    }
}

/// A horizontal direction for programmatic removals.
public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    case left, right
}
