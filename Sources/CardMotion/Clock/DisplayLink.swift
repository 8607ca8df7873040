/// `CADisplayLink` on the virtual clock: calls its action at every screen refresh while it runs.
///
/// Refreshes fall on a fixed grid, `k / refreshRate` seconds from the start, whatever started the link, as a
/// device's vertical syncs do. A sequence rendered at the refresh rate therefore sees every tick exactly on a frame.
public final class DisplayLink {
    /// Screen refreshes per second: 60, the rate of the iPhones the seed controls were written for.
    public static let defaultRefreshRate = 60.0

    private unowned let simulation: Simulation
    public let refreshRate: Double
    private let action: (Double) -> Void
    /// Bumped on every start and stop, so a tick scheduled by an earlier run does nothing.
    private var generation = 0
    public private(set) var isRunning = false

    /// `action` receives the tick's time, in seconds.
    public init(simulation: Simulation, refreshRate: Double = DisplayLink.defaultRefreshRate,
                action: @escaping (Double) -> Void) {
        self.simulation = simulation
        self.refreshRate = refreshRate
        self.action = action
    }

    /// The first refresh strictly after `time` (a time within a nanosecond of a refresh counts as on it).
    public func nextRefresh(after time: Double) -> Double {
        let index = (time * refreshRate + Simulation.timeTolerance * refreshRate).rounded(.down) + 1
        return index / refreshRate
    }

    /// Starts ticking at the next refresh; a running link keeps its schedule.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        generation += 1
        scheduleTick(generation: generation)
    }

    /// Stops before the next tick.
    public func stop() {
        isRunning = false
        generation += 1
    }

    private func scheduleTick(generation: Int) {
        simulation.schedule(at: nextRefresh(after: simulation.now)) { [weak self] in
            guard let self, self.isRunning, self.generation == generation else { return }
            self.action(self.simulation.now)
            if self.isRunning && self.generation == generation { self.scheduleTick(generation: generation) }
        }
    }
}
