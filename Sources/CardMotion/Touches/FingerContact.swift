/// When a timeline gesture's finger is on the glass: from its first synthesized touch (the touch-down) to its last
/// (the lift), in seconds. The script format allows one finger at a time, and this is what the rule is checked on.
struct FingerContact: Hashable {
    /// The timeline position of the gesture.
    var event: Int
    /// Time of the touch-down, in seconds.
    var down: Double
    /// Time of the lift, in seconds.
    var lift: Double

    /// "from 1.1 s until 1.7 s", with times to the microsecond (sums such as 0.1 + 1.6 print as 1.7, not
    /// 1.7000000000000002).
    var span: String {
        func seconds(_ time: Double) -> String {
            let rounded = (time * 1e6).rounded() / 1e6
            return "\(rounded) s"
        }
        return "from \(seconds(down)) until \(seconds(lift))"
    }

    /// Two gestures whose fingers would be down at once, in timeline order; `nil` when there are none.
    ///
    /// Touches are delivered in time order, and touches at one instant in timeline order (the simulation's queue
    /// keeps insertion order for equal times). So a finger may touch down at the very instant another lifts only
    /// if that other gesture comes earlier in the timeline: its lift is then delivered first.
    static func firstOverlap(in timeline: [TimelineEvent], touchRate: Double) -> (first: FingerContact, second: FingerContact)? {
        var contacts: [FingerContact] = []
        for (index, event) in timeline.enumerated() {
            guard case .gesture(let gesture) = event.action else { continue }
            let touches = TouchSynthesizer.touches(for: gesture, startingAt: event.time, touchRate: touchRate)
            guard let first = touches.first, let last = touches.last else { continue }
            contacts.append(FingerContact(event: index, down: first.time, lift: last.time))
        }
        contacts.sort { ($0.down, $0.event) < ($1.down, $1.event) }
        // Sweep in touch-down order, keeping the contact that lifts last so far (the latest in the timeline on a tie,
        // since its lift is delivered last).
        var latest: FingerContact?
        for contact in contacts {
            if let busy = latest, contact.down < busy.lift || (contact.down == busy.lift && busy.event > contact.event) {
                return busy.event < contact.event ? (busy, contact) : (contact, busy)
            }
            if latest.map({ (contact.lift, contact.event) > ($0.lift, $0.event) }) ?? true { latest = contact }
        }
        return nil
    }
}
