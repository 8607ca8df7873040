/// What a screen with no control installs: nothing. Its cards are only the data of the layers repeated per card.
final class ScreenOnlyController: WidgetController {
    /// A screen with no control has no callbacks: any in the log came from elsewhere.
    func invariantProblem(log: [SimulationEvent]) -> String? {
        log.first.map { "a screen with no control fired '\($0.name)' at \($0.time) s" }
    }
}
