import CardGeometry

/// The view properties that animate, each as a vector of numbers that combine additively.
public enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    /// `center`: x, y in points.
    case center
    /// `bounds.size`: width, height in points.
    case size
    /// `bounds.origin`: x, y in points (a scroll view's content offset).
    case boundsOrigin
    /// `transform`, decomposed: translation x, y (points), rotation (radians), scale x, y, shear.
    case transform
    /// `alpha`.
    case alpha
}

/// One property animation in flight, stored the way UIKit's additive animations (iOS 8 and later) work: the
/// model already holds the new value; the presentation adds `offset × (1 − progress)`, so the offset fades
/// from `old − new` to zero. Retargeting a moving property therefore blends from where it is.
struct PropertyAnimation {
    let property: AnimatableProperty
    /// `old − new`, in the property's component space.
    let offset: [Double]
    let timing: AnimationTiming
    /// When the animation starts (after its delay), in seconds.
    let beginTime: Double

    var endTime: Double { beginTime + timing.duration }

    /// The amount to add to the model value at `time`.
    func contribution(at time: Double) -> [Double] {
        let remaining = 1 - timing.progress(elapsed: time - beginTime)
        return offset.map { $0 * remaining }
    }
}
