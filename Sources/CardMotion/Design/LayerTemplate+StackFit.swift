import CardGeometry

extension LayerTemplate {
    /// The extent of what `stack` arranges, in points, for a stack whose content (its bounds less its padding) is
    /// `available`, where a side that fits reads 0 (the arranged layers' size expressions see it so): the layers
    /// keep their sizes; along the axis they take one line with `spacing` between them, unless the stack wraps and
    /// its length along the axis is given, when they flow into lines as ``StackLayout/frames(for:in:)`` flows them.
    /// Across the axis the extent is the thickest layer (the lines' thicknesses and `lineSpacing` with wrap).
    func stackContentSize(_ stack: StackLayout, available: Size, _ context: BindingContext) throws(BindingFailure) -> Size {
        var sizes: [Size] = []
        for sublayer in sublayers {
            for instance in try sublayer.shownContexts(context) {
                sizes.append(try sublayer.resolvedSize(in: available, instance))
            }
        }
        let horizontal = stack.axis == .horizontal
        let alongFits = horizontal ? fit.width : fit.height
        var flow = stack
        flow.wrap = true
        flow.alignment = .leading
        // The extent is the same either way; mirrored across an unbounded length it would not be a number.
        flow.layoutDirection = .leftToRight
        let length = stack.wrap && !alongFits ? (horizontal ? available.width : available.height) : .infinity
        let frames = flow.frames(for: sizes, in: horizontal ? Rect(x: 0, y: 0, width: length, height: 0)
                                                            : Rect(x: 0, y: 0, width: 0, height: length))
        return Size(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }
}
