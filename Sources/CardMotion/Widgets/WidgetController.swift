/// A control installed in a simulation, as a playback holds it.
public protocol WidgetController: AnyObject {
    /// The first broken invariant of the control's bookkeeping, given every callback fired so far (`log`), or `nil`:
    /// the cards it holds must agree with the callbacks it has fired. The fuzz target and the property tests check
    /// it after every sampled frame; each control states its own, beside it (`<Control>+Invariants.swift`).
    func invariantProblem(log: [SimulationEvent]) -> String?
}

/// A control with a programmatic removal, driven by the timeline's `swipe` events.
public protocol ProgrammaticRemoval: WidgetController {
    /// The control's programmatic removal (QiCardView's `removeTopCardViewFromSwipe:`, ...).
    func swipe(_ direction: SwipeDirection)
}
