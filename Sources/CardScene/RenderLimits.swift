/// The pixel and frame bounds of everything the tool draws, decodes, encodes and compares, in one place below every
/// layer that keeps them: ``ScriptLimits`` (CardMotion) names them for scripts, and the renderer, the PNG and APNG
/// readers and the approval manifest (CardRender) check against the same values.
public enum RenderLimits {
    /// Pixels in one image: a frame, an offscreen raster, a decoded PNG or JPEG, or an APNG's canvas (enough for 8K frames).
    public static let pixels = 64_000_000
    /// Pixels along one side of a frame: Cairo's image surfaces stop at 32,767.
    public static let frameSide = 32_767
    /// Pixels all the backdrops of one frame read together (each its frame on screen widened by its blur's reach): as
    /// many as one backdrop alone may read, so a frame's blurs take at most what one largest backdrop's does (the
    /// examples read at most 1,050,978 in a frame).
    public static let backdropPixelsPerFrame = pixels
    /// Frames of one sequence: those a script produces, and those an APNG reference holds (27 minutes at 60 fps).
    public static let frames = 100_000
}
