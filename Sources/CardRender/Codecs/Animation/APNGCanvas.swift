/// The picture an APNG player shows, built frame by frame: each frame's pixels drawn onto its rectangle with its
/// blend op, and the rectangle disposed of with its dispose op before the next (APNG 1.0, "Output buffer").
struct APNGCanvas {
    /// What the canvas shows, straight RGBA8, fully transparent black at the start.
    private(set) var image: RGBAImage
    /// The rectangle to dispose of before the next frame is drawn, and how; for PREVIOUS, its pixels before.
    private var pending: (rect: PixelRect, dispose: APNGFrameControl.Dispose, saved: [UInt8])?

    /// A transparent canvas of `width` x `height` pixels.
    init(width: Int, height: Int) {
        image = RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// Disposes of the last frame, then draws `pixels` (the size of `control`'s rectangle) as `control` says.
    /// `first` tells that this is the animation's first frame, whose PREVIOUS disposal means BACKGROUND.
    mutating func draw(_ pixels: RGBAImage, control: APNGFrameControl, first: Bool) {
        disposeOfLastFrame()
        let rect = control.rect
        let dispose = first && control.dispose == .previous ? .background : control.dispose
        pending = (rect, dispose, dispose == .previous ? copy(rect) : [])
        let canvasWidth = image.width
        image.pixels.withUnsafeMutableBufferPointer { canvas in
            pixels.pixels.withUnsafeBufferPointer { frame in
                for row in 0..<rect.height {
                    let target = ((rect.y + row) * canvasWidth + rect.x) * 4, source = row * rect.width * 4
                    switch control.blend {
                    case .source:
                        for index in 0..<(rect.width * 4) { canvas[target + index] = frame[source + index] }
                    case .over:
                        for column in 0..<rect.width {
                            Self.blendOver(frame, at: source + column * 4, onto: canvas, at: target + column * 4)
                        }
                    }
                }
            }
        }
    }

    /// Straight-alpha OVER of one pixel (APNG 1.0): with source alpha `as` and destination alpha `ad` in 0...1,
    /// alpha = as + ad (1 - as) and each colour = (cs as + cd ad (1 - as)) / alpha, rounded to the nearest 8-bit
    /// value. An opaque source pixel replaces the destination, a transparent one leaves it.
    static func blendOver(_ source: UnsafeBufferPointer<UInt8>, at s: Int, onto destination: UnsafeMutableBufferPointer<UInt8>, at d: Int) {
        let sourceAlpha = Int(source[s + 3])
        if sourceAlpha == 0 { return }
        if sourceAlpha == 255 || destination[d + 3] == 0 {
            for channel in 0..<4 { destination[d + channel] = source[s + channel] }
            return
        }
        // In units of 1/(255 * 255): the source's weight and the destination's left-over weight.
        let sourceWeight = sourceAlpha * 255, destinationWeight = Int(destination[d + 3]) * (255 - sourceAlpha)
        let total = sourceWeight + destinationWeight
        for channel in 0..<3 {
            let mixed = Int(source[s + channel]) * sourceWeight + Int(destination[d + channel]) * destinationWeight
            destination[d + channel] = UInt8((mixed + total / 2) / total)
        }
        destination[d + 3] = UInt8((total + 127) / 255)
    }

    /// Applies the last frame's dispose op to its rectangle.
    private mutating func disposeOfLastFrame() {
        guard let (rect, dispose, saved) = pending else { return }
        pending = nil
        let canvasWidth = image.width
        switch dispose {
        case .none:
            return
        case .background:
            for row in 0..<rect.height {
                let start = ((rect.y + row) * canvasWidth + rect.x) * 4
                image.pixels.replaceSubrange(start..<(start + rect.width * 4), with: repeatElement(0, count: rect.width * 4))
            }
        case .previous:
            for row in 0..<rect.height {
                let start = ((rect.y + row) * canvasWidth + rect.x) * 4, from = row * rect.width * 4
                image.pixels.replaceSubrange(start..<(start + rect.width * 4), with: saved[from..<(from + rect.width * 4)])
            }
        }
    }

    /// The canvas's pixels in `rect`, row after row.
    private func copy(_ rect: PixelRect) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rect.width * rect.height * 4)
        for row in 0..<rect.height {
            let start = ((rect.y + row) * image.width + rect.x) * 4
            pixels += image.pixels[start..<(start + rect.width * 4)]
        }
        return pixels
    }
}
