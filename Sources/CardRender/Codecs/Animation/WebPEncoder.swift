import CWebP

/// Animated WebP, written by libwebp's animation encoder (`WebPAnimEncoder`, libwebpmux).
///
/// **Lossless by default** (``AnimationSettings/lossyQuality`` `nil`): every decoded frame is the appended frame byte
/// for byte, transparent pixels included. A frame with transparent pixels is encoded `exact`, so that their RGB is
/// kept, not cleaned to make the file smaller; an opaque frame is not, since it has no such pixels: there `exact`
/// would only keep the colours under the pixels libwebp makes transparent itself to blend a changed rectangle over
/// the previous frame, which no decoder shows, for 18 % more bytes on profiles.yaml (11.83 against 10.05 MB).
/// The effort is libwebp's `method` 1 at `quality` 50, chosen by measurement on the 223 frames (750 x 1334 pixels,
/// 60 fps) of `Examples/stack.yaml` and the 310 frames (750 x 1624) of `Examples/profiles.yaml` (`img2webp -lossless`,
/// the same encoder, whose files this one matches byte for byte at 1, 50; wall seconds on the shared 2-core build
/// machine, PNG decoding included, so only roughly comparable):
///
/// | method, quality          | stack.yaml            | profiles.yaml          |
/// |--------------------------|-----------------------|------------------------|
/// | 0, 0 (fastest)           | 9.65 MB, 3.2 s        | 18.94 MB, 8.8 s        |
/// | 1, 25                    | 4.55 MB, 4.2 s        | 10.50 MB, 29.4 s       |
/// | **1, 50**                | **3.89 MB, 5.2 s**    | **10.05 MB, 30.3 s**   |
/// | 2, 50                    | 3.95 MB, 5.2 s        | 9.95 MB, 34.1 s        |
/// | 4, 75 (libwebp's default)| 4.00 MB, 8.8 s        | 9.85 MB, 37.8 s        |
/// | 5, 90                    | 3.99 MB, 12.8 s       |                        |
/// | 6, 100 (smallest)        | 3.87 MB, 211.7 s      |                        |
///
/// Method 1 at quality 50 is within 2 % of the default's size (smaller on the stack) in 60 to 80 % of its time;
/// method 0 doubles the size, method 6 saves another 0.5 % for forty times the time.
///
/// **Lossy** when ``AnimationSettings/lossyQuality`` is set (0–100, libwebp's `quality`), at libwebp's default
/// `method` 4; transparent pixels' RGB may then change. UI frames gain less from it than photographs: quality 80
/// makes stack.yaml 2.22 MB (57 % of lossless) in about the same time.
///
/// **Timing**: each frame is added at its exact start in whole milliseconds (`FrameTiming.milliseconds(atFrame:)`),
/// and the end is the exact end of the last frame, so durations (17, 16, 17, 17, 16, 17, ... ms at 60 fps) never
/// drift. A frame
/// identical to the one before is not stored again: libwebp lengthens the previous frame's duration instead (a
/// still stretch costs a few bytes). WebP durations are 1 to 16,777,215 ms, so the rate is at most 1000 fps.
///
/// **Looping**: loop count 0 (for ever) when ``AnimationSettings/loops``, else 1 (played once, stopping on the last
/// frame). The background colour hint is transparent black, as libwebp's decoders start every canvas.
///
/// **Key frames** are left off (libwebp's default): every frame after the first is stored as the rectangle that
/// changed, which keeps the file smallest; players decode frames in order anyway.
///
/// One frame only gives a still (not animated) WebP: libwebp writes the smaller form.
///
/// **Memory**: libwebp keeps the previous canvas, its candidates for the next frame and the compressed frames, never
/// the appended frames; each frame's pixels are copied into libwebp's ARGB picture and released once added.
public final class WebPEncoder: AnimationEncoder {
    /// WebP's largest canvas side, in pixels.
    static let maximumSide = 16383
    /// libwebp's effort for lossless frames (see the table above).
    static let losslessMethod: Int32 = 1
    static let losslessQuality: Float = 50

