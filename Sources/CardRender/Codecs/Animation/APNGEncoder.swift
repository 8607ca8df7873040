/// Writes a lossless animated PNG (APNG 1.0): the first frame as the default image, every later frame as the
/// rectangle that changed since the frame before.
///
/// - Colour type: a palette (3) while every frame so far, together, has at most 255 colours besides transparent
///   black (`APNGPalette`; flat scripts such as `Examples/switcher.yaml`); the first frame past that rewrites the
///   frames kept so far (decompressed, compressed again) as RGB or RGBA, once. Else 8-bit RGB (2) while every frame is opaque, which is what rendered card UIs are (on
///   `Examples/stack.yaml` 9 % smaller than RGBA even with OVER); the first frame with a translucent pixel, or with
///   a pixel of the colour key `key`, switches the file to RGBA (6): the frames kept so far are decompressed and
///   compressed again as RGBA, once.
/// - Frame *i* shows for `FrameTiming.delay(ofFrame:)` milliseconds (fcTL delay `ms / 1000`), so every
///   frame starts at its exact time rounded to the millisecond, over the whole file.
/// - A frame identical to the one before is not written: the one before shows longer (delays add up; past
///   fcTL's 65,535 ms the rest goes to 1 x 1 frames that repeat the canvas's top left pixel).
/// - A changed frame stores the smallest rectangle around its changed pixels with dispose op NONE, blended SOURCE
///   (the rectangle's pixels) or OVER (unchanged pixels made transparent: `key` in RGB, which the file's tRNS
///   chunk makes transparent, transparent black in RGBA; either all of them, or only the stretches that hold detail
///   while flat ones keep their colour; only when every changed pixel is fully opaque, as OVER would mix a
///   translucent one with the pixel under it). `APNGFrameCandidates` compresses the versions
///   ``AnimationSettings/apngCompression`` asks for and keeps the smallest.
/// - Compression is the PNG writer's (rows filtered in C, libdeflate) at ``APNGCompression``'s level, on every
///   core while the next frames arrive (`APNGCompressionQueue`).
///
/// Memory: the previous frame, the frames being compressed (`APNGCompressionQueue.limit`), the compressed frames,
/// and the finished file in ``finish()`` (acTL, which counts the frames, comes before the first frame's data).
public final class APNGEncoder: AnimationEncoder {
    /// A frame ready to write but for its sequence numbers.
    private struct EncodedFrame {
        var control: APNGFrameControl
        /// How long it shows, in milliseconds (it may grow past what one fcTL holds: see ``finish()``).
        var milliseconds: Int
        /// The zlib stream of its rectangle.
        var data: [UInt8]
        /// The canvas's top left pixel once it is drawn (RGBA), which frames that only lengthen it repeat.
        var topLeft: [UInt8]
    }

    private let settings: AnimationSettings
    /// For the frames that need no choice: the 1 x 1 fillers, and the frames rewritten as RGBA.
    private let options: PNGEncodingOptions
    /// RGB until a frame has a translucent pixel.
    private var colorType = PNGImageData.ColorType.rgb
    /// The last frame appended: what the canvas shows once it has been drawn.
    private var previous: RGBAImage?
    private var frames: [EncodedFrame] = []
    /// Where the frames' data is compressed, in parallel; a frame's `data` is empty until collected.
    private let compression = APNGCompressionQueue()
    /// How many frames have been appended, identical ones included.
    private var appended = 0
    private var finished = false
    /// The animation's colours while they fit a palette (the file is then a palette image); `nil` after.
    private var palette: APNGPalette? = APNGPalette()

    public init(settings: AnimationSettings) {
        self.settings = settings
        options = PNGEncodingOptions(level: settings.apngCompression.direct.level, filter: .none, palette: false)
    }

    /// The RGB file's transparent colour (tRNS), as opaque RGBA bytes: the unchanged pixels of a frame blended
    /// OVER. No frame of an RGB file may contain it (the first that does turns the file into RGBA); an unlikely
    /// colour, so that this stays rare.
    static let key: [UInt8] = [0x01, 0xFE, 0x7F, 0xFF]

