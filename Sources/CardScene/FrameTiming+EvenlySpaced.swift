/// The frames a contact sheet shows.
extension FrameTiming {
    /// `count` frame indices evenly spread from the first frame to the last, in order, each a real frame of the
    /// sequence (so a label can name it exactly): entry `i` of `n` is `i × (frameCount − 1) / (n − 1)` rounded to
    /// the nearest whole frame, halves up, in whole-number arithmetic. At most one entry per frame: a `count` above
    /// ``frameCount`` gives every frame once; a `count` of 1 (or below) gives frame 0.
    public func evenlySpacedFrames(_ count: Int) -> [Int] {
        let last = frameCount - 1
        let shown = max(1, min(count, frameCount))
        guard shown > 1 else { return [0] }
        let gaps = shown - 1
        return (0..<shown).map { position in
            // Full width: `position × last` cannot overflow, and the quotient is at most `last`.
            let (quotient, remainder) = gaps.dividingFullWidth(position.multipliedFullWidth(by: last))
            return quotient + (remainder >= gaps - remainder ? 1 : 0)
        }
    }
}
