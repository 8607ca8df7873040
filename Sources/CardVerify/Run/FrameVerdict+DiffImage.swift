import CardRender
/// The diff picture of a frame whatever its verdict, for viewers that show it for passing frames too (the studio).
extension FrameVerdict {
    /// pixelmatch's diff of `actual` against `expected` under `options` (differing pixels red, the rest a faded
    /// copy of `expected`), with the pixels of `mask` left out and tinted as `verify`'s diff files show them;
    /// `nil` when the sizes differ.
    public static func diffImage(actual: RGBAImage, expected: RGBAImage, options: PixelmatchOptions,
                                 mask: PixelMask? = nil) -> RGBAImage? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let mask = mask.flatMap { $0.isEmpty || $0.width != actual.width || $0.height != actual.height ? nil : $0 }
        let compared = mask.map { $0.applied(to: actual, from: expected) } ?? actual
        let diff = Pixelmatch.compare(expected, compared, options: options).diffImage
        guard let mask, let diff else { return diff }
        return mask.tinted(diff)
    }
}
