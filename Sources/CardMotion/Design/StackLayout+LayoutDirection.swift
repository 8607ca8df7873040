import CardGeometry

extension StackLayout {
    /// `frames` as the stack places them in the script's layout direction: unchanged left to right; right to left,
    /// each mirrored across `content` (the stack's bounds less its padding), as `UIStackView` arranges in a
    /// right-to-left interface. A horizontal stack then starts at the right edge and runs leftwards (a wrapping one
    /// flows each line from the right); across a vertical stack `leading` is the right edge and `trailing` the left.
    /// Widths, heights and the vertical positions do not change.
    func mirrored(_ frames: [Rect], in content: Rect) -> [Rect] {
        guard layoutDirection == .rightToLeft else { return frames }
        return frames.map { frame in
            Rect(x: content.minX + content.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
    }
}
