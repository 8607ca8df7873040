extension LayerTemplate {
    /// Whether this layer or any of its sublayers, at any depth, has a number that reads the card's motion
    /// (`motion.progress`): such a layer is bound again for every frame (docs/layers.md#values-from-motion).
    var readsMotion: Bool {
        var pending = [self]
        while let layer = pending.popLast() {
            if layer.ownMotionReads.first != nil { return true }
            pending += layer.sublayers
        }
        return false
    }

    /// This layer's own numbers (frame or size, numbers and its shadow's numbers) that read motion, not its sublayers'.
    var ownMotionReads: [FrameExpression] {
        let expressions = (frame ?? []) + (size ?? []) + (numberExpressions + (shadow?.numberExpressions ?? [])).map(\.expression)
        return expressions.filter(\.readsMotion)
    }

    /// Where `expression`, one of this layer's numbers, is written: at its key, or at the layer for a frame's.
    func position(of expression: FrameExpression) -> SourcePosition {
        let entries = numberExpressions + (shadow?.numberExpressions ?? [])
        return entries.first { $0.expression == expression }?.position ?? position
    }

    /// A value computed from the card's motion, brought into `range`: motion moves freely, so a value past a key's
    /// range is held at the nearer end rather than refused (a frame's NaN, from 0 / 0, is the range's lower end).
    static func clampedMotionValue(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
    }
}
