/// A rectangle of whole pixels in a frame or canvas.
public struct PixelRect: Hashable, Sendable {
    /// Column of the left edge, in pixels from the canvas's left.
    public var x: Int
    /// Row of the top edge, in pixels from the canvas's top.
    public var y: Int
    /// Width, in pixels.
    public var width: Int
    /// Height, in pixels.
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether it lies inside a canvas of `width` x `height` pixels and covers at least one pixel.
    func fits(width canvasWidth: Int, height canvasHeight: Int) -> Bool {
        width >= 1 && height >= 1 && x >= 0 && y >= 0 && x <= canvasWidth - width && y <= canvasHeight - height
    }

    /// `w x h at (x, y)`, for messages.
    var description: String { "\(width) x \(height) at (\(x), \(y))" }
}
