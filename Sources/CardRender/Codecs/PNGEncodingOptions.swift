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

    /// Animation frames (`render`, `preview`'s single frame): level 4, no filter, no
    /// palette. Speed first: libdeflate's levels 1 to 4 cost the same, what zlib's level 3 did (6.5 ms per frame
    /// of the examples at scale 2), and level 4 is the smallest of them: 15 % under zlib 3, the size Cairo's own
    /// writer (zlib 6, adaptive filters) gets in 4.4 times the time. Level 6 would be 6 % smaller and 14 % slower.
    /// No palette: the search would add up to 6 % to frames that never have 256 colours or fewer.
    public static let frames = PNGEncodingOptions(level: 4, filter: .none, palette: false)

    /// References and the expected and actual images of a failing frame (`verify --record`, `--artifacts`),
    /// kept in repositories: level 7, no filter, a palette where the image allows. 3 % smaller than level 6 for a
    /// quarter more time, and under 0.8 times plain zlib's (level 6) time on every image measured; level 8
    /// doubles the time for another 3 %.
    public static let references = PNGEncodingOptions(level: 7, filter: .none, palette: true)

    /// Diff images (`compare --output`, a failing frame's diff): level 4, no filter, a palette. A diff is the
    /// first image faded to a few dozen greys plus the difference colours, so the palette (one byte per pixel)
    /// makes it 30 % smaller than plain zlib's in under a quarter of the time (3.2 ms per 750 x 1334 diff; level 6
    /// is 11 % smaller for 3.9 ms). Speed first, as `compare --output` should cost little more than `compare`.
    public static let diffs = PNGEncodingOptions(level: 4, filter: .none, palette: true)

    /// Contact sheets (`preview --sheet`, 12 labelled thumbnails): level 6, no filter, a palette where the sheet
    /// allows (the search costs under 1 % of a sheet's write). Plain zlib's size in 70 % of its time; every filter
    /// makes them 2 to 9 % larger (docs/png-settings.md).
    public static let sheets = PNGEncodingOptions(level: 6, filter: .none, palette: true)
}
