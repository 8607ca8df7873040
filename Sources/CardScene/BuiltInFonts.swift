/// The font families every renderer provides without a script's `fonts:`: open stand-ins for iOS's fonts. Text
/// names one of these, or a family of the script's font files, or an iOS name that stands in for one
/// (``BuiltInFonts/standIn(for:)``), or none: the system font, drawn with ``system`` below ``displaySize`` points and
/// ``systemDisplay`` from it, as iOS draws SF Pro Text and SF Pro Display. Characters a family lacks come from
/// ``fallbacks``, in order.
public enum BuiltInFonts {
    /// The system font's stand-in for SF Pro Text (Debian's `fonts-inter`).
    public static let system = "Inter"
    /// The system font's stand-in for SF Pro Display, from ``displaySize`` points up (Debian's `fonts-inter`).
    public static let systemDisplay = "Inter Display"
    /// Chinese, Japanese and Korean with a real bold, for PingFang SC (Debian's `fonts-noto-cjk`).
    public static let cjk = "Noto Sans CJK SC"
    /// Colour emoji, for Apple Color Emoji (Debian's `fonts-noto-color-emoji`).
    public static let emoji = "Noto Color Emoji"
    /// Arabic, shaped and joined, for SF Arabic (Debian's `fonts-noto-core`).
    public static let arabic = "Noto Sans Arabic"
    /// Hebrew, for SF Hebrew (Debian's `fonts-noto-core`).
    public static let hebrew = "Noto Sans Hebrew"
    /// Latin, Greek, Cyrillic and many symbols the others lack, drawn last (Debian's `fonts-dejavu-core`).
    public static let last = "DejaVu Sans"
    /// Every built-in family, in the order fonts are tried.
    public static let families = [system, systemDisplay, cjk, emoji, arabic, hebrew, last]
    /// The families that draw the characters a text's own family lacks, in order.
    public static let fallbacks = [cjk, emoji, arabic, hebrew, last]
    /// The size from which the system font draws ``systemDisplay``, in points (iOS switches from SF Pro Text to SF
    /// Pro Display at 20 points).
    public static let displaySize = 20.0

    /// The system font's family at `size` points: ``system`` below ``displaySize``, ``systemDisplay`` from it.
    public static func systemFamily(size: Double) -> String {
        size >= displaySize ? systemDisplay : system
    }
}
