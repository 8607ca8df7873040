import CardGeometry
import Foundation

/// UIKit's block-based animation API on the virtual clock.
///
/// Inside ``animate(_:delay:changes:completion:)`` every change to an animatable view property becomes an
/// additive animation with the block's timing; outside it, changes apply at once. A block opened inside
/// another inherits the outer block's timing and start (UIKit's default for nested blocks). Completions run
/// at the exact time the block's timing ends.
public final class Animator {
    private unowned let simulation: Simulation

    /// An open animation block.
    struct Transaction {
        let timing: AnimationTiming
        let beginTime: Double
    }

    private var transactions: [Transaction] = []

    init(simulation: Simulation) {
        self.simulation = simulation
    }

    /// The innermost open block, if any.
    var currentTransaction: Transaction? { transactions.last }

    /// Animates the property changes made in `changes` with `timing`, starting after `delay` seconds;
    /// `completion` runs when the timing ends, with `true`.
    public func animate(_ timing: AnimationTiming, delay: Double = 0, changes: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        let transaction = transactions.last ?? Transaction(timing: timing, beginTime: simulation.now + max(0, delay))
        transactions.append(transaction)
        changes()
        transactions.removeLast()
        let end = transaction.beginTime + transaction.timing.duration
        simulation.noteAnimation(endingAt: end)
        if let completion {
            simulation.schedule(at: end) { completion(true) }
        }
    }

    /// Applies `changes` at once, even inside an animation block (`UIView.performWithoutAnimation`).
    public func performWithoutAnimation(_ changes: () -> Void) {
        let saved = transactions
        transactions = []
        changes()
        transactions = saved
    }

    /// Records the animation of one property change if a block is open.
    func record(_ property: AnimatableProperty, on view: View, from old: [Double], to new: [Double]) {
        guard let transaction = transactions.last, old != new else { return }
        var offset = zip(old, new).map { $0 - $1 }
        if property == .transform {
            // Turn the short way round.
            offset[2] = remainder(offset[2], 2 * .pi)
        }
        view.add(PropertyAnimation(property: property, offset: offset, timing: transaction.timing,
                                   beginTime: transaction.beginTime), now: simulation.now)
    }
}
