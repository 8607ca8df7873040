import PropertyBased
import Testing
@testable import CardRender

/// What an APNG frame blended OVER stores (``FrameDifference/overPixels(from:to:in:unchanged:keepingFlatRuns:)``),
/// on random pairs of frames with runs of one colour and translucent pixels: drawn OVER the old frame by the APNG
/// player's rules (``APNGCanvas``), it gives the new frame exactly, whichever unchanged pixels it fills.
@Suite struct FrameDifferencePropertyTests {
    static let width = 9, height = 5
    /// White most often (long runs), two opaque colours, a translucent grey.
    static let colours: [[UInt8]] = [[255, 255, 255, 255], [255, 255, 255, 255], [255, 255, 255, 255], [200, 0, 0, 255],
                                     [0, 0, 200, 255], [40, 40, 40, 128]]

    /// A frame from `seeds` (one a pixel), and the frame after it: where a second seed is a multiple of 3, the pixel
    /// takes another colour (opaque unless `translucentChanges`).
    static func frames(_ seeds: [Int], translucentChanges: Bool) -> (old: RGBAImage, new: RGBAImage) {
        let count = width * height
        var old: [UInt8] = [], new: [UInt8] = []
        for index in 0..<count {
            let pixel = colours[seeds[index] % colours.count]
            old += pixel
            let change = seeds[count + index]
            if change % 3 == 0 {
                let choices = translucentChanges ? colours : Array(colours.dropLast())
                let other = choices[(change / 3) % choices.count]
                new += other
            } else {
                new += pixel
            }
        }
        return (RGBAImage(width: width, height: height, pixels: old), RGBAImage(width: width, height: height, pixels: new))
    }

    /// `old` with `pixels` drawn OVER it at `rect`, the filler `unchanged` read as transparent (as an RGB file's tRNS
    /// chunk makes its colour key).
    static func drawn(_ pixels: RGBAImage, over old: RGBAImage, at rect: PixelRect, unchanged: [UInt8]) -> RGBAImage {
        var frame = pixels
        for index in stride(from: 0, to: frame.pixels.count, by: 4) where Array(frame.pixels[index..<index + 4]) == unchanged {
            frame.pixels.replaceSubrange(index..<index + 4, with: [0, 0, 0, 0])
        }
        var canvas = APNGCanvas(width: old.width, height: old.height)
        let whole = PixelRect(x: 0, y: 0, width: old.width, height: old.height)
        canvas.draw(old, control: APNGFrameControl(rect: whole, delayNumerator: 0, delayDenominator: 1000, dispose: .none, blend: .source), first: true)
        canvas.draw(frame, control: APNGFrameControl(rect: rect, delayNumerator: 0, delayDenominator: 1000, dispose: .none, blend: .over), first: false)
        return canvas.image
    }

    /// The pixels of `rect` of `image`.
    static func crop(_ image: RGBAImage, to rect: PixelRect) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in rect.y..<(rect.y + rect.height) {
            let start = (y * image.width + rect.x) * 4
            pixels += image.pixels[start..<(start + rect.width * 4)]
        }
        return RGBAImage(width: rect.width, height: rect.height, pixels: pixels)
    }

    @Test(arguments: [false, true])
    func overPixelsDrawnOverTheOldFrameGiveTheNewOne(translucentChanges: Bool) async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 2 * Self.width * Self.height)) { seeds in
            let (old, new) = Self.frames(seeds, translucentChanges: translucentChanges)
            guard let rect = FrameDifference.changedRect(from: old, to: new) else { return }
            for unchanged in [[0, 0, 0, 0], APNGEncoder.key] as [[UInt8]] {
                for keepingFlatRuns in [false, true] {
                    guard let over = FrameDifference.overPixels(from: old, to: new, in: rect, unchanged: unchanged,
                                                                keepingFlatRuns: keepingFlatRuns) else {
                        #expect(translucentChanges, "only a translucent changed pixel makes OVER impossible")
                        continue
                    }
                    let filled = stride(from: 0, to: over.pixels.pixels.count, by: 4)
                        .filter { Array(over.pixels.pixels[$0..<$0 + 4]) == unchanged }.count
                    #expect(over.filled == filled)
                    #expect(Self.drawn(over.pixels, over: old, at: rect, unchanged: unchanged) == new,
                            "keeping flat runs: \(keepingFlatRuns), filler \(unchanged)")
                    if over.filled == 0 {
                        #expect(over.pixels == Self.crop(new, to: rect), "nothing filled: SOURCE's pixels")
                    }
                }
            }
        }
    }
}
