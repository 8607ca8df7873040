/// Plays a script: installs its control, schedules its timeline as touches and actions, and yields the scene at
/// any (non-decreasing) time. Made by ``PlaybackPlan/makePlayback()``, which checks and times the script first.
public final class Playback {
    public let script: Script
    public let simulation: Simulation
    public let controller: any WidgetController
    private var reportedEvents = 0
    /// The fingers each scene carries, when its plan shows touches.
    var touchIndicators: TouchIndicator.Timeline?

    init(script: Script) {
        self.script = script
        simulation = Simulation(screen: script.screen)
        controller = script.widget.install(cards: script.cards, cell: script.cell, assets: script.assetLocator,
                                           in: simulation)
        script.design.installBackdrop(in: simulation, cards: script.cards, assets: script.assetLocator)
        script.design.installOverlay(in: simulation, cards: script.cards, assets: script.assetLocator)
        for event in script.timeline { schedule(event) }
    }

    private func schedule(_ event: TimelineEvent) {
        switch event.action {
        case .gesture(let gesture):
            for touch in TouchSynthesizer.touches(for: gesture, startingAt: event.time, touchRate: script.touchRate) {
                simulation.schedule(at: touch.time) { [unowned self] in self.simulation.deliver(touch) }
            }
        case .swipe(let direction):
            simulation.schedule(at: event.time) { [unowned self] in (self.controller as? ProgrammaticRemoval)?.swipe(direction) }
        }
    }

    /// The scene at `time` seconds. Times must not decrease from one call to the next.
    public func scene(at time: Double) -> Scene {
        simulation.advance(to: time)
        var scene = SceneBuilder.scene(of: simulation, at: time)
        scene.fontFiles = script.fonts
        if let touchIndicators { scene.touches = touchIndicators.indicators(at: time) }
        return scene
    }

    /// The control callbacks that fired since the previous call.
    public func takeEvents() -> [SimulationEvent] {
        let events = Array(simulation.log[reportedEvents...])
        reportedEvents = simulation.log.count
        return events
    }
}
