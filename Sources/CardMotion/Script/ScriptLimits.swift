import CardGeometry
import CardScene

/// Every bound a script must keep, in one table: the decoder reads values against it (naming the line and key),
/// and ``PlaybackPlan`` checks the finished script against it, so that the command line, `CardMotionTesting`'s
/// assertions, the fuzz target and any other library caller enforce the same limits. Each bound keeps the work of
/// one script finite and its arithmetic exact; none is a property of the simulated device.
public enum ScriptLimits {
    /// Every position, size and offset a script gives, in points: far beyond any screen, near enough that no
    /// layout arithmetic (Pango's 32-bit text widths among it) can overflow.
    public static let coordinate: ClosedRange<Double> = -100_000...100_000
    /// A screen side, in points.
    public static let screenSide: ClosedRange<Double> = 1...8192
    /// Pixels per point.
    public static let scale: ClosedRange<Double> = 0.25...8
    /// Pixels in one frame (after rounding each side to whole pixels): `RenderLimits.pixels`.
    public static let framePixels = RenderLimits.pixels
    /// Pixels along one side of a frame: `RenderLimits.frameSide`.
    public static let frameSide = RenderLimits.frameSide
    /// Frames per second.
    public static let fps: ClosedRange<Double> = 1...240
    /// A script's explicit duration, in seconds.
    public static let duration: ClosedRange<Double> = 0.001...3600
    /// Frames one script may produce (`RenderLimits.frames`): beyond it a run is a mistake, not a job.
    public static let framesPerScript = RenderLimits.frames
    /// Touch samples per second of a drag.
    public static let touchRate: ClosedRange<Double> = 1...1000
    /// An event's start, in seconds from the beginning.
    public static let eventTime: ClosedRange<Double> = 0...3600
    /// A drag's movement, in seconds.
    public static let dragDuration: ClosedRange<Double> = 0.001...600
    /// A press or hold within a gesture, in seconds.
    public static let gesturePause: ClosedRange<Double> = 0...600
    /// A tap's hold, in seconds.
    public static let tapHold: ClosedRange<Double> = 0.001...600
    /// Samples of one recorded path.
    public static let pathSamples: ClosedRange<Int> = 2...100_000
    /// Cards (data items) of one script.
    public static let cards: ClosedRange<Int> = 0...10_000
    /// Timeline events of one script.
    public static let timelineEvents: ClosedRange<Int> = 0...10_000
    /// Layers in one list of a design (a cell's, the screen's, the overlay's, or a layer's sublayers).
    /// Variants a script's `variants:` may declare (the matrix's combinations and the extras together).
    public static let variants = 64
    public static let layers = 1_000
    /// Layers of one design (a cell, the screen's layers, the overlay), counting sublayers at every depth.
    public static let designLayers = 10_000
    /// Layers nested in one design: a layer and its ancestors, at most this many (the cell's own layer counts as
    /// one). Reading, binding and drawing walk the tree recursively, so this bounds their stacks.
    public static let layerDepth = 32
    /// Layers bound to cards when a script is read: the cell's layers times the cards. Each is built and checked
    /// for every card before anything is drawn, so this bounds the work of reading a script.
    public static let boundLayers = 1_000_000
    /// Colours of one gradient.
    public static let gradientColors = 64
    /// Font files of one script.
    public static let fontFiles = 32
    /// Font faces of one script's font files, counted before fontconfig reads them: a collection's faces one by one
    /// (its header's count), and a file listed twice counts twice.
    public static let fontFaces = FontFaces.limit
    /// Characters of one text.
    public static let textLength = 2_000
    /// Unicode scalars of one text: a character may carry combining marks, but not without end (Pango's layout
    /// time grows with their square).
    public static let textScalars = 4_000
    /// UTF-8 bytes of one text.
    public static let textBytes = 16_000
    /// Characters of one frame expression (`width - 32`).
    public static let expressionLength = 500
    /// Numbers and names (`width`, `height`) in one frame expression.
    public static let expressionTerms = 100
    /// How deep parentheses and unary minus signs may nest in one frame expression.
    public static let expressionDepth = 32
    /// The longest a text may lay out, in points, by the estimate of ``textExtentProblem(_:)``. Pango measures text
    /// in 32-bit units of 1/1024 point, so a layout longer than 2,097,151 points wraps its sums around; this keeps
    /// every text under half of that.
    public static let textExtent = 1_000_000.0
    /// YAML aliases (`*name`) in one script.
    public static let aliases = 10_000
    /// Values (scalars and collections) a script may hold once its aliases are expanded: about as many as a script
    /// of the largest file size could spell out without any alias.
    public static let expandedNodes = 2_000_000
    /// How long a script may keep animating after its last event before it counts as never settling, in seconds.
    public static let settling = 600.0
    /// Unicode scalars of one path's data (`PathData.maxCharacters`, which the parser enforces).
    public static let pathDataLength = PathData.maxCharacters
    /// Commands of one path's data, implicit repeats counted (`PathData.maxCommands`).
    public static let pathCommands = PathData.maxCommands
    /// The largest magnitude of a number in path data (`PathData.maxMagnitude`).
    public static let pathNumber = PathData.maxMagnitude

    /// Why frames of `size` points at `scale` cannot be drawn (no pixels, or too many), or `nil` when they can.
    public static func frameSizeProblem(size: Size, scale: Double) -> String? {
        // Clamped: a scale or size beyond any Int (a derived scale, a library caller) is refused, not trapped.
        let pixels = 0...Int(Int32.max)
        return imageSizeProblem(width: Int(clamping: size.width * scale, to: pixels),
                                height: Int(clamping: size.height * scale, to: pixels), what: "frames")
    }

    /// Why an image the tool draws (`what`: "frames", "a sheet") of `width` x `height` pixels is empty or too large, or `nil`.
    public static func imageSizeProblem(width: Int, height: Int, what: String) -> String? {
        let verb = what == "frames" ? "exceed" : "exceeds"
        if width < 1 || height < 1 {
            return "\(what) of \(width) x \(height) pixels would be empty; raise the size or the scale"
        }
        if width > frameSide || height > frameSide {
            return "\(what) of \(width) x \(height) pixels \(verb) the limit of \(frameSide) pixels per side"
        }
        if width * height > framePixels {
            return "\(what) of \(width) x \(height) pixels \(verb) the limit of \(framePixels) pixels"
        }
        return nil
    }

    /// Why `timing` has too many frames, or `nil` when it has not.
    public static func frameCountProblem(_ timing: FrameTiming) -> String? {
        guard timing.frameCount > framesPerScript else { return nil }
        return "\(timing.frameCount) frames (\(timing.duration) s at \(timing.fps) fps) exceed the limit of \(framesPerScript) frames per script; lower 'duration' or 'fps'"
    }
}
