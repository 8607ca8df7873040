/// How hard the APNG encoder works for a smaller file: which versions of each frame's data it compresses, how it
/// picks one, and libdeflate's level for the data it keeps (`render --compression`). Measured on every example at
/// scale 2 against Debian's `apngasm` 2.91 on the same frames: the table is in `docs/png-settings.md`.
public enum APNGCompression: String, CaseIterable, Sendable {
    /// Level 7, no row filter, the blend estimated without compressing: as small as the time of writing the PNG
    /// sequence allows.
    case `default`
    /// Level 12; both blends with the filters none, Paeth and adaptive compressed at level 9 and the smallest
    /// compressed again at 12: the smallest file this encoder makes, whatever the time.
    case max

    /// How a frame's blend is chosen.
    enum Choice {
        /// By ``FrameDifference/overLooksSmaller(from:to:in:unchanged:)``, which costs a pass over the rectangle:
        /// one version is compressed (with each of ``filters``).
        case estimate
        /// By compressing both, with each of ``filters``, and keeping the smallest.
        case compressed
    }

    /// libdeflate's level for the data written to the file.
    var level: Int32 {
        switch self {
        case .default: 7
        case .max: 12
        }
    }

    var choice: Choice {
        switch self {
        case .default: .estimate
        case .max: .compressed
        }
    }

    /// libdeflate's level for the frames of a palette image (one byte a pixel, a third of RGB's data to compress).
    /// On `Examples/switcher.yaml` at scale 2 (177 colours), with no filter and the blend estimated: level 7
    /// 662,770 bytes, 8 647,677, 9 540,146, 10 658,694, 12 614,481 (libdeflate's levels above 9 lose on these
    /// index rows); level 9 still takes less time than writing the PNG sequence.
    var paletteLevel: Int32 {
        switch self {
        case .default: 9
        case .max: 12
        }
    }

    /// How the blend of a palette image's frame is chosen: both compressed, which on switcher.yaml makes the
    /// file 494,023 bytes instead of 540,146 (estimated), in about the PNG sequence's time.
    var paletteChoice: Choice { .compressed }

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
