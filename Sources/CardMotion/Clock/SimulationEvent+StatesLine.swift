extension StatesLine.Event {
    /// The callback `event` as a `states` line records it.
    public init(_ event: SimulationEvent) {
        self.init(name: event.name, time: event.time, index: event.index, details: event.details)
    }
}
