import CardGeometry

/// A rectangle of the view tree with UIKit's model properties: `center`, bounds size, `transform` (about the
/// centre) and `alpha`, plus its static content and gesture recognizers.
///
/// Properties hold **model** values, as UIKit's do: setting one inside an animation block changes the model at
/// once and records an animation; ``presentation(at:)`` adds the animations in flight. Hit tests and the
/// controls' own decisions read the model.
open class View {
    public unowned let simulation: Simulation

    /// Centre in the superview's coordinates, in points.
    public var center: Point {
        didSet { simulation.animator.record(.center, on: self, from: [oldValue.x, oldValue.y], to: [center.x, center.y]) }
    }
    /// Bounds size, in points (the bounds origin is always zero).
    public var size: Size {
        didSet {
            simulation.animator.record(.size, on: self, from: [oldValue.width, oldValue.height], to: [size.width, size.height])
        }
    }
    /// The origin of the bounds, in points: the point of the view's own coordinates shown at its top-left. A
    /// scroll view's content offset; it moves every subview by its negative.
    public var boundsOrigin: Point = .zero {
        didSet {
            simulation.animator.record(.boundsOrigin, on: self, from: [oldValue.x, oldValue.y], to: [boundsOrigin.x, boundsOrigin.y])
        }
    }
    /// Transform applied about the centre.
    public var transform: AffineTransform2D = .identity {
        didSet {
            simulation.animator.record(.transform, on: self, from: oldValue.decomposed.components,
                                       to: transform.decomposed.components)
        }
    }
    /// Opacity, 0...1.
    public var alpha: Double = 1 {
        didSet { simulation.animator.record(.alpha, on: self, from: [oldValue], to: [alpha]) }
    }
    public var isHidden = false
    public var isUserInteractionEnabled = true
    public var tag = 0

    // Static content, drawn in the view's bounds.
    public var backgroundColor: Color?
    public var cornerRadius: Double = 0
    public var masksToBounds = false
    public var borderWidth: Double = 0
    public var borderColor: Color?
    /// The layer's shadow (`layer.shadowColor`, ...), or `nil` for none.
    public var shadow: Shadow?
    /// Drawing inside the bounds that never moves relative to the view (labels, images of a cell).
    public var contentLayers: [ContentLayer] = []
    /// A blur of what lies behind the view, inside its rounded bounds (`UIVisualEffectView`), or `nil`.
    public var backdrop: Backdrop?

    /// When set, the view is a node of its own in the scene (with its non-node subviews folded into it).
    public var sceneIdentity: SceneIdentity?

    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    var isWindow = false

    private(set) var animations: [PropertyAnimation] = []

    public init(simulation: Simulation, frame: Rect) {
        self.simulation = simulation
        self.center = frame.center
        self.size = frame.size
    }

    /// The frame in the superview's coordinates. Only meaningful with an identity transform, as in UIKit;
    /// setting it sets `center` and the size.
    public var frame: Rect {
        get { Rect(origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size).applyingAbout(center: center, transform) }
        set {
            center = newValue.center
            size = newValue.size
        }
    }

    /// The bounds: the visible rectangle of the view's own coordinates.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: size) }

