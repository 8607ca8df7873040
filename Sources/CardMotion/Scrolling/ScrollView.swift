import CardGeometry

/// `UIScrollView`, as far as the seed controls use it: a content offset (the bounds origin) moved by its own pan
/// gesture, with UIKit's rubber band past the edges, its release-velocity filter, free deceleration with the
/// bounce back, and paging at most one page per release (docs/physics.md#rubber-band,
/// docs/physics.md#release-velocity, docs/physics.md#deceleration, docs/physics.md#bounce-back,
/// docs/physics.md#paging).
///
/// While the finger is down the offset follows it on every touch sample. After the lift a ``DisplayLink`` moves
/// it at every screen refresh, from a `ScrollAxisMotion` per axis that is a pure function of the time since
/// the lift. Every change of the offset calls ``didScroll``, as `scrollViewDidScroll:` is.
public final class ScrollView: View {
    /// `contentSize`, in points.
    public var contentSize: Size = .zero {
        didSet { contentSizeDidChange() }
    }
    /// `contentOffset`: the content point shown at the top-left, in points. Setting it calls ``didScroll``.
    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            boundsOrigin = newValue
            didScroll?(self)
        }
    }
    /// `isPagingEnabled`: releases settle on multiples of the bounds size, at most one page from where the
    /// finger lifted.
    public var isPagingEnabled = false
    /// `bounces`: the content can be dragged past its edges against the rubber band, and springs back.
    public var bounces = true
    /// `alwaysBounceHorizontal`: drag horizontally even when the content is not wider than the bounds.
    public var alwaysBounceHorizontal = false
    /// `alwaysBounceVertical`: drag vertically even when the content is not taller than the bounds.
    public var alwaysBounceVertical = false
    /// `decelerationRate`, per millisecond.
    public var decelerationRate = Decay.normalRate
    /// The rubber band's coefficient (UIKit: 0.55).
    public var rubberBandCoefficient = RubberBand.uikitCoefficient
    /// How a paging release travels to its page (CardMotion's model of UIKit's private curve).
    public var pagingSettle = PagingSettle()

    /// `scrollViewDidScroll:`.
    public var didScroll: ((ScrollView) -> Void)?
    /// `scrollViewDidEndDecelerating:`.
    public var didEndDecelerating: ((ScrollView) -> Void)?

    /// The scroll view's own pan.
    public let panGestureRecognizer = PanGestureRecognizer()
    /// Whether the finger is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content moves on its own after a lift.
    public private(set) var isDecelerating = false

    private var dragStart: Point = .zero
    private var velocity = ReleaseVelocity()
    private var motion: (x: ScrollAxisMotion, y: ScrollAxisMotion, start: Double)?
    private var displayLink: DisplayLink!

    public override init(simulation: Simulation, frame: Rect) {
        super.init(simulation: simulation, frame: frame)
        displayLink = DisplayLink(simulation: simulation) { [unowned self] time in self.tick(at: time) }
        panGestureRecognizer.action = { [unowned self] recognizer in self.panChanged(recognizer as! PanGestureRecognizer) }
        panGestureRecognizer.touchDidBegin = { [unowned self] _ in self.touchDown() }
        panGestureRecognizer.touchDidEnd = { [unowned self] _ in self.touchUp() }
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Geometry

    /// The offsets the content rests within, per axis, in points.
    public var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        (0...max(0, contentSize.width - size.width), 0...max(0, contentSize.height - size.height))
    }

    /// Whether the finger can move the content along each axis.
    var scrollsHorizontally: Bool { contentSize.width > size.width || alwaysBounceHorizontal }
    var scrollsVertically: Bool { contentSize.height > size.height || alwaysBounceVertical }

    /// Half a device pixel, in points: how close a motion must come to its rest to stop.
    var restTolerance: Double { 0.5 / simulation.screen.scale }

    /// The offset for a finger `raw` points along an axis: inside the range as is, past an edge against the
    /// rubber band (or held at the edge without ``bounces``).
    private func banded(_ raw: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < range.lowerBound {
            guard bounces else { return range.lowerBound }
            return range.lowerBound + RubberBand.offset(pastEdge: raw - range.lowerBound, dimension: dimension,
                                                        coefficient: rubberBandCoefficient)
        }
        if raw > range.upperBound {
            guard bounces else { return range.upperBound }
            return range.upperBound + RubberBand.offset(pastEdge: raw - range.upperBound, dimension: dimension,
                                                        coefficient: rubberBandCoefficient)
        }
        return raw
    }

    /// The finger position that gives `offset` (the inverse of the rubber band), so a drag that starts past an
    /// edge continues smoothly.
    private func unbanded(_ offset: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
        if offset < range.lowerBound {
            return range.lowerBound + RubberBand.distance(forOffset: offset - range.lowerBound, dimension: dimension,
                                                          coefficient: rubberBandCoefficient)
        }
        if offset > range.upperBound {
            return range.upperBound + RubberBand.distance(forOffset: offset - range.upperBound, dimension: dimension,
                                                          coefficient: rubberBandCoefficient)
        }
        return offset
    }

    // MARK: Dragging

    /// A finger touching down stops the content where it is (UIKit catches a moving scroll view).
    private func touchDown() {
        if isDecelerating { stopMotion() }
    }

    /// A finger lifting without having dragged: content left between pages or past an edge settles.
    private func touchUp() {
        guard !isDragging, !isDecelerating else { return }
        startMotion(velocity: .zero)
    }

    private func panChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            velocity = ReleaseVelocity()
            let range = offsetRange
            dragStart = Point(x: unbanded(contentOffset.x, range: range.x, dimension: size.width),
                              y: unbanded(contentOffset.y, range: range.y, dimension: size.height))
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            follow(pan)
            isDragging = false
            startMotion(velocity: velocity.released)
        default:
            break
        }
    }

    /// Moves the content with the finger and samples the velocity.
    private func follow(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: self)
        let range = offsetRange
        var offset = contentOffset
        if scrollsHorizontally { offset.x = banded(dragStart.x - translation.x, range: range.x, dimension: size.width) }
        if scrollsVertically { offset.y = banded(dragStart.y - translation.y, range: range.y, dimension: size.height) }
        velocity.add(-pan.velocity(in: self))
        if offset != contentOffset { contentOffset = offset }
    }

    // MARK: After the lift

    /// The page a paging release settles on along one axis: the nearest without velocity, else the next one in
    /// the velocity's direction from where the content is (never more than one page away).
    static func pageTarget(offset: Double, velocity: Double, pageSize: Double, range: ClosedRange<Double>) -> Double {
        guard pageSize > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let position = offset / pageSize
        let page: Double
        if velocity > 0 {
            page = (position + 1e-9).rounded(.down) + 1
        } else if velocity < 0 {
            page = (position - 1e-9).rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        return min(max(page * pageSize, range.lowerBound), range.upperBound)
    }

    private func axisMotion(offset: Double, velocity: Double, range: ClosedRange<Double>, pageSize: Double,
                            scrolls: Bool) -> ScrollAxisMotion {
        guard scrolls || !range.contains(offset) else { return .rest(at: offset) }
        if isPagingEnabled {
            let target = Self.pageTarget(offset: offset, velocity: velocity, pageSize: pageSize, range: range)
            return .paging(from: offset, to: target, velocity: velocity, settle: pagingSettle)
        }
        return .deceleration(from: offset, velocity: velocity, range: range, decay: Decay(rate: decelerationRate),
                             bounce: EdgeBounce(rate: decelerationRate), tolerance: restTolerance)
    }

    /// Starts the motion after a lift with `velocity` (content points per second).
    private func startMotion(velocity: Point) {
        let range = offsetRange
        let x = axisMotion(offset: contentOffset.x, velocity: velocity.x, range: range.x, pageSize: size.width,
                           scrolls: scrollsHorizontally)
        let y = axisMotion(offset: contentOffset.y, velocity: velocity.y, range: range.y, pageSize: size.height,
                           scrolls: scrollsVertically)
        guard x.duration > 0 || y.duration > 0 else {
            let rest = Point(x: x.restingValue, y: y.restingValue)
            if rest != contentOffset { contentOffset = rest }
            return
        }
        motion = (x, y, simulation.now)
        isDecelerating = true
        displayLink.start()
    }

    private func stopMotion() {
        motion = nil
        isDecelerating = false
        displayLink.stop()
    }

    private func tick(at time: Double) {
        guard let motion else { return stopMotion() }
        let elapsed = time - motion.start
        let offset = Point(x: motion.x.value(after: elapsed), y: motion.y.value(after: elapsed))
        if offset != contentOffset { contentOffset = offset }
        if motion.x.isFinished(after: elapsed) && motion.y.isFinished(after: elapsed) {
            stopMotion()
            didEndDecelerating?(self)
        }
    }

    /// A smaller content pulls an offset that is now out of range back to the edge (inside an animation block,
    /// animated); a motion under way restarts towards a valid rest.
    private func contentSizeDidChange() {
        guard !isDragging else { return }
        let wasMoving = isDecelerating
        stopMotion()
        let range = offsetRange
        let clamped = Point(x: min(max(contentOffset.x, range.x.lowerBound), range.x.upperBound),
                            y: min(max(contentOffset.y, range.y.lowerBound), range.y.upperBound))
        if clamped != contentOffset { contentOffset = clamped }
        if wasMoving { startMotion(velocity: .zero) }
    }
}
