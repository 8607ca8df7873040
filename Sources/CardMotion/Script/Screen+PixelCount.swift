extension Screen {
    /// Pixels per frame: the screen's size in points times its scale (pixels per point), each side rounded.
    public var pixelCount: Int { Int((size.width * scale).rounded()) * Int((size.height * scale).rounded()) }
}
