import CardGeometry
import Foundation

/// QiCardViewCell: one card of the stack. It owns its pan recognizer and the drag logic, as the original does
/// (docs/controls/stack.md#drag).
public final class CardStackCell: View {
    /// The content view: the cell's bounds, clipping its content.
    public let contentView: View
    /// Largest tilt, in degrees; copied from the stack when the cell is created (stack quirk Q7,
    /// docs/controls/stack.md#q7--angle-and-distance-are-copied-at-cell-creation).
    var maxAngle: Double = 15
    /// Horizontal distance that removes the card, in points; copied at creation (quirk Q7).
    var maxRemoveDistance: Double = 93.75
    /// The spring back, copied at creation like the angle and distance (docs/controls/stack.md#tuning).
    var springBack = StackConfiguration(frame: .zero).springBack
    /// The fly-off's duration, in seconds; copied at creation.
    var flyOffDuration = StackKeys.flyOffDuration.numberDefault
    /// Accumulated drag translation in the cell's own coordinates, in points.
    public private(set) var currentPoint: Point = .zero
    /// The data index the cell shows.
    public internal(set) var dataIndex = 0
    weak var stack: CardStackView?
    /// The cell's layers that follow the card's motion, or `nil` (CardStackCell+Motion.swift).
    var live: LiveCellLayers?
    private let pan = PanGestureRecognizer()

    init(simulation: Simulation) {
        contentView = View(simulation: simulation, frame: .zero)
        contentView.masksToBounds = true
        super.init(simulation: simulation, frame: .zero)
        addSubview(contentView)
        pan.action = { [unowned self] recognizer in self.panChanged(recognizer as! PanGestureRecognizer) }
        addGestureRecognizer(pan)
    }

    /// Keeps the content view the size of the cell (flexible width and height).
    func layoutContent() {
        contentView.frame = bounds
    }

    // MARK: Drag (`panGestureRecognizer:`)

    private func panChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            currentPoint = .zero
        case .changed:
            let movePoint = pan.translation(in: self)
            currentPoint += movePoint
            let moveScale = min(max(currentPoint.x / maxRemoveDistance, -1), 1)
            let angle = maxAngle / 180 * .pi * moveScale
            transform = AffineTransform2D(rotationAngle: angle).translatedBy(x: currentPoint.x, y: currentPoint.y)
            pan.setTranslation(.zero, in: self)
        case .ended:
            panEnded()
        case .cancelled, .failed:
            restoreLocation()
        case .possible:
            break
        }
    }

    /// `didPanStateEnded`: only the horizontal distance decides (quirk Q3: no velocity).
    private func panEnded() {
        if currentPoint.x > maxRemoveDistance {
            flyOff(to: .right)
        } else if currentPoint.x < -maxRemoveDistance {
            flyOff(to: .left)
        } else {
            restoreLocation()
        }
    }

    /// `restoreCellLocation`: spring back to identity.
    private func restoreLocation() {
        simulation.animator.animate(.spring(springBack), changes: { self.transform = .identity })
    }

    /// The fly-off after a drag: a snapshot keeps the drag transform and slides horizontally to the end x.
    private func flyOff(to direction: SwipeDirection) {
        guard let stack else { return }
        let snapshot = snapshotView()
        snapshot.transform = transform
        stack.addSubview(snapshot)
        transform = .identity
        removeFromSuperview()
        stack.cellDidRemoveFromSuperview(self)
        simulation.animator.animate(.easeInEaseOut(flyOffDuration), changes: {
            snapshot.center.x = stack.flyOffEndX(direction)
        }, completion: { _ in snapshot.removeFromSuperview() })
    }

    /// `removeTopCardViewFromSwipe:` on the cell side: snapshot without transform, then tilt by the max angle,
    /// drop by a quarter of the height in the rotated frame, and slide to the end x.
    func swipeAway(_ direction: SwipeDirection) {
        guard let stack else { return }
        let snapshot = snapshotView()
        stack.addSubview(snapshot)
        transform = .identity
        removeFromSuperview()
        stack.cellDidRemoveFromSuperview(self)
        let angle = (direction == .left ? -maxAngle : maxAngle) / 180 * .pi
        let target = AffineTransform2D(rotationAngle: angle).translatedBy(x: 0, y: size.height / 4)
        simulation.animator.animate(.easeInEaseOut(flyOffDuration), changes: {
            snapshot.center.x = stack.flyOffEndX(direction)
            snapshot.transform = target
        }, completion: { _ in snapshot.removeFromSuperview() })
    }

    /// The cell's live layers at `time`, for its motion then, inside a layer standing for its content view, which
    /// fills the cell's bounds and clips to them.
    public override func liveLayers(at time: Double) -> [ContentLayer] {
        guard let live else { return [] }
        return [ContentLayer(frame: bounds, masksToBounds: contentView.masksToBounds, sublayers: live.layers(for: motion(at: time)))]
    }

    /// `snapshotViewAfterScreenUpdates:`: a view with the cell's look and no transform, at the cell's centre.
    private func snapshotView() -> View {
        let snapshot = View(simulation: simulation, frame: Rect(origin: .zero, size: size))
        snapshot.center = center
        snapshot.contentLayers = [snapshotLayer(at: simulation.now)]
        // Two snapshots of one card can fly at once (a swipe right after a reload brings the card back): the
        // later one gets a suffix so that scene ids stay unique.
        let taken = Set((stack?.subviews ?? []).compactMap { $0.sceneIdentity?.id })
        var id = "snapshot-\(dataIndex)", copy = 1
        while taken.contains(id) {
            copy += 1
            id = "snapshot-\(dataIndex)-\(copy)"
        }
        snapshot.sceneIdentity = SceneIdentity(id: id, kind: .snapshot, index: dataIndex)
        snapshot.isUserInteractionEnabled = false
        return snapshot
    }
}
