/// One frame's fcTL chunk (APNG 1.0) without its sequence number: the rectangle the frame covers, how long it
/// shows, and how it is drawn and cleared.
struct APNGFrameControl: Hashable, Sendable {
    /// What happens to the frame's rectangle after it has been shown, before the next frame is drawn.
    enum Dispose: UInt8, Sendable {
        /// Nothing: the next frame is drawn over this one.
        case none = 0
        /// The rectangle becomes fully transparent black.
        case background = 1
        /// The rectangle goes back to what it was before this frame was drawn.
        case previous = 2
    }

    /// How the frame's pixels are drawn onto its rectangle.
    enum Blend: UInt8, Sendable {
        /// They replace the rectangle's pixels, alpha included.
        case source = 0
        /// They are composited over them (straight alpha); a transparent pixel leaves the canvas as it is.
        case over = 1
    }

    /// The size of an fcTL chunk's data, in bytes (sequence number included).
    static let byteCount = 26

    /// The rectangle, in canvas pixels.
    var rect: PixelRect
    /// The delay is `delayNumerator / delayDenominator` seconds; a denominator of 0 means 100 (hundredths).
    var delayNumerator: UInt16
    var delayDenominator: UInt16
    var dispose: Dispose
    var blend: Blend

    /// The delay, in milliseconds (rounded to the nearest; exact for a denominator of 1000).
    var delayMilliseconds: Int {
        let denominator = delayDenominator == 0 ? 100 : Int(delayDenominator)
        return (Int(delayNumerator) * 1000 * 2 + denominator) / (2 * denominator)
    }

    /// The chunk's data with `sequence` first.
    func bytes(sequence: UInt32) -> [UInt8] {
        var bytes = PNGChunkWriter.bigEndian(sequence)
        for value in [rect.width, rect.height, rect.x, rect.y] { bytes += PNGChunkWriter.bigEndian(UInt32(value)) }
        bytes += PNGChunkWriter.bigEndian16(delayNumerator) + PNGChunkWriter.bigEndian16(delayDenominator)
        return bytes + [dispose.rawValue, blend.rawValue]
    }

    /// Reads the data of `chunk`, an fcTL, from `bytes`; the sequence number is returned beside it.
    static func parse(_ chunk: PNGChunk, in bytes: [UInt8]) throws(AnimationError) -> (sequence: UInt32, control: APNGFrameControl) {
        guard chunk.data.count == byteCount else {
            throw AnimationError("\(chunk.name): \(chunk.data.count) bytes of data, not \(byteCount)")
        }
        let start = chunk.data.lowerBound
        let number = { (index: Int) in Int(PNGChunkReader.uint32(bytes, at: start + 4 * index)) }
        guard let dispose = Dispose(rawValue: bytes[start + 24]) else {
            throw AnimationError("\(chunk.name): unknown dispose op \(bytes[start + 24])")
        }
        guard let blend = Blend(rawValue: bytes[start + 25]) else {
            throw AnimationError("\(chunk.name): unknown blend op \(bytes[start + 25])")
        }
        let rect = PixelRect(x: number(3), y: number(4), width: number(1), height: number(2))
        let control = APNGFrameControl(rect: rect, delayNumerator: PNGChunkReader.uint16(bytes, at: start + 20),
                                       delayDenominator: PNGChunkReader.uint16(bytes, at: start + 22),
                                       dispose: dispose, blend: blend)
        return (UInt32(number(0)), control)
    }
}