    public func append(_ frame: RGBAImage) throws(AnimationError) {
        guard !finished else { throw AnimationError("a frame was added after the animation was finished") }
        try checkSettings()
        try settings.checkSize(of: frame, index: appended)
        let milliseconds = settings.timing.delay(ofFrame: appended)
        appended += 1
        let rect: PixelRect
        if let previous {
            guard let changed = FrameDifference.changedRect(from: previous, to: frame) else {
                frames[frames.count - 1].milliseconds += milliseconds
                return
            }
            rect = changed
        } else {
            rect = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        }
        if colorType == .rgb && !frame.isOpaque(in: rect, avoiding: Self.key) { try switchToRGBA() }
        if palette != nil && !palette!.add(frame, in: rect) { try leavePalette() }
        let control = APNGFrameControl(rect: rect, delayNumerator: 0, delayDenominator: 1000, dispose: .none, blend: .source)
        frames.append(EncodedFrame(control: control, milliseconds: milliseconds, data: [], topLeft: Array(frame.pixels[0..<4])))
        let colorType = colorType, before = previous, level = settings.apngCompression, palette = palette
        compression.submit(frames.count - 1) { () throws(AnimationError) -> APNGCompressionQueue.Output in
            try APNGFrameCandidates(frame: frame, before: before, rect: rect, colorType: colorType, key: Self.key,
                                    compression: level, palette: palette).smallest()
        }
        previous = frame
    }

    /// Puts the data of every frame compressed so far into ``frames``.
    private func collectCompressedFrames() throws(AnimationError) {
        for (index, output) in try compression.collect() {
            frames[index].data = output.data
            frames[index].control.blend = output.blend
        }
    }

    /// Whether the file is RGB with frames blended OVER, which need the colour key's tRNS chunk.
    private var usesKey: Bool { colorType == .rgb && palette == nil && frames.contains { $0.control.blend == .over } }

    /// The data of an RGB file's tRNS chunk: ``key``'s red, green and blue as 16-bit samples.
    private static var keyTransparency: [UInt8] { key.prefix(3).flatMap { [0, $0] } }

    /// Rewrites the frames kept so far, all RGB, as RGBA (compressed at the final level with no filter): the colour
    /// key of the frames blended OVER becomes transparent.
    private func switchToRGBA() throws(AnimationError) {
        guard palette == nil else {  // palette frames stay as they are until they leave the palette
            colorType = .rgba
            return
        }
        colorType = .rgba
        let keyChunk = PNGChunkWriter.chunk("tRNS", Self.keyTransparency)
        try rewriteFrames(storedAs: PNGImageData.ColorType.rgb.rawValue, as: "as RGBA",
                          chunks: { $0.control.blend == .over ? [keyChunk] : [] })
    }

    /// `rect` of `image` compressed for this file as it is now (palette, RGB or RGBA) with ``options``.
    private func compressed(_ image: RGBAImage, rect: PixelRect) throws(AnimationError) -> [UInt8] {
        if let palette { return try palette.stream(of: image, rect: rect, options: options) }
        return try PNGImageData.compress(image, rect: rect, as: colorType, options: options)
    }

    /// Rewrites the frames kept so far, all palette images, as ``colorType`` (compressed at the final level with no
    /// filter), once a frame has brought a colour past the palette's 256: in RGB, the transparent pixels of the
    /// frames blended OVER become the colour key.
    private func leavePalette() throws(AnimationError) {
        guard let palette else { return }
        self.palette = nil
        let key = colorType == .rgb
        try rewriteFrames(storedAs: 3, as: "without a palette", chunks: { _ in palette.chunks }) { frame, pixels in
            if key && frame.control.blend == .over { pixels.replaceTransparentPixels(with: Self.key) }
        }
    }

