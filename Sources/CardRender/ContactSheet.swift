/// Lays frames out in a grid, in reading order, on a light grey background.
public struct ContactSheet: Sendable {
    /// Frames on the sheet.
    public let count: Int
    /// Columns of the grid (at most `count`).
    public let columns: Int
    /// Pixels around each frame.
    public let spacing: Int
    /// Every frame's size, in pixels.
    public let frameWidth: Int
    public let frameHeight: Int

    public init(count: Int, columns: Int, spacing: Int, frameWidth: Int, frameHeight: Int) {
        self.count = max(1, count)
        self.columns = max(1, min(columns, self.count))
        self.spacing = spacing
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
    }

    public var rows: Int { (count + columns - 1) / columns }
    /// The sheet's size, in pixels.
    public var width: Int { columns * frameWidth + (columns + 1) * spacing }
    public var height: Int { rows * frameHeight + (rows + 1) * spacing }

    /// The sheet, asking `frame` for each frame in turn: only the sheet and one frame are held at a time.
    public func compose(_ frame: (Int) throws -> RGBAImage) rethrows -> RGBAImage {
        var sheet = RGBAImage(width: width, height: height, red: 224, green: 224, blue: 224, alpha: 255)
        for position in 0..<count {
            let image = try frame(position)
            let left = spacing + (position % columns) * (frameWidth + spacing)
            let top = spacing + (position / columns) * (frameHeight + spacing)
            let rowBytes = min(image.width, frameWidth) * 4
            for row in 0..<min(image.height, frameHeight) {
                let source = row * image.width * 4
                let target = ((top + row) * width + left) * 4
                sheet.pixels.replaceSubrange(target..<(target + rowBytes), with: image.pixels[source..<(source + rowBytes)])
            }
        }
        return sheet
    }
}
