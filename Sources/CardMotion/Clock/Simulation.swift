import CardGeometry

/// The virtual world of one script: an exact clock, an ordered queue of everything that will happen,
/// the window's view tree, the animator and the touch dispatcher.
///
/// Time only moves through ``advance(to:)``: touch samples, recognizer callbacks, animation completions and
/// timers run at their exact scheduled times, in order. Nothing reads a wall clock.
public final class Simulation {
    /// The current virtual time, in seconds.
    public private(set) var now: Double = 0
    /// The screen the window fills.
    public let screen: Screen
    /// The root of the view tree; it fills the screen.
    public private(set) var window: View!
    /// Creates and evaluates animations.
    public private(set) var animator: Animator!
    /// Routes touches to gesture recognizers.
    private(set) var touches: TouchDispatcher!
    /// Callbacks the controls fired, in order (for `states` output).
    public private(set) var log: [SimulationEvent] = []
    /// The end time of the latest animation created so far, in seconds.
    public private(set) var latestAnimationEnd: Double = 0

    private var queue = EventQueue()

    /// Events closer than this to a frame's time are treated as happening at it, so that times computed
    /// along different float paths (`0.3 + 0.5` vs `48 / 60`) agree. One nanosecond.
    public static let timeTolerance = 1e-9

    public init(screen: Screen) {
        self.screen = screen
        self.animator = Animator(simulation: self)
        self.touches = TouchDispatcher(simulation: self)
        let window = View(simulation: self, frame: Rect(origin: .zero, size: screen.size))
        window.isWindow = true
        self.window = window
    }

    /// Runs `action` at `time` (not before now).
    public func schedule(at time: Double, _ action: @escaping () -> Void) {
        queue.insert(at: max(time, now), action)
    }

    /// Runs `action` `delay` seconds from now.
    public func schedule(after delay: Double, _ action: @escaping () -> Void) {
        schedule(at: now + delay, action)
    }

    /// Runs every action scheduled up to `time` (inclusive, within ``timeTolerance``), then sets the clock to `time`.
    public func advance(to time: Double) {
        while let next = queue.nextTime, next <= time + Self.timeTolerance {
            guard let entry = queue.popFirst() else { break }
            now = max(now, entry.time)
            entry.action()
        }
        now = max(now, time)
    }

    /// Runs everything still scheduled and returns the time when the world comes to rest: the last action or
    /// the end of the last animation, whichever is later. `limit` bounds runaway loops, in seconds.
    public func runUntilSettled(limit: Double) -> Double {
        var settled = max(now, latestAnimationEnd)
        while let next = queue.nextTime, next <= limit {
            advance(to: next)
            settled = max(settled, now, latestAnimationEnd)
        }
        return min(max(settled, latestAnimationEnd), limit)
    }

    func noteAnimation(endingAt time: Double) {
        latestAnimationEnd = max(latestAnimationEnd, time)
    }

    /// Records a control's callback at the current time.
    public func record(_ event: some ControlEvent) {
        log.append(SimulationEvent(time: now, event: event))
    }

    /// Delivers a touch to the recognizers of the view under it.
    public func deliver(_ touch: TouchEvent) {
        touches.deliver(touch)
    }
}

/// A control callback that happened at an exact time (`didRemoveCell`, `dragSortEnded`, ...).
public struct SimulationEvent: Hashable, Sendable {
    /// When it fired, in seconds.
    public var time: Double
    /// The callback, one of its control's ``ControlEvent`` cases.
    public var event: any ControlEvent

    public init(time: Double, event: some ControlEvent) {
        self.time = time
        self.event = event
    }

    /// The original's callback name.
    public var name: String { event.name }
    /// The data index it names, if any.
    public var index: Int? { event.index }
    /// Further values, by key.
    public var details: [String: EventValue] { event.details }

    public static func == (lhs: SimulationEvent, rhs: SimulationEvent) -> Bool {
        lhs.time == rhs.time && AnyHashable(lhs.event) == AnyHashable(rhs.event)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(AnyHashable(event))
    }
}

/// The callbacks a control of type `Event` fired, with their times, from a playback's whole log.
public struct ControlLog<Event: ControlEvent> {
    public var entries: [(time: Double, event: Event)]

    public init(_ log: [SimulationEvent]) {
        entries = log.compactMap { entry in (entry.event as? Event).map { (entry.time, $0) } }
    }

    /// How many entries satisfy `condition`.
    public func count(where condition: (Event) -> Bool) -> Int {
        entries.reduce(0) { $0 + (condition($1.event) ? 1 : 0) }
    }
}
