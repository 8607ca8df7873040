/// The `cardmotion states` form of a scene (``StatesLine``). Geometry goldens (`states.jsonl` beside references)
/// are lines of this form.
extension Scene {
    /// The whole line for frame `frame` at `time` seconds, without callbacks.
    public func statesLine(frame: Int, time: Double) -> String {
        StatesLine(frame: frame, time: time, scene: self).text
    }
}
