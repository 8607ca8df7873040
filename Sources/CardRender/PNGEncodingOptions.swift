import CPNGSupport

/// How a PNG is written: the row filter, libdeflate's compression level, and whether an image of at most 256
/// colours is written with a palette. Each kind of PNG CardMotion writes has its setting, chosen by measurement
/// (one thread, this machine; the table is in `docs/png-settings.md`).
public struct PNGEncodingOptions: Hashable, Sendable {
    /// libdeflate's compression level: 0 stores, 1 is the fastest, 12 the smallest and slowest.
    public var level: Int32
    /// The filter every row goes through before compression.
    public var filter: RowFilter
    /// Whether an image of at most 256 distinct RGBA colours is written as colour type 3 (one palette index per
    /// pixel, and a tRNS chunk when some colour is translucent) instead of RGB or RGBA.
    public var palette: Bool

    public init(level: Int32, filter: RowFilter, palette: Bool) {
        self.level = level
        self.filter = filter
        self.palette = palette
    }

    /// PNG's row filters (filter types 0 to 4), and the adaptive choice.
    public enum RowFilter: Int32, Sendable, CaseIterable {
        /// The samples as they are.
        case none = 0
        /// Each byte minus the byte one pixel to the left.
        case sub = 1
        /// Each byte minus the byte above.
        case up = 2
        /// Each byte minus the mean of the bytes to the left and above.
        case average = 3
        /// Each byte minus the Paeth predictor of left, above and above-left.
        case paeth = 4
        /// Per row, the filter whose output has the smallest sum of absolute values as signed bytes (libpng's
        /// heuristic).
        case adaptive = 5

        /// The C side's value.
        var scanlineFilter: cm_scanline_filter { cm_scanline_filter(rawValue: UInt32(rawValue)) }
    }

    /// Animation frames (`render`, `preview`'s single frame, the frames of an APNG).
    public static let frames = PNGEncodingOptions(level: 6, filter: .none, palette: false)

    /// References and the expected and actual images of a failing frame (`verify --record`, `--artifacts`).
    public static let references = PNGEncodingOptions(level: 6, filter: .none, palette: true)

    /// Diff images (`compare --output`, a failing frame's diff).
    public static let diffs = PNGEncodingOptions(level: 6, filter: .none, palette: true)

    /// Contact sheets (`preview --sheet`).
    public static let sheets = PNGEncodingOptions(level: 6, filter: .none, palette: false)
}