    public let settings: AnimationSettings
    private var encoder: OpaquePointer?
    private var config: WebPConfig
    private var frameCount = 0

    /// Starts an animation; throws when the settings cannot make a WebP (size, frame rate, quality).
    public init(settings: AnimationSettings) throws(AnimationError) {
        try settings.checkForEncoding(as: "WebP", maximumSide: Self.maximumSide)
        guard (0.0001...1000).contains(settings.fps) else {
            throw AnimationError("WebP shows each frame for 1 to 16,777,215 ms: the frame rate must be between 0.0001 and 1000 fps, not \(settings.fps)")
        }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw AnimationError("libwebp's version does not match its headers") }
        if let quality = settings.lossyQuality {
            guard quality.isFinite, (0...100).contains(quality) else {
                throw AnimationError("the lossy WebP quality is 0 to 100, not \(quality)")
            }
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            config.method = Self.losslessMethod
            config.quality = Self.losslessQuality
        }
        guard WebPValidateConfig(&config) != 0 else { throw AnimationError("libwebp refused the encoder settings") }
        self.config = config

        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw AnimationError("libwebpmux's version does not match its headers")
        }
        options.anim_params.loop_count = settings.loops ? 0 : 1
        options.anim_params.bgcolor = 0
        guard let encoder = WebPAnimEncoderNew(Int32(settings.width), Int32(settings.height), &options) else {
            throw AnimationError("cannot start a WebP animation: out of memory")
        }
        self.encoder = encoder
        self.settings = settings
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    public func append(_ frame: RGBAImage) throws(AnimationError) {
        guard let encoder else { throw AnimationError("the WebP animation is finished; no frame can be added") }
        try settings.checkSize(of: frame, index: frameCount)
        let start = try timestamp(ofFrame: frameCount)
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw AnimationError("libwebp's version does not match its headers") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(frame.width)
        picture.height = Int32(frame.height)
        let imported = frame.pixels.withUnsafeBufferPointer { pixels in
            WebPPictureImportRGBA(&picture, pixels.baseAddress, Int32(frame.width * 4))
        }
        guard imported != 0 else { throw AnimationError("cannot encode WebP frame \(frameCount): out of memory") }
        if config.lossless == 1 { config.exact = frame.isOpaque ? 0 : 1 }
        guard WebPAnimEncoderAdd(encoder, &picture, start, &config) != 0 else {
            throw AnimationError("cannot encode WebP frame \(frameCount): \(Self.message(of: encoder))")
        }
        frameCount += 1
    }

    public func finish() throws(AnimationError) -> [UInt8] {
        guard let encoder else { throw AnimationError("the WebP animation is finished already") }
        defer {
            WebPAnimEncoderDelete(encoder)
            self.encoder = nil
        }
        guard frameCount > 0 else { throw AnimationError("an animation needs at least one frame") }
        let end = try timestamp(ofFrame: frameCount)
        guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else {
            throw AnimationError("cannot end the WebP animation: \(Self.message(of: encoder))")
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw AnimationError("cannot assemble the WebP animation: \(Self.message(of: encoder))")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    /// When frame `index` starts (for `index` = the frame count: when the animation ends), in milliseconds, as
    /// libwebp takes it.
    private func timestamp(ofFrame index: Int) throws(AnimationError) -> Int32 {
        let milliseconds = settings.timing.milliseconds(atFrame: index)
        guard let timestamp = Int32(exactly: milliseconds) else {
            throw AnimationError("a WebP animation lasts less than \(Int32.max) ms; frame \(index) would start at \(milliseconds) ms")
        }
        return timestamp
    }

    /// libwebpmux's words for its last error.
    private static func message(of encoder: OpaquePointer) -> String {
        guard let text = WebPAnimEncoderGetError(encoder), text.pointee != 0 else { return "unknown error" }
        return String(cString: text)
    }
}
