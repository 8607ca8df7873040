extension BuiltInFonts {
    /// What an iOS font family is drawn with here.
    public enum StandIn: Hashable, Sendable {
        /// The system font (``BuiltInFonts/system``, ``BuiltInFonts/systemDisplay`` from 20 points), with SF Pro's
        /// tracking.
        case systemFont
        /// A built-in family.
        case family(String)

        /// How a notice names it.
        public var description: String {
            switch self {
            case .systemFont: "\(BuiltInFonts.system) (\(BuiltInFonts.systemDisplay) from \(Int(BuiltInFonts.displaySize)) pt), the system font"
            case .family(let family): family
            }
        }
    }

    /// The names a designer copies from Figma or Xcode for iOS's fonts, and the built-in stand-in each is drawn with.
    public static let standIns: [(name: String, standIn: StandIn)] = [
        ("SF Pro", .systemFont), ("SF Pro Text", .systemFont), ("SF Pro Display", .systemFont),
        (".SF UI Text", .systemFont), (".SF UI Display", .systemFont), ("system", .systemFont),
        ("-apple-system", .systemFont), ("Helvetica Neue", .systemFont),
        ("PingFang SC", .family(cjk)), ("PingFang TC", .family(cjk)), ("PingFang HK", .family(cjk)),
        ("Apple Color Emoji", .family(emoji)), ("SF Arabic", .family(arabic)), ("SF Hebrew", .family(hebrew)),
    ]

    /// The stand-in for the iOS family `name` (exactly as written), or `nil` when it is not one of ``standIns``.
    public static func standIn(for name: String) -> StandIn? {
        standIns.first { $0.name == name }?.standIn
    }
}
