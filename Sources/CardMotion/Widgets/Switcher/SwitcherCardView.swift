import CardGeometry

/// One of the switcher's four physical cards, with the swipe-up delete pan whose delegate is the
/// `CardScrollView` (`deleteCard:`, `gestureRecognizerShouldBegin:`; docs/controls/switcher.md#delete-gesture).
/// Quirk codes G-… are switcher quirks (docs/controls/switcher.md#quirks).
public final class SwitcherCardView: View {
    /// Opacity lost per half screen of vertical travel.
    public static let fadeStep = 0.2

    /// The card of the script this card shows, or `nil` when its tag lies outside the data (quirk G-6).
    public internal(set) var item: Int?
    weak var switcher: SwitcherView?
    let pan = PanGestureRecognizer()
    /// The card's layers that follow its motion, or `nil` (SwitcherCardView+Motion.swift).
    var live: LiveCellLayers?

    /// The card's live layers at `time`, in its bounds, for its motion then.
    public override func liveLayers(at time: Double) -> [ContentLayer] {
        live?.layers(for: motion(at: time)) ?? []
    }

    init(simulation: Simulation, size: Size, cornerRadius: Double) {
        super.init(simulation: simulation, frame: Rect(origin: .zero, size: size))
        self.cornerRadius = cornerRadius
        masksToBounds = true
    }

    /// Attaches the delete pan (`canDeleteCard`).
    func enableDelete() {
        pan.shouldBegin = { [unowned self] recognizer in
            let translation = (recognizer as! PanGestureRecognizer).translation(in: self)
            return abs(translation.y) > abs(translation.x)
        }
        pan.action = { [unowned self] recognizer in self.panChanged(recognizer as! PanGestureRecognizer) }
        addGestureRecognizer(pan)
    }

    /// `deleteCard:`: Changed and Ended only (a cancelled pan leaves the card displaced, quirk G-3).
    private func panChanged(_ pan: PanGestureRecognizer) {
        guard let switcher else { return }
        let halfHeight = switcher.size.height / 2
        // Read in the card's own (possibly 0.9-scaled) frame: a neighbour moves 1/0.9 of the finger.
        let translation = pan.translation(in: self)
        let progress = abs(translation.y) / halfHeight
        switch pan.state {
        case .changed:
            center = Point(x: center.x, y: halfHeight + translation.y)
            alpha = 1 - Self.fadeStep * progress
        case .ended:
            let velocity = pan.velocity(in: self)
            let configuration = switcher.configuration
            // The source's rule is `progress >= 1`; a deleteDistance compares the translation itself.
            let farEnough = configuration.deleteDistance.map { abs(translation.y) >= $0 } ?? (progress >= 1)
            if translation.y < 0 && (farEnough || abs(velocity.y) > configuration.deleteSpeed) {
                flyAway(halfHeight: halfHeight, duration: configuration.deleteDuration)
            } else {
                // Back with opacity 1 even for a neighbour that should rest at 0.8 (quirk G-3, reproduced).
                simulation.animator.animate(.easeInEaseOut(configuration.deleteDuration), changes: {
                    self.center = Point(x: self.center.x, y: halfHeight)
                    self.alpha = 1
                })
            }
        default:
            break
        }
    }

    /// Up and off the screen, then the re-layout and the data source's delete.
    private func flyAway(halfHeight: Double, duration: Double) {
        simulation.animator.animate(.easeInEaseOut(duration), changes: {
            self.center = Point(x: self.center.x, y: -halfHeight)
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.switcher?.cardDidFlyAway(self)
        })
    }
}
