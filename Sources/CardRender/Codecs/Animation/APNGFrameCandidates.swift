/// The versions of one APNG frame's data that draw the same canvas, and the choice of the smallest.
///
/// A changed frame can be written with blend SOURCE (the rectangle's pixels) or OVER (its unchanged pixels made
/// transparent: transparent black in RGBA, the colour key in RGB; or only those in stretches that hold detail),
/// each with any row filter. Which is smallest
/// depends on the frame, so the encoder compresses the versions ``APNGCompression`` asks for and keeps the
/// smallest: when there are several, at the cheaper ``APNGCompression/Effort/choiceLevel`` and then the chosen one
/// again at the final level.
struct APNGFrameCandidates {
    /// One version: the pixels (of the rectangle only), the blend they are drawn with and a row filter.
    private struct Candidate {
        var pixels: RGBAImage
        var rect: PixelRect
        var blend: APNGFrameControl.Blend
        var filter: PNGEncodingOptions.RowFilter
    }

    private var candidates: [Candidate] = []
    /// The animation's palette when the file is a palette image (then OVER's unchanged pixels are its transparent
    /// entry 0), `nil` for RGB and RGBA.
    private let palette: APNGPalette?
    /// What the file's kind asks for (``APNGCompression/direct`` or ``APNGCompression/palette``).
    private let effort: APNGCompression.Effort
    /// The file's colour type (RGB or RGBA) when it has no palette.
    private let colorType: PNGImageData.ColorType

    /// The versions of `rect` of `frame` that `compression` asks for, drawn over a canvas that shows `before`
    /// (`nil` for the first frame, which only SOURCE can draw), in `colorType` or as indices into `palette` when
    /// there is one; `key` is the RGB file's transparent colour (opaque RGBA bytes).
    init(frame: RGBAImage, before: RGBAImage?, rect: PixelRect, colorType: PNGImageData.ColorType, key: [UInt8],
         compression: APNGCompression, palette: APNGPalette? = nil) {
        self.palette = palette
        effort = palette == nil ? compression.direct : compression.palette
        self.colorType = colorType
        let unchanged: [UInt8] = colorType == .rgb && palette == nil ? key : [0, 0, 0, 0]
        let whole = PixelRect(x: 0, y: 0, width: rect.width, height: rect.height)
        var images: [(RGBAImage, PixelRect, APNGFrameControl.Blend)] = []
        var source = false
        for version in effort.versions {
            // OVER that fills no pixel stores SOURCE's pixels, and SOURCE needs no colour key; OVER cannot draw the
            // first frame, nor a translucent changed pixel.
            if version != .source, let before,
               let over = FrameDifference.overPixels(from: before, to: frame, in: rect, unchanged: unchanged,
                                                     keepingFlatRuns: version == .overKeepingFlatRuns), over.filled > 0 {
                images.append((over.pixels, whole, .over))
            } else if !source {
                images.append((frame, rect, .source))
                source = true
            }
        }
        for filter in effort.filters {
            for (pixels, rect, blend) in images { candidates.append(Candidate(pixels: pixels, rect: rect, blend: blend, filter: filter)) }
        }
    }

    /// The smallest version's zlib stream and blend (the first of equal sizes, so the choice is the same on every run).
    /// When it was chosen at a cheaper level, the smaller of its streams at both levels (libdeflate's level 12 is
    /// not always smaller than its level 9, on palette indices above all).
    func smallest() throws(AnimationError) -> APNGCompressionQueue.Output {
        let final = effort.level, choice = candidates.count > 1 ? effort.choiceLevel : final
        var best: (candidate: Candidate, data: [UInt8])?
        for candidate in candidates {
            let data = try compress(candidate, level: choice)
            if best == nil || data.count < best!.data.count { best = (candidate, data) }
        }
        guard let best else { throw AnimationError("a frame has no data to compress") }
        if choice == final { return .init(data: best.data, blend: best.candidate.blend) }
        let data = try compress(best.candidate, level: final)
        return .init(data: data.count < best.data.count ? data : best.data, blend: best.candidate.blend)
    }

    private func compress(_ candidate: Candidate, level: Int32) throws(AnimationError) -> [UInt8] {
        let options = PNGEncodingOptions(level: level, filter: candidate.filter, palette: false)
        if let palette { return try palette.stream(of: candidate.pixels, rect: candidate.rect, options: options) }
        return try PNGImageData.compress(candidate.pixels, rect: candidate.rect, as: colorType, options: options)
    }
}
