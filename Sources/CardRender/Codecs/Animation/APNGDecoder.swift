import CardScene

/// Reads an animated PNG (APNG 1.0) frame by frame, as a player shows it: each frame is the whole canvas once
/// that frame has been drawn (dispose ops NONE, BACKGROUND and PREVIOUS; blend ops SOURCE and straight-alpha OVER).
///
/// `init` reads the file's structure and checks all of it before any pixel is decoded: every chunk's CRC, the
/// order of the chunks, the sequence numbers of fcTL and fdAT, each frame's rectangle against the canvas, and
/// the limits (canvas size, frame count). ``nextFrame()`` then decodes one frame at a time with libpng (each
/// frame's data wrapped as a PNG of its own), so memory holds the canvas and one frame, not the animation.
///
/// A default image without an fcTL before it is not part of the animation and is skipped. A plain PNG (no acTL)
/// reads as an animation of one frame, its image, shown for 0 ms and played once: a still reference then compares
/// frame by frame like an animated one.
///
/// Errors name the chunk and its byte offset: `chunk fdAT at byte 12345: CRC mismatch`, `truncated in chunk IDAT
/// at byte 57 (...)`, `fcTL 3 (10 x 10 at (745, 0)) lies outside the 750 x 1334 canvas`.
public struct APNGDecoder {
    /// The canvas's size, in pixels.
    public let width: Int
    public let height: Int
    /// How many times the animation plays; 0 for ever.
    public let numPlays: Int
    /// How long each frame shows, in milliseconds (fcTL's fraction of a second, rounded to the nearest millisecond).
    public var delays: [Int] { frames.map(\.control.delayMilliseconds) }
    /// How many frames the animation has.
    public var frameCount: Int { frames.count }

    /// Default largest canvas, in pixels (the limit of ``PNGCodec/defaultMaximumPixels``).
    public static let defaultMaximumPixels = PNGCodec.defaultMaximumPixels
    /// Default largest number of frames: `RenderLimits.frames`, as many as a script may produce.
    public static let defaultMaximumFrames = RenderLimits.frames

    private let bytes: [UInt8]
    /// IHDR's data and the PLTE and tRNS chunks (whole), which each frame's stand-alone PNG repeats.
    private let header: ArraySlice<UInt8>
    private let palette: [ArraySlice<UInt8>]
    private let frames: [APNGFrame]
    private var canvas: APNGCanvas?
    private var nextIndex = 0

    /// Reads and checks the structure of `bytes`. Canvases of more than `maximumPixels` pixels and animations of
    /// more than `maximumFrames` frames are refused before anything is allocated for them.
    public init(_ bytes: [UInt8], maximumPixels: Int = defaultMaximumPixels,
                maximumFrames: Int = defaultMaximumFrames) throws(AnimationError) {
        var reader = try PNGChunkReader(bytes)
        guard let ihdr = try reader.next(), ihdr.type == "IHDR", ihdr.data.count == 13 else {
            throw AnimationError("the file does not start with an IHDR chunk of 13 bytes")
        }
        width = Int(PNGChunkReader.uint32(bytes, at: ihdr.data.lowerBound))
        height = Int(PNGChunkReader.uint32(bytes, at: ihdr.data.lowerBound + 4))
        guard (1...PNGChunkWriter.maximumLength).contains(width), (1...PNGChunkWriter.maximumLength).contains(height) else {
            throw AnimationError("\(ihdr.name): the canvas cannot be \(width) x \(height) pixels")
        }
        let depth = bytes[ihdr.data.lowerBound + 8], colorType = bytes[ihdr.data.lowerBound + 9]
        let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard depths[colorType]?.contains(depth) == true, bytes[ihdr.data.lowerBound + 10] == 0,
              bytes[ihdr.data.lowerBound + 11] == 0, bytes[ihdr.data.lowerBound + 12] <= 1 else {
            throw AnimationError("\(ihdr.name): colour type \(colorType), bit depth \(depth) and the methods "
                                 + "\(Array(bytes[(ihdr.data.lowerBound + 10)..<ihdr.data.upperBound])) are not a PNG's")
        }
        guard width * height <= maximumPixels else {
            throw AnimationError("the canvas is \(width) x \(height) pixels, more than the limit of \(maximumPixels) pixels")
        }
        var structure = APNGStructure(width: width, height: height, maximumFrames: maximumFrames)
        while let chunk = try reader.next() {
            if chunk.type == "IEND" {
                self.bytes = bytes
                header = bytes[ihdr.data]
                palette = structure.palette.map { bytes[$0] }
                let (frames, plays) = try structure.finish(in: bytes)
                self.frames = frames
                numPlays = plays
                return
            }
            try structure.read(chunk, in: bytes)
        }
        throw AnimationError("truncated: the file ends at byte \(bytes.count), before IEND")
    }

    /// The next frame as the whole canvas, straight RGBA8; `nil` after the last.
    public mutating func nextFrame() throws(AnimationError) -> RGBAImage? {
        guard nextIndex < frames.count else { return nil }
        let frame = frames[nextIndex]
        let pixels: RGBAImage
        do {
            pixels = try PNGImageData.decode(frame.data.reduce(into: []) { $0 += bytes[$1] }, width: frame.control.rect.width,
                                             height: frame.control.rect.height, header: header.dropFirst(8), chunks: palette)
        } catch {
            throw AnimationError("fcTL \(frame.number) at byte \(frame.offset): the frame's data cannot be decoded: \(error.reason)")
        }
        if canvas == nil { canvas = APNGCanvas(width: width, height: height) }
        canvas?.draw(pixels, control: frame.control, first: nextIndex == 0)  // in place: the canvas is not copied
        nextIndex += 1
        return canvas?.image
    }

    /// Decodes every frame of `bytes` at once, with the default limits (for short animations: it holds every frame).
    public static func decode(_ bytes: [UInt8]) throws(AnimationError) -> APNGAnimation {
        var decoder = try APNGDecoder(bytes)
        var frames: [RGBAImage] = []
        while let frame = try decoder.nextFrame() { frames.append(frame) }
        return APNGAnimation(width: decoder.width, height: decoder.height, frames: frames, delays: decoder.delays,
                             numPlays: decoder.numPlays)
    }
}
