/// How hard the APNG encoder works for a smaller file (`render --compression`): for each kind of file, which versions
/// of a frame's data it compresses with which row filters, and libdeflate's levels (`Effort`). Measured on every
/// example at scale 2 against Debian's `apngasm` 2.91 on the same frames: the table is in `docs/png-settings.md`.
public enum APNGCompression: String, CaseIterable, Sendable {
    /// Level 7, no row filter, one version (OVER keeping flat runs): as small as the time of writing the PNG
    /// sequence allows.
    case `default`
    /// Level 12; every version with the filters none, Paeth and adaptive compressed at level 9 and the smallest
    /// compressed again at 12: the smallest file this encoder makes, whatever the time.
    case max

    /// One way of storing a changed frame's rectangle.
    enum Version: Equatable, Sendable {
        /// Blend SOURCE: the rectangle's pixels as they are.
        case source
        /// Blend OVER with every unchanged pixel transparent (the colour key in an RGB file).
        case over
        /// Blend OVER with the unchanged stretches that hold detail transparent and the flat ones kept
        /// (``FrameDifference/overPixels(from:to:in:unchanged:keepingFlatRuns:)``): one version that keeps the runs
        /// SOURCE has in flat areas and OVER's single run where text or photos stayed in place.
        case overKeepingFlatRuns
    }

    /// What is done with each changed frame of one kind of file.
    struct Effort: Equatable, Sendable {
        /// The versions compressed, the smallest kept. A frame that OVER cannot draw (the first, or one whose changed
        /// pixels are translucent) is stored as SOURCE.
        var versions: [Version]
        /// The row filters tried on each version.
        var filters: [PNGEncodingOptions.RowFilter]
        /// The level the versions are compressed at to pick one when there are several (the chosen one is then
        /// compressed at ``level``).
        var choiceLevel: Int32
        /// libdeflate's level for the data written to the file.
        var level: Int32
    }

    /// For the frames of an RGB or RGBA file.
    var direct: Effort {
        switch self {
        case .default: Effort(versions: [.overKeepingFlatRuns], filters: [.none], choiceLevel: 7, level: 7)
        case .max: Effort(versions: [.source, .over, .overKeepingFlatRuns], filters: [.none, .paeth, .adaptive], choiceLevel: 9, level: 12)
        }
    }

    /// For the frames of a palette image (one byte a pixel, a third of RGB's data to compress).
    ///
    /// - Versions, on `Examples/switcher.yaml` at scale 2 (default): SOURCE and OVER 498,816 bytes; SOURCE and OVER
    ///   keeping flat runs 539,783; OVER keeping flat runs alone 540,146; all three 498,816 (for every frame the
    ///   third version equals one of the other two or loses to it). Both compressed at level 4 and the smaller at
    ///   9: 498,816 bytes, in about the PNG sequence's time; both at 9, 494,023.
    /// - Level, on the same script with no filter and one blend chosen by an estimate: level 7 662,770 bytes, 8
    ///   647,677, 9 540,146, 10 658,694, 12 614,481 (libdeflate's levels above 9 lose on these index rows); level 9
    ///   still takes less time than writing the PNG sequence.
    var palette: Effort {
        switch self {
        case .default: Effort(versions: [.source, .over], filters: [.none], choiceLevel: 4, level: 9)
        case .max: Effort(versions: [.source, .over, .overKeepingFlatRuns], filters: [.none, .paeth, .adaptive], choiceLevel: 9, level: 12)
        }
    }
}
