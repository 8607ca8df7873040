/// How hard the APNG encoder works for a smaller file: which versions of each frame's data it compresses, how it
/// picks one, and libdeflate's level for the data it keeps (`render --compression`). Measured on
/// `Examples/stack.yaml` at scale 2 (223 frames, 126 written), against Debian's `apngasm` 2.91 on the same frames;
/// the table for every example is in `docs/png-settings.md`.
public enum APNGCompression: String, CaseIterable, Sendable {
    /// Level 7, the blend estimated (``BlendChoice/estimate``), no row filter: as small as the time of writing the
    /// PNG sequence allows. 6,364,679 bytes, 0.97x the old level 6 with SOURCE only; level 8 would be 1.3 % smaller
    /// for 45 % more compression time, past the PNG sequence's. `apngasm -z0` (zlib level 9 with its own choices)
    /// is 4 % smaller still, for 14 times the time: libdeflate matches it only from level 10 (5,971,161 bytes of
    /// frame data with SOURCE only), at 12 times level 6's compression time.
    case `default`
    /// Level 12, both blends with no filter and with the adaptive filter compressed at level 9 and the smallest
    /// compressed again at 12: the smallest file this encoder makes, whatever the time (SOURCE alone at level 12
    /// is 0.6 % larger; all five filters at level 9 choose the same way to 0.1 %).
    case max

    /// How the blend of a changed frame is chosen.
    enum BlendChoice {
        /// By ``FrameDifference/overLooksSmaller(from:to:in:unchanged:)``, without compressing: one version is
        /// compressed.
        case estimate
        /// By compressing both (with each of ``filters``) and keeping the smallest.
        case compressed
    }

    /// libdeflate's level for the data written to the file.
    var level: Int32 {
        switch self {
        case .default: 7
        case .max: 12
        }
    }

    var blendChoice: BlendChoice {
        switch self {
        case .default: .estimate
        case .max: .compressed
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
        case .max: [.none, .adaptive]
        }
    }
}
