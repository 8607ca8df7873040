import CardMotion
import CardScene
@testable import CardVerify
import Testing
@testable import CardRender

/// The pixel, side and frame limits are stated once, in ``RenderLimits``: the script limits, the PNG and APNG readers,
/// the offscreen rasters and the approval manifest keep the same values, and every animation encoder refuses bad
/// settings with the one settings check.
struct RenderLimitsTests {
    @Test func everyLayerKeepsTheOneLimits() {
        #expect(RenderLimits.pixels == 64_000_000)
        #expect(RenderLimits.frameSide == 32_767)
        #expect(RenderLimits.frames == 100_000)
        #expect(ScriptLimits.framePixels == RenderLimits.pixels)
        #expect(ScriptLimits.frameSide == RenderLimits.frameSide)
        #expect(ScriptLimits.framesPerScript == RenderLimits.frames)
        #expect(PNGCodec.defaultMaximumPixels == RenderLimits.pixels)
        #expect(APNGDecoder.defaultMaximumPixels == RenderLimits.pixels)
        #expect(APNGDecoder.defaultMaximumFrames == RenderLimits.frames)
        #expect(OffscreenRaster.maximumPixels == RenderLimits.pixels)
        #expect(ApprovalManifest.frameNumbers == 0...99_999)
        #expect(ApprovalManifest.frameSide == 1...32_767)
        #expect(ApprovalManifest.maximumFramePixels == RenderLimits.pixels)
    }

    @Test func everyEncoderRefusesBadSettingsInTheSameWords() throws {
        let black = RGBAImage(width: 4, height: 3, red: 0, green: 0, blue: 0, alpha: 255)
        #expect(throws: AnimationError("an APNG animation is 1 to 2147483647 pixels on each side, not 0 x 3")) {
            try APNGEncoder(settings: AnimationSettings(width: 0, height: 3, fps: 30)).append(black)
        }
        #expect(throws: AnimationError("the frame rate must be a positive number of frames per second, not inf")) {
            try APNGEncoder(settings: AnimationSettings(width: 4, height: 3, fps: .infinity)).append(black)
        }
        #expect(throws: AnimationError("the frame rate must be a positive number of frames per second, not inf")) {
            try WebPEncoder(settings: AnimationSettings(width: 4, height: 3, fps: .infinity))
        }
    }
}
