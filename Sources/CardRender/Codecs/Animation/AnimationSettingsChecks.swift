/// The checks every encoder makes of its settings before it starts and of each frame it is given, so that a bad
/// size or rate is an ``AnimationError`` in words instead of a failure deep in a library or a program.
extension AnimationSettings {
    /// Throws unless the frame size is 1 to `maximumSide` pixels on each side and ``fps`` is finite and positive.
    ///
    /// - Parameter format: the format's name, for the message (`"WebP"`, `"GIF"`, `"APNG"`, ...).
    func checkForEncoding(as format: String, maximumSide: Int) throws(AnimationError) {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            let article = format.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
            throw AnimationError("\(article) \(format) animation is 1 to \(maximumSide) pixels on each side, not \(width) x \(height)")
        }
        guard fps.isFinite, fps > 0 else {
            throw AnimationError("the frame rate must be a positive number of frames per second, not \(fps)")
        }
    }

    /// Throws unless `frame`, the animation's frame number `index` (zero-based), has the settings' size.
    func checkSize(of frame: RGBAImage, index: Int) throws(AnimationError) {
        guard frame.width == width, frame.height == height else {
            throw AnimationError("frame \(index) is \(frame.width) x \(frame.height) pixels; the animation's frames are \(width) x \(height)")
        }
    }
}
