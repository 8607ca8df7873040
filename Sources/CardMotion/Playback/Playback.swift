/// Plays a script: installs its control, schedules its timeline as touches and actions, and yields the scene at
/// any (non-decreasing) time. Made by ``PlaybackPlan/makePlayback()``, which checks and times the script first.
public final class Playback {
    public let script: Script
    public let simulation: Simulation
    public let controller: any WidgetController
    private var reportedEvents = 0
    /// The screen's top-level layers that the timeline moves, as bound, by name (``LayerMotion``).
    private var movingLayers: [String: ContentLayer] = [:]
    /// The fingers each scene carries, when its plan shows touches.
    var touchIndicators: TouchIndicator.Timeline?

    init(script: Script) {
        self.script = script
        simulation = Simulation(screen: script.screen)
        controller = script.widget.install(cards: script.cards, cell: script.cell, assets: script.assetLocator,
                                           in: simulation)
        movingLayers = script.design.install(in: simulation, cards: script.cards, assets: script.assetLocator,
                                             promoted: script.layerMotion.promoted)
        for event in script.timeline { schedule(event) }
        let first = script.layerMotion.isEmpty ? nil : SceneBuilder.scene(of: simulation, at: 0)
        if let first, let end = script.layerMotion.end(base: { [unowned self] in self.restingLayer($0, first: first) }) {
            simulation.noteAnimation(endingAt: end)
        }
    }

    private func schedule(_ event: TimelineEvent) {
        switch event.action {
        case .gesture(let gesture):
            for touch in TouchSynthesizer.touches(for: gesture, startingAt: event.time, touchRate: script.touchRate) {
                simulation.schedule(at: touch.time) { [unowned self] in self.simulation.deliver(touch) }
            }
        case .swipe(let direction):
            simulation.schedule(at: event.time) { [unowned self] in (self.controller as? ProgrammaticRemoval)?.swipe(direction) }
        case .animate:
            break
        }
    }

    /// The scene at `time` seconds. Times must not decrease from one call to the next.
    public func scene(at time: Double) -> Scene {
        simulation.advance(to: time)
        var scene = SceneBuilder.scene(of: simulation, at: time)
        script.layerMotion.apply(to: &scene, at: time, models: movingLayers)
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

    /// The layer at `address` as it rests before any animation: a moving screen layer as bound, a layer of the screen
    /// or of a card as the `first` scene (at 0 s, before any animation) shows it, or a card's layer as its cell binds
    /// it (a card not yet on screen).
    private func restingLayer(_ address: LayerAddress, first scene: Scene) -> ContentLayer? {
        guard let id = address.layer else { return movingLayers[address.node] }
        if let model = movingLayers[address.node] { return [model].layer(id: id) }
        if let node = scene.nodes.first(where: { $0.id == address.node }),
           let found = [node.layer].layer(id: id) ?? node.liveLayers.layer(id: id) {
            return found
        }
        guard let index = address.card, script.cards.indices.contains(index),
              let cell = script.cell ?? script.widget.builtInCell?.design(assets: script.assetLocator) else { return nil }
        let content = cell.content(for: script.cards[index], index: index, size: script.widget.cellSize(screen: script.screen))
        return content.layers.layer(id: id) ?? content.live?.atRest.layer(id: id)
    }
}