    /// Decodes every frame kept so far (stored with colour type `stored` and the chunks `chunks` gives it), lets
    /// `adjust` change its pixels, and compresses it again as ``colorType`` with ``options``. `target` says how, in
    /// an error ("as RGBA").
    private func rewriteFrames(storedAs stored: UInt8, as target: String,
                               chunks: (EncodedFrame) -> [ArraySlice<UInt8>],
                               adjust: (EncodedFrame, inout RGBAImage) -> Void = { _, _ in }) throws(AnimationError) {
        try collectCompressedFrames()
        let header: ArraySlice<UInt8> = [8, stored, 0, 0, 0]
        for index in frames.indices {
            let rect = frames[index].control.rect
            var pixels: RGBAImage
            do {
                pixels = try PNGImageData.decode(frames[index].data, width: rect.width, height: rect.height, header: header,
                                                 chunks: chunks(frames[index]))
            } catch {
                throw AnimationError("cannot read back frame \(index) to write it \(target): \(error.reason)")
            }
            adjust(frames[index], &pixels)
            let whole = PixelRect(x: 0, y: 0, width: rect.width, height: rect.height)
            frames[index].data = try PNGImageData.compress(pixels, rect: whole, as: colorType, options: options)
        }
    }

    /// Rejects settings no APNG can have, before the first frame: every encoder's check, with a PNG's largest side.
    private func checkSettings() throws(AnimationError) {
        guard appended == 0 else { return }
        try settings.checkForEncoding(as: "APNG", maximumSide: PNGChunkWriter.maximumLength)
    }

    public func finish() throws(AnimationError) -> [UInt8] {
        guard !finished else { throw AnimationError("the animation was already finished") }
        finished = true
        guard !frames.isEmpty else { throw AnimationError("no frames were added: an APNG needs at least one") }
        try collectCompressedFrames()
        let written = try framesWithShortDelays(), keyed = usesKey
        frames = []
        previous = nil
        defer { palette = nil }
        var file = PNGChunkWriter(capacity: written.reduce(200) { $0 + $1.data.count + 50 })
        file.append("IHDR", PNGChunkWriter.imageHeader(width: settings.width, height: settings.height,
                                                       colorType: palette == nil ? colorType.rawValue : 3))
        file.append("acTL", PNGChunkWriter.bigEndian(UInt32(written.count)) + PNGChunkWriter.bigEndian(settings.loops ? 0 : 1))
        for chunk in palette?.chunks ?? [] { file.appendRaw(chunk) }
        if keyed { file.append("tRNS", Self.keyTransparency) }
        var sequence: UInt32 = 0
        for (index, frame) in written.enumerated() {
            file.append("fcTL", frame.control.bytes(sequence: sequence))
            sequence += 1
            var start = 0
            repeat {  // the default image in IDAT chunks, the others in fdAT chunks with their sequence numbers
                let end = min(frame.data.count, start + PNGChunkWriter.maximumLength - 4)
                if index == 0 {
                    file.append("IDAT", frame.data[start..<end])
                } else {
                    file.append("fdAT", PNGChunkWriter.bigEndian(sequence)[...], frame.data[start..<end])
                    sequence += 1
                }
                start = end
            } while start < frame.data.count
        }
        file.append("IEND", [])
        return file.bytes
    }

    /// The frames with their delays in their fcTLs: a delay longer than fcTL's 65,535 ms is split, the rest going
    /// to 1 x 1 frames at (0, 0) that repeat the canvas's pixel there (and so change nothing).
    private func framesWithShortDelays() throws(AnimationError) -> [EncodedFrame] {
        let longest = Int(UInt16.max), pixel = PixelRect(x: 0, y: 0, width: 1, height: 1)
        var written: [EncodedFrame] = []
        for var frame in frames {
            var left = frame.milliseconds
            while true {
                let shown = min(left, longest)
                frame.control.delayNumerator = UInt16(shown)
                written.append(frame)
                left -= shown
                if left == 0 { break }
                let topLeft = RGBAImage(width: 1, height: 1, pixels: frame.topLeft)
                frame.control.rect = pixel
                frame.control.blend = .source
                frame.data = try compressed(topLeft, rect: pixel)
            }
        }
        return written
    }
}
