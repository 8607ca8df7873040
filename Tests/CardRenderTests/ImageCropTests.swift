import CardGeometry
import CardMotionTestSupport
import CardScene
import Foundation
import Testing
@testable import CardRender

/// An image drawn unscaled (`center`) is held cropped to what its layer shows: the frames are those of the whole
/// file drawn as before, through a layer that masks to its rounded bounds, whether it is moved, shrunk or rotated;
/// and, moved by whole points, those of a file cut down beforehand to the middle part (which a centred placement
/// draws at the very same pixels).
@Suite struct ImageCropTests {
    /// 1200 x 900 pixels of noise with varying alpha, so that any pixel taken from the wrong place shows.
    static let photo: RGBAImage = {
        var state: UInt32 = 12_345
        var pixels = [UInt8](repeating: 0, count: 1200 * 900 * 4)
        for index in pixels.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            pixels[index] = UInt8(truncatingIfNeeded: state >> 24)
        }
        return RGBAImage(width: 1200, height: 900, pixels: pixels)
    }()

    /// The middle 400 x 300 pixels of ``photo``: centred, it lands where the photo's middle does.
    static var middle: RGBAImage {
        var pixels: [UInt8] = []
        for y in 300..<600 { pixels += photo.pixels[(y * 1200 + 400) * 4..<(y * 1200 + 800) * 4] }
        return RGBAImage(width: 400, height: 300, pixels: pixels)
    }

    func render(_ path: String, preloading: Bool, transform: AffineTransform2D) throws -> (RGBAImage, held: Int) {
        let layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 6, masksToBounds: true,
                                 image: ImageContent(path: path, contentMode: .center))
        let node = SceneNode(id: "card", kind: .card, index: nil, layer: layer, transform: transform, alpha: 1)
        let store = ImageStore()
        if preloading {
            try store.preload([ImageUse(path: path, contentMode: .center, layerSize: Size(width: 60, height: 40), origin: "test")], scale: 2)
        }
        let scene = Scene(size: Size(width: 160, height: 100), scale: 2, background: Color(white: 1), nodes: [node])
        let image = try SceneRenderer(images: store).render(scene)
        return (image, store.bytesHeld)
    }

    @Test func aCroppedImageDrawsTheSamePixels() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let whole = folder + "/photo.png", cut = folder + "/middle.png"
        try Data(PNGCodec.encode(Self.photo)).write(to: URL(fileURLWithPath: whole))
        try Data(PNGCodec.encode(Self.middle)).write(to: URL(fileURLWithPath: cut))
        let moved = AffineTransform2D(translationX: 50, y: 30)
        let (cropped, held) = try render(whole, preloading: true, transform: moved)
        let (fromCut, _) = try render(cut, preloading: true, transform: moved)
        let sameAsCut = cropped.pixels == fromCut.pixels
        #expect(sameAsCut)
        for transform in [moved, moved.scaledBy(x: 0.9, y: 0.8).translatedBy(x: 0.25, y: 0.5), moved.rotated(by: 0.3).scaledBy(x: 0.7, y: 0.7)] {
            let (fromCrop, _) = try render(whole, preloading: true, transform: transform)
            let (fromWhole, heldWhole) = try render(whole, preloading: false, transform: transform)
            let sameAsWhole = fromCrop.pixels == fromWhole.pixels
            #expect(sameAsWhole, "\(transform)")
            #expect(heldWhole == 1200 * 900 * 4)
        }
        // Held: the rows of the layer's 80 pixels and the margins (208 of 900), not the whole photo.
        #expect(held == 208 * 1200 * 4)
    }
}