    // MARK: Hierarchy

    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(index, subviews.count))
            return
        }
        view.detach()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
    }

    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    public func removeFromSuperview() {
        guard superview != nil else { return }
        let wasInWindow = window != nil
        detach()
        if wasInWindow { didLeaveWindow() }
        didMoveToSuperview()
    }

    private func detach() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The window this view is in, if any.
    public var window: View? {
        var view: View? = self
        while let current = view {
            if current.isWindow { return current }
            view = current.superview
        }
        return nil
    }

    /// Called after the view moved to a new superview or left one (UIKit's `didMoveToSuperview`).
    open func didMoveToSuperview() {}

    /// Leaving the window cancels the view's touches and drops its animations (a view off screen has no
    /// presentation).
    private func didLeaveWindow() {
        for recognizer in gestureRecognizers { recognizer.cancelIfTracking() }
        animations.removeAll()
        for subview in subviews { subview.didLeaveWindow() }
    }

    // MARK: Gestures

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    // MARK: Animations

    func add(_ animation: PropertyAnimation, now: Double) {
        animations.removeAll { $0.endTime < now }
        animations.append(animation)
    }

    /// Whether an animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool {
        animations.contains { $0.endTime > time }
    }

    /// The values on screen at `time`: the model plus every animation in flight.
    public func presentation(at time: Double) -> Presentation {
        var center = [self.center.x, self.center.y]
        var size = [self.size.width, self.size.height]
        var origin = [boundsOrigin.x, boundsOrigin.y]
        var transform = self.transform.decomposed.components
        var alpha = [self.alpha]
        for animation in animations {
            let contribution = animation.contribution(at: time)
            switch animation.property {
            case .center: center = zip(center, contribution).map(+)
            case .size: size = zip(size, contribution).map(+)
            case .boundsOrigin: origin = zip(origin, contribution).map(+)
            case .transform: transform = zip(transform, contribution).map(+)
            case .alpha: alpha = zip(alpha, contribution).map(+)
            }
        }
        let presentedTransform = animations.contains { $0.property == .transform }
            ? DecomposedTransform(components: transform).transform : self.transform
        return Presentation(center: Point(x: center[0], y: center[1]), size: Size(width: size[0], height: size[1]),
                            boundsOrigin: Point(x: origin[0], y: origin[1]), transform: presentedTransform, alpha: alpha[0])
    }

    /// The property values shown on screen at one instant.
    public struct Presentation: Hashable, Sendable {
        public var center: Point
        public var size: Size
        public var boundsOrigin: Point
        public var transform: AffineTransform2D
        public var alpha: Double

        /// Maps the view's own coordinates to its superview's: `p − boundsOrigin − size/2`, then the transform
        /// about the centre, then to the centre (UIKit's layer geometry with the anchor point in the middle).
        public var toSuperview: AffineTransform2D {
            AffineTransform2D(translationX: -boundsOrigin.x - size.width / 2, y: -boundsOrigin.y - size.height / 2)
                .concatenating(transform)
                .concatenating(AffineTransform2D(translationX: center.x, y: center.y))
        }
    }

    // MARK: Coordinates (model values)

    /// Maps the view's bounds coordinates to window coordinates, using model values.
    public var toWindow: AffineTransform2D {
        let local = Presentation(center: center, size: size, boundsOrigin: boundsOrigin, transform: transform, alpha: alpha).toSuperview
        guard let superview, !isWindow else { return .identity }
        return local.concatenating(superview.toWindow)
    }

    /// A window point in this view's bounds coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        guard let inverse = toWindow.inverted() else { return Point(x: .nan, y: .nan) }
        return point.applying(inverse)
    }

    /// A window-space vector (a displacement) in this view's bounds coordinates.
    public func convertVectorFromWindow(_ vector: Point) -> Point {
        guard let inverse = toWindow.inverted() else { return Point(x: .nan, y: .nan) }
        return vector.applyingLinearPart(of: inverse)
    }

    /// A vector in this view's bounds coordinates as a window-space vector.
    public func convertVectorToWindow(_ vector: Point) -> Point {
        vector.applyingLinearPart(of: toWindow)
    }

    /// The deepest view under a window point that takes touches (UIKit's `hitTest(_:with:)` on model values).
    public func hitTest(windowPoint: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        let local = convertFromWindow(windowPoint)
        guard bounds.contains(local) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(windowPoint: windowPoint) { return hit }
        }
        return self
    }

    /// Layers drawn over this view's content when it is a node of its own, in its bounds coordinates, as they are at
    /// `time` (seconds): a card's layers that follow its motion (``LiveCellLayers``). None by default.
    open func liveLayers(at time: Double) -> [ContentLayer] { [] }
}

/// How a view appears in the scene when it is a node of its own.
public struct SceneIdentity: Hashable, Sendable {
    public var id: String
    public var kind: SceneNode.Kind
    public var index: Int?

    public init(id: String, kind: SceneNode.Kind, index: Int?) {
        self.id = id
        self.kind = kind
        self.index = index
    }
}

extension Rect {
    /// The bounding box of this rect transformed about `center`.
    func applyingAbout(center: Point, _ transform: AffineTransform2D) -> Rect {
        guard !transform.isIdentity else { return self }
        let about = AffineTransform2D(translationX: -center.x, y: -center.y)
            .concatenating(transform)
            .concatenating(AffineTransform2D(translationX: center.x, y: center.y))
        return applying(about)
    }
}
