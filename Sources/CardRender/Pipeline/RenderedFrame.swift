import CardPlatform
import CardScene
import Foundation

/// One rendered scene, shared by every consecutive frame that shows it: its pixels, and its PNG bytes, encoded
/// at most once whichever thread asks first.
public final class RenderedFrame: @unchecked Sendable {
    /// The scene drawn.
    public let scene: Scene
    /// Set once by the worker that draws it, before `markDrawn()`; `nil` when drawing failed.
    public internal(set) var image: RGBAImage!
    /// What a consumer of the frames learned about this scene (verification keeps its last verdict here), shared
    /// by every frame that shows it.
    public let memo = SceneMemo()
    /// The PNG bytes, once encoded.
    private let encoded = Locked<[UInt8]?>(nil)
    /// Whether the worker that draws the scene is done with it.
    private let drawn = Gate(false)

    public init(scene: Scene) { self.scene = scene }

    /// Called by the worker that drew the scene (and prepared it), whether it succeeded or not.
    func markDrawn() {
        drawn.update { $0 = true }
    }

    /// Waits until the scene is drawn; false when drawing it failed.
    func waitUntilDrawn() -> Bool {
        drawn.wait(until: { $0 }, then: { _ in })
        return image != nil
    }

    /// The PNG encoding of ``image`` with the frame settings.
    public func pngBytes() throws -> [UInt8] {
        try encoded.withLock { encoded in
            if let encoded { return encoded }
            do {
                let bytes = try PNGCodec.encode(image, options: .frames)
                encoded = bytes
                return bytes
            } catch let error as PNGError {
                throw RenderFailure("cannot encode a frame: \(error.reason)")
            }
        }
    }
}
