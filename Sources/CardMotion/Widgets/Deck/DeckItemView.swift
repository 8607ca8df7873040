import CardGeometry
import Foundation

/// CardItemView: one card of the deck. It owns its pan recognizer and the drag logic (docs/controls/deck.md#drag,
/// docs/controls/deck.md#end-of-a-drag): Changed and Ended only, as the original, so a cancelled gesture leaves
/// the card where it is (deck quirk C6, docs/controls/deck.md#c6--a-cancelled-pan-leaves-the-card-displaced).
public final class DeckItemView: View {
    /// Angle at which the cards behind have fully advanced (rate 1).
    public static let fullRateAngle = 0.15
    /// Drop of a card removed without any tilt, in points.
    public static let untiltedDrop = 100.0

    /// The centre the card springs back to: its own half size (quirk C3).
    var originalCenter: Point = .zero
    /// The tilt last stored, in radians (`a`; the transform is R(−a)). Survives reuse (quirk C2).
    public private(set) var currentAngle = 0.0
    /// Whether the last pan increment went left (quirk C1: it decides the fly-off direction).
    public private(set) var isLeft = false
    public internal(set) var dataIndex = 0
    /// Whether the card is flying off: its removal has begun and will complete (quirk C9 fixed in ``DeckView``).
    public internal(set) var isLeaving = false
    weak var deck: DeckView?
    /// The deck's configuration, for its tuning keys (docs/controls/deck.md#tuning).
    let configuration: DeckConfiguration
    let pan = PanGestureRecognizer()
    /// The centre the card was laid out at, where it rests (DeckItemView+Motion.swift), in the deck's coordinates.
    var restingCenter: Point = .zero
    /// The card's layers that follow its motion, or `nil` (DeckItemView+Motion.swift).
    var live: LiveCellLayers?

    /// The card's live layers at `time`, in its bounds, for its motion then.
    public override func liveLayers(at time: Double) -> [ContentLayer] {
        live?.layers(for: motion(at: time)) ?? []
    }

    init(simulation: Simulation, configuration: DeckConfiguration) {
        self.configuration = configuration
        super.init(simulation: simulation, frame: .zero)
        cornerRadius = 5
        masksToBounds = true
        pan.action = { [unowned self] recognizer in self.panChanged(recognizer as! PanGestureRecognizer) }
        addGestureRecognizer(pan)
    }

    private func panChanged(_ pan: PanGestureRecognizer) {
        guard !isLeaving else { return }   // quirk C9 fixed: a card flying off is not dragged or removed again
        switch pan.state {
        case .changed:
            let move = pan.translation(in: self)
            isLeft = move.x < 0
            center += move
            let width = frame.width   // the bounding box under the previous angle
            currentAngle = (center.x - width / 2) / width / 4
            if let maxTilt = configuration.maxTilt {
                let limit = maxTilt / 180 * .pi
                currentAngle = min(max(currentAngle, -limit), limit)
            }
            switch configuration.tiltDirection {
            case .counterClockwise: transform = AffineTransform2D(rotationAngle: -currentAngle)
            case .clockwise: transform = AffineTransform2D(rotationAngle: currentAngle)
            case .none: transform = .identity
            }
            pan.setTranslation(.zero, in: self)
            deck?.sort(rate: min(abs(currentAngle) / Self.fullRateAngle, 1), animated: false)
        case .ended:
            let velocity = pan.velocity(in: self)
            let box = frame
            let margin = configuration.removalDistance
            if abs(velocity.x) > configuration.removalSpeed {
                remove(left: isLeft)
            } else if box.minX + box.width > margin && box.minX < box.width - margin {
                springBack()
            } else {
                remove(left: isLeft)
            }
        default:
            break
        }
    }

    /// Back to the original centre and no tilt in `springBackDuration` (0.5 s) ease-in-out; the cards behind return
    /// in the same block.
    private func springBack() {
        simulation.animator.animate(.easeInEaseOut(configuration.springBackDuration), changes: {
            self.center = self.originalCenter
            self.transform = .identity
            self.deck?.sort(rate: 0, animated: true)
        })
    }

    /// `removeWithLeft:`: the cards behind advance (0.2 s, linear) while this card flies sideways and down in
    /// `flyOffDuration` (0.2 s) ease-in-out.
    func remove(left: Bool) {
        guard let deck, !isLeaving else { return }
        isLeaving = true
        deck.sort(rate: 1, animated: true)
        let box = frame
        let drop = currentAngle == 0 ? Self.untiltedDrop : 0
        let target = left
            ? Point(x: -box.width, y: center.y - currentAngle * box.height + drop)
            : Point(x: deck.screenWidth + box.width, y: center.y + currentAngle * box.height + drop)
        simulation.animator.animate(.easeInEaseOut(configuration.flyOffDuration), changes: { self.center = target },
                                    completion: { [weak self] finished in
                                        guard finished, let self else { return }
                                        self.deck?.itemDidRemove(self)
                                    })
    }
}
