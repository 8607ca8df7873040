/// How hard the APNG encoder works for a smaller file: which versions of each frame's data it compresses, and libdeflate's level for the data it keeps (`render --compression`). Measured on every example at
/// scale 2 against Debian's `apngasm` 2.91 on the same frames: the table is in `docs/png-settings.md`.
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

    /// The versions of a changed frame that are compressed, the smallest kept. A frame that OVER cannot draw (the
    /// first, or one whose changed pixels are translucent) is stored as SOURCE.
    var versions: [Version] {
        switch self {
        case .default: [.overKeepingFlatRuns]
        case .max: [.source, .over, .overKeepingFlatRuns]
        }
    }

    /// ``versions`` for the frames of a palette image, compressed at ``paletteChoiceLevel`` to pick one. On
    /// `Examples/switcher.yaml` at scale 2 (default): SOURCE and OVER 498,816 bytes; SOURCE and OVER keeping flat
    /// runs 539,783; OVER keeping flat runs alone 540,146; all three 498,816 (for every frame the third version
    /// equals one of the other two or loses to it).
    var paletteVersions: [Version] {
        switch self {
        case .default: [.source, .over]
        case .max: [.source, .over, .overKeepingFlatRuns]
        }
    }

    /// libdeflate's level for the data written to the file.
    var level: Int32 {
        switch self {
        case .default: 7
        case .max: 12
        }
    }

    /// libdeflate's level for the frames of a palette image (one byte a pixel, a third of RGB's data to compress).
    /// On `Examples/switcher.yaml` at scale 2 (177 colours), with no filter and the blend chosen by an estimate: level 7
    /// 662,770 bytes, 8 647,677, 9 540,146, 10 658,694, 12 614,481 (libdeflate's levels above 9 lose on these
    /// index rows); level 9 still takes less time than writing the PNG sequence.
    var paletteLevel: Int32 {
        switch self {
        case .default: 9
        case .max: 12
        }
    }

    /// ``choiceLevel`` for the frames of a palette image.
    var paletteChoiceLevel: Int32 {
        switch self {
        case .default: 4
        case .max: 9
        }
    }

    /// The level the versions are compressed at to pick one (which is then compressed at ``level``), or `nil`
    /// to compress every version at ``level`` and keep the smallest.
    var choiceLevel: Int32? {
        switch self {
        case .default: nil
        case .max: 9
        }
    }

    /// The row filters tried on each version.
    var filters: [PNGEncodingOptions.RowFilter] {
        switch self {
        case .default: [.none]
        case .max: [.none, .paeth, .adaptive]
        }
    }
}
