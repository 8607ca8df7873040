import CardGeometry
import CardScene
import CCairo

/// Lays frames out in a grid, in reading order, on a light grey background: each frame reduced to a thumbnail
/// ``thumbnailWidth`` pixels wide, with a label under it in a band `labelBandHeight` pixels high.
///
/// The sheet is `columns × thumbnailWidth + (columns + 1) × spacing` pixels wide and
/// `rows × (thumbnailHeight + labelBandHeight) + (rows + 1) × spacing` pixels high.
public struct ContactSheet: Sendable {
    /// Frames on the sheet.
    public let count: Int
    /// Columns of the grid (at most `count`).
    public let columns: Int
    /// Pixels around each cell (a thumbnail and its label band).
    public let spacing: Int
    /// Every frame's size, in pixels.
    public let frameWidth: Int
    public let frameHeight: Int
    /// Each thumbnail's width, in pixels: the width asked for, or the frame's own when that is narrower (a frame is
    /// reduced, never enlarged).
    public let thumbnailWidth: Int

    /// Height of the band under each thumbnail that holds its label, in pixels.
    static let labelBandHeight = 20
    /// The label's font size, in pixels (the sheet is drawn at one pixel per point).
    static let labelFontSize = 12.0
    /// The label's colour: dark grey on the sheet's light grey.
    static let labelColor = Color(white: 0.2)
    /// The sheet's background, 0–255 grey.
    public static let background: UInt8 = 224

    public init(count: Int, columns: Int, spacing: Int, frameWidth: Int, frameHeight: Int, thumbnailWidth: Int) {
        self.count = max(1, count)
        self.columns = max(1, min(columns, self.count))
        self.spacing = spacing
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.thumbnailWidth = max(1, min(thumbnailWidth, frameWidth))
    }

    public var rows: Int { (count + columns - 1) / columns }
    /// Each thumbnail's height, in pixels: the frame's proportions, rounded to the nearest pixel (halves up), at
    /// least 1.
    public var thumbnailHeight: Int {
        guard frameWidth > 0 else { return 1 }
        return max(1, (thumbnailWidth * frameHeight * 2 + frameWidth) / (frameWidth * 2))
    }
    /// The sheet's size, in pixels.
    public var width: Int { columns * thumbnailWidth + (columns + 1) * spacing }
    public var height: Int { rows * (thumbnailHeight + Self.labelBandHeight) + (rows + 1) * spacing }

    /// The sheet of the frames `labels` name (``count`` of them), asking `frame` for each picture in turn: only the
    /// sheet, one frame and its thumbnail are held at a time. A frame's transparency is kept; the label band is the
    /// sheet's grey, and the label is centred in it: the whole labels where each fits the thumbnail's width, else
    /// every frame's number alone, cut with an ellipsis if even that is too wide.
    public func compose(labels: [FrameLabel], _ frame: (Int) throws -> RGBAImage) throws -> RGBAImage {
        precondition(labels.count == count, "one label for each frame of the sheet")
        var sheet = RGBAImage(width: width, height: height, red: Self.background, green: Self.background,
                              blue: Self.background, alpha: 255)
        let cell = try ThumbnailCell(width: thumbnailWidth, thumbnailHeight: thumbnailHeight, bandHeight: Self.labelBandHeight)
        let texts = cell.texts(for: labels)
        for position in 0..<count {
            let drawn = try cell.draw(try frame(position), label: texts[position])
            let left = spacing + (position % columns) * (thumbnailWidth + spacing)
            let top = spacing + (position / columns) * (thumbnailHeight + Self.labelBandHeight + spacing)
            let rowBytes = drawn.width * 4
            for row in 0..<drawn.height {
                let source = row * rowBytes
                let target = ((top + row) * width + left) * 4
                sheet.pixels.replaceSubrange(target..<(target + rowBytes), with: drawn.pixels[source..<(source + rowBytes)])
            }
        }
        return sheet
    }
}
