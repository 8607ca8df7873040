import CPNGSupport

/// zlib level and row filters for PNG encoding.
public struct PNGEncodingOptions: Hashable, Sendable {
    /// zlib compression level, 0 (store) to 9 (smallest, slowest).
    public var compressionLevel: Int32
    /// libpng filter flags (a combination of `PNGEncodingOptions.Filter` values).
    public var filters: Int32

    public init(compressionLevel: Int32, filters: Int32) {
        self.compressionLevel = compressionLevel
        self.filters = filters
    }

    /// libpng's row filters.
    public enum Filter {
        public static let none = cm_png_filter_none
        public static let sub = cm_png_filter_sub
        public static let up = cm_png_filter_up
        public static let average = cm_png_filter_avg
        public static let paeth = cm_png_filter_paeth
        public static let all = cm_png_all_filters
    }

    /// The setting for animation frames, chosen by measurement on a 750 × 1334 frame of `Examples/stack.yaml`
    /// (one thread, this machine): see `docs/png-settings.md`.
    public static let frames = PNGEncodingOptions(compressionLevel: 3, filters: Filter.none)

    /// Small files when speed does not matter (references, sheets).
    public static let compact = PNGEncodingOptions(compressionLevel: 9, filters: Filter.all)
}
