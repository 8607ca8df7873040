import CardScene

extension TouchIndicator {
    /// Where the timeline's fingers are at any instant, for ``Scene/touches``: each gesture's synthesized touches
    /// (the samples the simulation delivers), made once per playback.
    struct Timeline {
        /// Each gesture's touches, touch-down first and lift last, in timeline order.
        private let contacts: [[TouchEvent]]

        init(_ timeline: [TimelineEvent], touchRate: Double) {
            contacts = timeline.compactMap { event in
                guard case .gesture(let gesture) = event.action else { return nil }
                let touches = TouchSynthesizer.touches(for: gesture, startingAt: event.time, touchRate: touchRate)
                return touches.isEmpty ? nil : touches
            }
        }

        /// The indicators at `time` seconds, in timeline order. A finger shows at its last delivered touch (within
        /// ``Simulation/timeTolerance``, as the simulation delivers them) at full opacity until its lift; from the
        /// lift its opacity falls linearly to 0 over ``TouchIndicator/fadeDuration``, and at that instant it is gone.
        func indicators(at time: Double) -> [TouchIndicator] {
            contacts.compactMap { touches in
                guard let latest = Self.lastTouch(in: touches, atOrBefore: time + Simulation.timeTolerance) else { return nil }
                guard latest.phase == .ended else { return TouchIndicator(center: latest.location, opacity: 1) }
                let remaining = 1 - (time - latest.time) / TouchIndicator.fadeDuration
                guard remaining > Simulation.timeTolerance / TouchIndicator.fadeDuration else { return nil }
                return TouchIndicator(center: latest.location, opacity: min(remaining, 1))
            }
        }

        /// The last touch at or before `time` (touches are in time order): a binary search.
        private static func lastTouch(in touches: [TouchEvent], atOrBefore time: Double) -> TouchEvent? {
            var low = 0, high = touches.count
            while low < high {
                let middle = (low + high) / 2
                if touches[middle].time <= time { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : touches[low - 1]
        }
    }
}
