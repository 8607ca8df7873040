import CardRender
/// The options of a pixelmatch v7.2.0 comparison, with pixelmatch's defaults.
public struct PixelmatchOptions: Hashable, Sendable {
    /// Colour distance accepted as equal, 0...1 (the YIQ delta limit is `35215 · threshold²`).
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of detecting and skipping them.
    public var includeAA = false
    /// Opacity of the first image's grey copy under the diff, 0...1.
    public var alpha: Double = 0.1
    /// Colour of pixels skipped as anti-aliasing, 0–255 each.
    public var aaColor: [UInt8] = [255, 255, 0]
    /// Colour of differing pixels.
    public var diffColor: [UInt8] = [255, 0, 0]
    /// Colour of differing pixels where the second image is darker; `nil` = `diffColor`.
    public var diffColorAlt: [UInt8]?
    /// Draw only the differing pixels, on a transparent background.
    public var diffMask = false
    /// Blend semi-transparent pixels against pixelmatch's dark/light pattern (`true`) or white (`false`).
    public var checkerboard = true

    public init() {}

    /// The largest YIQ delta still counted as equal.
    public var maximumDelta: Double { 35215 * threshold * threshold }
}
