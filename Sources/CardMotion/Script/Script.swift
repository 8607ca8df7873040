import CardGeometry

/// A CardMotion script: a screen, one widget with its data, and a timeline of gestures.
///
/// Decoded from YAML or JSON by ``ScriptDecoder``; the README's "Script format" section is the user's reference.
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
    public var widget: Widget
    public var cards: [Card]
    public var timeline: [TimelineEvent]
    /// The folder relative image paths are resolved against (the script's own folder).
    public var baseDirectory: String
    /// The script's path as given, for messages.
    public var sourcePath: String

    /// Time added after everything settles when no duration is given, in seconds.
    public static let settlePadding = 0.25
    /// Default touch sampling rate, in samples per second.
    public static let defaultTouchRate = 60.0

    public init(screen: Screen, fps: Double = 60, duration: Double? = nil, touchRate: Double = Script.defaultTouchRate,
                widget: Widget, cards: [Card], timeline: [TimelineEvent], baseDirectory: String = ".",
                sourcePath: String = "<script>") {
        self.screen = screen
        self.fps = fps
        self.duration = duration
        self.touchRate = touchRate
        self.widget = widget
        self.cards = cards
        self.timeline = timeline
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

    public init(size: Size, scale: Double = 2, background: Color = Color(white: 1)) {
        self.size = size
        self.scale = scale
        self.background = background
    }
}

/// One data item: what a card shows. Each widget draws the fields its original's demo cell draws.
public struct Card: Hashable, Sendable {
    public var title: String?
    public var subtitle: String?
    public var description: String?
    /// Card background; each widget has its own default.
    public var background: Color?
    /// Absolute path of the main picture.
    public var image: String?
    /// Absolute path of a logo or badge picture.
    public var logo: String?
    /// Title of the card's button, if the widget's cell has one.
    public var button: String?

    public init(title: String? = nil, subtitle: String? = nil, description: String? = nil, background: Color? = nil,
                image: String? = nil, logo: String? = nil, button: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.description = description
        self.background = background
        self.image = image
        self.logo = logo
        self.button = button
    }
}

/// The control under test, with its own parameters: one of the ``Controls`` (`kind: stack`, `deck`, ...).
public struct Widget: Hashable, Sendable {
    let definition: any ControlDefinition

    init(_ definition: some ControlDefinition) {
        self.definition = definition
    }

    /// The `kind` name of the script format.
    public var kind: String { type(of: definition).kind }

    /// The control's parameters, e.g. a ``StackConfiguration``.
    public var configuration: any Hashable & Sendable { definition }

    /// Whether the control has a programmatic removal that `swipe` events drive.
    public var hasProgrammaticRemoval: Bool { type(of: definition).hasProgrammaticRemoval }

    var refusesCards: String? { type(of: definition).refusesCards }
    var removalAdvice: String? { type(of: definition).removalAdvice }

    /// Builds the control with the script's cards and adds it to the window.
    func install(cards: [Card], in simulation: Simulation) -> any WidgetController {
        definition.install(cards: cards, in: simulation)
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

    public enum Action: Hashable, Sendable {
        /// A finger gesture, turned into a touch sequence.
        case gesture(Gesture)
        /// The control's programmatic removal (`swipe: left|right`).
        case swipe(SwipeDirection)
    }

    public init(time: Double, action: Action) {
        self.time = time
        self.action = action
    }
}

/// A horizontal direction for programmatic removals.
public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    case left, right
}
