import CardGeometry

/// How a `stack:` arranges its shown layers inside its bounds less its padding, as `UIStackView` does (and, with
/// `wrap`, as a left-aligned `UICollectionViewFlowLayout`). Every size and distance is in points.
struct StackLayout: Hashable, Sendable {
    /// The direction the layers follow: left to right, or top to bottom (`UIStackView.axis`).
    enum Axis: String, CaseIterable, Sendable { case horizontal, vertical }
    /// Where a layer stands across the axis: stretched to the stack's (or the line's) thickness, or placed at its
    /// top/left (`leading`), middle or bottom/right (`trailing`) with its own size.
    enum Alignment: String, CaseIterable, Sendable { case fill, leading, center, trailing }
    /// How the length along the axis is shared (``frames(for:in:)`` says exactly).
    enum Distribution: String, CaseIterable, Sendable { case fill, fillEqually, equalSpacing }

    var axis = Axis.horizontal
    /// The gap between neighbours along the axis (the least gap with `equalSpacing`).
    var spacing = 0.0
    var alignment = Alignment.fill
    var distribution = Distribution.fill
    /// Flow onto new lines instead of sharing one line (distribution then does not apply).
    var wrap = false
    /// The gap between lines when wrapping.
    var lineSpacing = 0.0
    /// The script's layout direction: right to left mirrors the frames (``mirrored(_:in:)``).
    var layoutDirection = LayoutDirection.leftToRight

    /// The frames of layers of `sizes` (their own widths and heights, in order) arranged in `content` (the
    /// stack's bounds less its padding, in the stack's coordinates). Without `wrap`, along the axis:
    /// - `fill`: each keeps its length; what is left over goes to the last layer, and a shortfall is taken from the
    ///   last layer down to 0, then from the one before it, and so on.
    /// - `fillEqually`: every layer gets an equal share of the length less the gaps (at least 0).
    /// - `equalSpacing`: each keeps its length; the length left over is split equally between the gaps, each at
    ///   least `spacing`.
    /// With `wrap`, each keeps its length and a layer that would cross the trailing edge starts a new line (a
    /// line holds at least one layer); a line is as thick as its thickest layer, and `alignment` places each
    /// layer within its line. Layers that do not fit stay where the rule puts them, past the edge. Right to left,
    /// the frames are mirrored across the content (``mirrored(_:in:)``).
    func frames(for sizes: [Size], in content: Rect) -> [Rect] {
        let extent = oriented(content.size)
        let items = sizes.map(oriented)
        let origin = oriented(Size(width: content.origin.x, height: content.origin.y))
        let placed: [(along: Double, across: Double, length: Double, thickness: Double)]
        if wrap {
            placed = flowed(items, length: extent.along)
        } else {
            let lengths = lengths(of: items.map(\.along), in: extent.along)
            let gap = distribution == .equalSpacing && items.count > 1
                ? max(spacing, (extent.along - lengths.reduce(0, +)) / Double(items.count - 1)) : spacing
            var cursor = 0.0
            placed = zip(lengths, items).map { length, item in
                defer { cursor += length + gap }
                let (across, thickness) = aligned(item.across, inLine: extent.across)
                return (cursor, across, length, thickness)
            }
        }
        let frames = placed.map { item in
            let position = unoriented(along: origin.along + item.along, across: origin.across + item.across)
            let size = unoriented(along: item.length, across: item.thickness)
            return Rect(x: position.x, y: position.y, width: size.x, height: size.y)
        }
        return mirrored(frames, in: content)
    }

    /// The lengths along the axis for `distribution` (without wrap) in a stack `available` points long.
    private func lengths(of lengths: [Double], in available: Double) -> [Double] {
        guard !lengths.isEmpty else { return [] }
        let gaps = spacing * Double(lengths.count - 1)
        switch distribution {
        case .fillEqually:
            return Array(repeating: max(0, (available - gaps) / Double(lengths.count)), count: lengths.count)
        case .equalSpacing:
            return lengths
        case .fill:
            var result = lengths
            var leftover = available - gaps - lengths.reduce(0, +)
            if leftover >= 0 {
                result[result.count - 1] += leftover
                return result
            }
            for index in result.indices.reversed() where leftover < 0 {
                let taken = min(result[index], -leftover)
                result[index] -= taken
                leftover += taken
            }
            return result
        }
    }

    /// Where each item stands when flowed into lines `available` points long: its offsets along and across the
    /// axis, its length and its thickness as aligned within its line.
    private func flowed(_ items: [(along: Double, across: Double)], length available: Double)
        -> [(along: Double, across: Double, length: Double, thickness: Double)] {
        var lines: [[Int]] = []
        var cursor = 0.0
        for (index, item) in items.enumerated() {
            if let last = lines.last, !last.isEmpty, cursor + spacing + item.along <= available {
                lines[lines.count - 1].append(index)
                cursor += spacing + item.along
            } else {
                lines.append([index])
                cursor = item.along
            }
        }
        var placed = Array(repeating: (along: 0.0, across: 0.0, length: 0.0, thickness: 0.0), count: items.count)
        var lineStart = 0.0
        for line in lines {
            let thickness = line.map { items[$0].across }.max() ?? 0
            var along = 0.0
            for index in line {
                let (across, itemThickness) = aligned(items[index].across, inLine: thickness)
                placed[index] = (along, lineStart + across, items[index].along, itemThickness)
                along += items[index].along + spacing
            }
            lineStart += thickness + lineSpacing
        }
        return placed
    }

    /// The offset across the axis and the thickness of an item `thickness` thick in a line `line` thick.
    private func aligned(_ thickness: Double, inLine line: Double) -> (offset: Double, thickness: Double) {
        switch alignment {
        case .fill: (0, line)
        case .leading: (0, thickness)
        case .center: ((line - thickness) / 2, thickness)
        case .trailing: (line - thickness, thickness)
        }
    }

    private func oriented(_ size: Size) -> (along: Double, across: Double) {
        axis == .horizontal ? (size.width, size.height) : (size.height, size.width)
    }

    /// A pair along and across the axis as horizontal and vertical (x and y, or width and height).
    private func unoriented(along: Double, across: Double) -> (x: Double, y: Double) {
        axis == .horizontal ? (along, across) : (across, along)
    }
}
