import CardMotion

extension StudioScript {
    /// How a frame is drawn: for the player, or for comparing with a reference. The one place that decides whether
    /// the timeline's fingers are in a frame's pixels.
    enum Look: Hashable, Sendable {
        /// As the player shows it: with the fingers when the studio was started with `--show-touches`
        /// (`render --show-touches`'s bytes), without otherwise.
        case player
        /// As `verify` draws it, never with the fingers: the frame compared with its reference, shown as Actual and
        /// diffed (`render`'s bytes without `--show-touches`).
        case compared
    }
}

extension StudioScript.Version {
    /// ``plan`` as drawn for `look`: ``StudioScript/Look/compared`` leaves the fingers out whatever `--show-touches`
    /// says; `nil` when no version read well.
    func plan(for look: StudioScript.Look) -> PlaybackPlan? {
        guard var plan else { return nil }
        if look == .compared { plan.showsTouches = false }
        return plan
    }
}
