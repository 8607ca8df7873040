/// The font families every renderer provides without a script's `fonts:`: text names one of these, or a family of
/// the script's font files, or none (the system font: the first family, with the second for the characters it
/// lacks).
public enum BuiltInFonts {
    /// Latin, Greek and Cyrillic (Debian's `fonts-dejavu-core`).
    public static let latin = "DejaVu Sans"
    /// Chinese, Japanese and Korean (Debian's `fonts-wqy-microhei`).
    public static let cjk = "WenQuanYi Micro Hei"
    /// Both, in fallback order.
    public static let families = [latin, cjk]
}
