extension ScriptLimits {
    /// The largest scale an `animate` event may give a layer, either sign (a layer 100 times its size covers any frame).
    public static let animatedScale = 100.0
    /// The largest turn an `animate` event may give, in degrees, either sign (a hundred full turns).
    public static let animatedTurn = 36_000.0
    /// A layer blur's radius, in points (standard deviation), as a backdrop's.
    public static let animatedBlur = backdropBlur
    /// Targets one `animate` may name (ids and globs).
    public static let animateTargets = 1_000
    /// Keyframes of one property's track.
    public static let keyframes = 1_000
    /// Layers one `animate` may move once its globs are matched, and layer animations of a whole script (each
    /// layer's property channel counts once per `animate` that moves it): what a frame evaluates is bounded by these.
    public static let animatedLayers = 10_000
    public static let layerAnimationSteps = 100_000
    /// A step's duration, delay or keyframe time, in seconds.
    public static let animationTime: ClosedRange<Double> = 0...3600
    /// A step's `repeat` count.
    public static let repeatCount: ClosedRange<Double> = 0.001...1_000_000
}
