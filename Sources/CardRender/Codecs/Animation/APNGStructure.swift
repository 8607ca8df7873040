/// One frame of an APNG file: its fcTL and where its compressed data lies in the file.
struct APNGFrame {
    var control: APNGFrameControl
    /// Which fcTL it is, counting from 0.
    var number: Int
    /// Where that fcTL starts in the file, in bytes (for messages).
    var offset: Int
    /// The ranges of the file's bytes that, joined, make the frame's zlib stream.
    var data: [Range<Int>] = []
}

/// The chunks of an APNG file after IHDR, read one by one and checked against APNG 1.0's rules as they come: acTL
/// before the first IDAT and only once, fcTL and fdAT sequence numbers 0, 1, 2, ... in file order, a default image's
/// fcTL covering the whole canvas, each fcTL's rectangle inside the canvas, IDAT chunks one after the other,
/// fdAT chunks after an fcTL of their own, no unknown critical chunk. Nothing is decoded.
struct APNGStructure {
    let width: Int
    let height: Int
    let maximumFrames: Int
    /// The whole PLTE and tRNS chunks, in file order.
    private(set) var palette: [Range<Int>] = []
    private var frames: [APNGFrame] = []
    /// acTL's frame count and play count, once read.
    private var animation: (frames: Int, plays: Int)?
    /// The default image's data, and whether an fcTL before it makes it the first frame.
    private var defaultImage: [Range<Int>] = []
    private var defaultIsFrame = false
    /// Whether a chunk of another type has come after IDAT (which must then not come again).
    private var imageDataEnded = false
    private var nextSequence: UInt32 = 0

    init(width: Int, height: Int, maximumFrames: Int) {
        self.width = width
        self.height = height
        self.maximumFrames = maximumFrames
    }

    /// Reads the next chunk (not IEND).
    mutating func read(_ chunk: PNGChunk, in bytes: [UInt8]) throws(AnimationError) {
        if !defaultImage.isEmpty && chunk.type != "IDAT" { imageDataEnded = true }
        switch chunk.type {
        case "acTL": try readAnimationControl(chunk, in: bytes)
        case "fcTL": try readFrameControl(chunk, in: bytes)
        case "IDAT":
            guard !imageDataEnded else { throw AnimationError("\(chunk.name): IDAT chunks must follow each other") }
            defaultImage.append(chunk.data)
            if defaultIsFrame { frames[0].data.append(chunk.data) }
        case "fdAT":
            guard !defaultImage.isEmpty else { throw AnimationError("\(chunk.name) comes before IDAT") }
            try checkSequence(chunk, in: bytes)
            guard let last = frames.indices.last, !(last == 0 && defaultIsFrame) else {
                throw AnimationError("\(chunk.name) follows no fcTL of its own")
            }
            frames[last].data.append((chunk.data.lowerBound + 4)..<chunk.data.upperBound)
        case "PLTE", "tRNS":
            palette.append(chunk.whole)
        default:
            guard !chunk.isCritical else { throw AnimationError("\(chunk.name): unknown critical chunk") }
        }
    }

    private mutating func readAnimationControl(_ chunk: PNGChunk, in bytes: [UInt8]) throws(AnimationError) {
        guard defaultImage.isEmpty else { throw AnimationError("\(chunk.name) comes after IDAT") }
        guard animation == nil else { throw AnimationError("\(chunk.name): a second acTL") }
        guard chunk.data.count == 8 else { throw AnimationError("\(chunk.name): \(chunk.data.count) bytes of data, not 8") }
        let count = Int(PNGChunkReader.uint32(bytes, at: chunk.data.lowerBound))
        guard count >= 1 else { throw AnimationError("\(chunk.name) announces no frame") }
        guard count <= maximumFrames else {
            throw AnimationError("\(chunk.name) announces \(count) frames, more than the limit of \(maximumFrames)")
        }
        animation = (count, Int(PNGChunkReader.uint32(bytes, at: chunk.data.lowerBound + 4)))
    }

    private mutating func readFrameControl(_ chunk: PNGChunk, in bytes: [UInt8]) throws(AnimationError) {
        let (sequence, control) = try APNGFrameControl.parse(chunk, in: bytes)
        try checkSequence(chunk, in: bytes, number: sequence)
        let number = frames.count, rect = control.rect
        guard rect.fits(width: width, height: height) else {
            throw AnimationError("fcTL \(number) (\(rect.description)) lies outside the \(width) x \(height) canvas")
        }
        guard number < maximumFrames else {
            throw AnimationError("\(chunk.name): more than the limit of \(maximumFrames) frames")
        }
        if defaultImage.isEmpty {
            guard number == 0 else { throw AnimationError("\(chunk.name): a second fcTL before IDAT") }
            guard rect == PixelRect(x: 0, y: 0, width: width, height: height) else {
                throw AnimationError("fcTL 0 (\(rect.description)) is the default image's and must cover the \(width) x \(height) canvas")
            }
            defaultIsFrame = true
        }
        try checkFrameHasData()
        frames.append(APNGFrame(control: control, number: number, offset: chunk.offset))
    }

    /// Checks the sequence number of an fcTL or fdAT (`number`, or the first four bytes of its data).
    private mutating func checkSequence(_ chunk: PNGChunk, in bytes: [UInt8], number: UInt32? = nil) throws(AnimationError) {
        guard chunk.data.count >= 4 else { throw AnimationError("\(chunk.name) has no sequence number") }
        let found = number ?? PNGChunkReader.uint32(bytes, at: chunk.data.lowerBound)
        guard found == nextSequence else {
            throw AnimationError("\(chunk.name): sequence number \(found), expected \(nextSequence)")
        }
        nextSequence += 1
    }

    /// Checks that the last frame so far has image data.
    private func checkFrameHasData() throws(AnimationError) {
        guard let last = frames.last, last.data.isEmpty else { return }
        throw AnimationError("fcTL \(last.number) at byte \(last.offset) has no image data")
    }

    /// The frames and the play count, once IEND has been read (a plain PNG: its image, one frame of 0 ms, played once).
    func finish(in bytes: [UInt8]) throws(AnimationError) -> (frames: [APNGFrame], plays: Int) {
        guard !defaultImage.isEmpty else { throw AnimationError("no IDAT chunk: the file holds no image") }
        guard let animation else {
            let whole = PixelRect(x: 0, y: 0, width: width, height: height)
            let control = APNGFrameControl(rect: whole, delayNumerator: 0, delayDenominator: 1000, dispose: .none, blend: .source)
            return ([APNGFrame(control: control, number: 0, offset: defaultImage[0].lowerBound - 8, data: defaultImage)], 1)
        }
        try checkFrameHasData()
        guard frames.count == animation.frames else {
            throw AnimationError("acTL announces \(animation.frames) frames but the file has \(frames.count)")
        }
        return (frames, animation.plays)
    }
}
