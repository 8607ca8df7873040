import CardScene

extension MotionTracks {
    /// The tracks of every frame of `plan`, from one pass of its simulation (the scenes `render` draws and
    /// `cardmotion states` prints): each node followed by its named layers. The simulation costs a fraction of a
    /// frame's drawing (the 277 frames of `Examples/stack-drag.yaml` play in about 20 ms), so a verification asks for
    /// the tracks only once it knows frames failed, instead of keeping every drawn frame's geometry. `seeing` is
    /// given each frame's number and scene, in order, for what else a caller reads in the same pass (the studio's
    /// touches).
    public init(playing plan: PlaybackPlan, seeing: (Int, Scene) -> Void = { _, _ in }) {
        let timing = plan.timing, playback = plan.makePlayback()
        self.init(frameCount: timing.frameCount)
        for frame in 0..<timing.frameCount {
            let scene = playback.scene(at: timing.time(ofFrame: frame))
            seeing(frame, scene)
            add(frame: frame, geometry: scene.nodes.flatMap(NodeGeometry.withLayers))
        }
    }
}
