/// Lays frames out in a grid, in reading order, on a light grey background.
public enum ContactSheet {
    /// The sheet of `frames` (all of one size) in `columns` columns with `spacing` pixels around each.
    public static func compose(_ frames: [RGBAImage], columns: Int, spacing: Int) -> RGBAImage {
        guard let first = frames.first else { return RGBAImage(width: 0, height: 0, pixels: []) }
        let columns = max(1, min(columns, frames.count))
        let rows = (frames.count + columns - 1) / columns
        let width = columns * first.width + (columns + 1) * spacing
        let height = rows * first.height + (rows + 1) * spacing
        var sheet = RGBAImage(width: width, height: height, red: 224, green: 224, blue: 224, alpha: 255)
        for (position, frame) in frames.enumerated() {
            let left = spacing + (position % columns) * (first.width + spacing)
            let top = spacing + (position / columns) * (first.height + spacing)
            for row in 0..<min(frame.height, first.height) {
                let source = row * frame.width * 4
                let target = ((top + row) * width + left) * 4
                sheet.pixels.replaceSubrange(target..<(target + min(frame.width, first.width) * 4),
                                             with: frame.pixels[source..<(source + min(frame.width, first.width) * 4)])
            }
        }
        return sheet
    }
}
