import CardScene

/// Pictures side by side in one row, on a sheet's light grey, each at its own size with its label centred in a band
/// under it: `preview --variants`, every variant of a script at one moment (devices keep their relative sizes when
/// drawn at one scale).
///
/// The strip is `sum of widths + (count + 1) × spacing` pixels wide and `tallest + labelBandHeight + 2 × spacing`
/// pixels high; pictures align at the top.
public struct VariantStrip: Sendable {
    /// Pixels around each picture.
    public static let spacing = 16
    /// Height of the band under each picture that holds its label, in pixels.
    public static let labelBandHeight = 24

    /// Each picture's size, in pixels, in order.
    public let sizes: [(width: Int, height: Int)]

    public init(sizes: [(width: Int, height: Int)]) {
        self.sizes = sizes
    }

    /// The strip's size, in pixels.
    public var width: Int { sizes.map(\.width).reduce(0, +) + (sizes.count + 1) * Self.spacing }
    public var height: Int { (sizes.map(\.height).max() ?? 0) + Self.labelBandHeight + 2 * Self.spacing }

    /// The strip of the pictures `labels` name, asking `picture` for each in turn (each must have its size in
    /// ``sizes``): only the strip and one picture are held at a time. A label wider than its picture is cut with an
    /// ellipsis.
    public func compose(labels: [String], _ picture: (Int) throws -> RGBAImage) throws -> RGBAImage {
        precondition(labels.count == sizes.count, "one label for each picture of the strip")
        let grey = ContactSheet.background
        var strip = RGBAImage(width: width, height: height, red: grey, green: grey, blue: grey, alpha: 255)
        var left = Self.spacing
        for position in sizes.indices {
            let image = try picture(position)
            precondition(image.width == sizes[position].width && image.height == sizes[position].height, "the picture has the size the strip was laid out for")
            let cell = try ThumbnailCell(width: image.width, thumbnailHeight: image.height, bandHeight: Self.labelBandHeight)
            let drawn = try cell.draw(image, label: labels[position])
            let rowBytes = drawn.width * 4
            for row in 0..<drawn.height {
                let source = row * rowBytes
                let target = ((Self.spacing + row) * width + left) * 4
                strip.pixels.replaceSubrange(target..<(target + rowBytes), with: drawn.pixels[source..<(source + rowBytes)])
            }
            left += image.width + Self.spacing
        }
        return strip
    }
}
