import Testing
@testable import CardRender
import CardScene

/// Small synthetic animations for the APNG tests, and ways to look inside the files they encode to.
enum APNGTestAnimations {
    /// An image whose pixel at (x, y) is `pixel(x, y)` as (r, g, b, a).
    static func image(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += pixel(x, y) } }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// An opaque background with a pattern that compresses badly (so that a rectangle's unchanged pixels cost bytes),
    /// of more than 256 colours from 30 x 20 pixels on (598 there), so that animations of it are RGB or RGBA files,
    /// not palette images.
    static func noise(_ x: Int, _ y: Int) -> [UInt8] {
        let value = (x &* 73 &+ y &* 151 &+ (x &* y) &* 29) % 251
        return [UInt8(value), UInt8((x &* 13 &+ y &* 7) % 256), UInt8((value * 7 + 11) % 256), 255]
    }

    /// `background` with the `size` x `size` square at (`left`, `top`) in `color`.
    static func square(on background: RGBAImage, left: Int, top: Int, size: Int, color: [UInt8]) -> RGBAImage {
        var result = background
        for y in top..<min(top + size, background.height) {
            for x in left..<min(left + size, background.width) {
                let index = (y * background.width + x) * 4
                result.pixels.replaceSubrange(index..<(index + 4), with: color)
            }
        }
        return result
    }

    /// `count` frames of 40 x 30: an opaque 6 px square moving 2 px right and 1 px down a frame over noise, with
    /// every fourth frame a repeat of the one before, and a translucent corner that changes every third frame.
    static func movingSquare(count: Int) -> [RGBAImage] {
        let background = image(width: 40, height: 30, noise)
        var frames: [RGBAImage] = []
        for index in 0..<count {
            if index % 4 == 3 { frames.append(frames[index - 1]); continue }
            var frame = square(on: background, left: 2 * index, top: index, size: 6, color: [250, 40, 30, 255])
            frame = square(on: frame, left: 36, top: 0, size: 4, color: [0, 0, 255, UInt8(40 + 60 * (index / 3 % 3))])
            frames.append(frame)
        }
        return frames
    }

    /// An animation the independent readers (Pillow, Chromium) check.
    struct Sample: Sendable, CustomTestStringConvertible {
        var name: String
        var frames: [RGBAImage]
        var fps: Double
        var testDescription: String { name }
    }

    /// RGBA with blends SOURCE and OVER and repeated frames; opaque frames (written as RGB); transparent and
    /// translucent frames on a transparent background; and opaque frames blended OVER (RGB with a colour key).
    static let samples: [Sample] = {
        let noisy = image(width: 30, height: 20, noise), marked = square(on: noisy, left: 4, top: 5, size: 3, color: [1, 2, 3, 255])
        let clear = RGBAImage(width: 10, height: 6, red: 0, green: 0, blue: 0, alpha: 0)
        let red = square(on: clear, left: 3, top: 2, size: 3, color: [255, 0, 0, 255])
        let glass = square(on: red, left: 1, top: 1, size: 4, color: [20, 200, 90, 77])
        return [
            Sample(name: "moving square", frames: movingSquare(count: 16), fps: 30),
            Sample(name: "opaque", frames: [noisy, marked, marked, noisy], fps: 60),
            Sample(name: "transparent", frames: [clear, red, red, glass, clear, clear, red], fps: 60),
            Sample(name: colourKeySample, frames: corners, fps: 30),
        ]
    }()

    /// The name of the sample blended OVER in RGB.
    static let colourKeySample = "opaque with a colour key"

    /// Noise (which compresses badly) with one pixel changed at two opposite corners: the rectangle is the whole
    /// frame and all but two of its pixels are unchanged, so the second frame is blended OVER, in RGB with the tRNS
    /// colour key.
    static let corners: [RGBAImage] = {
        let noisy = image(width: 30, height: 20, noise)
        let marked = square(on: square(on: noisy, left: 0, top: 0, size: 1, color: [9, 9, 9, 255]),
                            left: 29, top: 19, size: 1, color: [250, 250, 250, 255])
        return [noisy, marked]
    }()

    /// The frames encoded as an APNG at `fps`.
    static func encode(_ frames: [RGBAImage], fps: Double = 30, loops: Bool = true) throws -> [UInt8] {
        let encoder = APNGEncoder(settings: AnimationSettings(width: frames[0].width, height: frames[0].height, fps: fps, loops: loops))
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    /// The frames a player shows and for how long (ms) when `frames` play at `fps`: runs of identical frames as one.
    static func merged(_ frames: [RGBAImage], fps: Double) -> (frames: [RGBAImage], delays: [Int]) {
        let timing = FrameTiming(fps: fps, duration: 0)
        var shown: [RGBAImage] = [], delays: [Int] = []
        for (index, frame) in frames.enumerated() {
            if shown.last == frame {
                delays[delays.count - 1] += timing.delay(ofFrame: index)
            } else {
                shown.append(frame)
                delays.append(timing.delay(ofFrame: index))
            }
        }
        return (shown, delays)
    }

    /// The file's chunks, in order.
    static func chunks(_ bytes: [UInt8]) throws -> [PNGChunk] {
        var reader = try PNGChunkReader(bytes)
        var chunks: [PNGChunk] = []
        while let chunk = try reader.next() { chunks.append(chunk) }
        return chunks
    }

    /// Every fcTL of the file, in order.
    static func frameControls(_ bytes: [UInt8]) throws -> [APNGFrameControl] {
        try chunks(bytes).filter { $0.type == "fcTL" }.map { try APNGFrameControl.parse($0, in: bytes).control }
    }

    /// acTL's frame count and play count.
    static func animationControl(_ bytes: [UInt8]) throws -> (frames: UInt32, plays: UInt32) {
        let chunk = try #require(try chunks(bytes).first { $0.type == "acTL" })
        return (PNGChunkReader.uint32(bytes, at: chunk.data.lowerBound), PNGChunkReader.uint32(bytes, at: chunk.data.lowerBound + 4))
    }
}
