/// Why a colour string could not be read.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was not a colour.
    public let text: String

    /// The accepted forms, for messages.
    public static let acceptedForms = "#RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a) or a UIKit name ("
        + Color.namedColors.keys.sorted().joined(separator: ", ") + ")"

    public var description: String { "'\(text)' is not a colour; use \(Self.acceptedForms)" }
}

extension Color {
    /// UIKit's named colours in light mode, sRGB: the classic ones (`UIColor.red` ...) and the system colours
    /// (``systemColors``).
    public static let namedColors: [String: Color] = makeNamedColors(in: .light)

    /// UIKit's named colours in dark mode: the classic ones keep their values, the system colours take their dark ones.
    public static let darkNamedColors: [String: Color] = makeNamedColors(in: .dark)

    /// The named colours as `appearance` draws them.
    public static func namedColors(for appearance: Appearance) -> [String: Color] {
        switch appearance {
        case .light: namedColors
        case .dark: darkNamedColors
        }
    }

    private static func makeNamedColors(in appearance: Appearance) -> [String: Color] {
        classicColors.merging(systemColors.map { ($0.name, $0.color(in: appearance)) }) { classic, _ in classic }
    }

    /// UIKit's classic named colours, the same in both appearances.
    private static let classicColors: [String: Color] = [
        "black": Color(white: 0), "darkGray": Color(white: 1.0 / 3.0), "lightGray": Color(white: 2.0 / 3.0),
        "white": Color(white: 1), "gray": Color(white: 0.5), "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1), "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "clear": Color(white: 0, alpha: 0),
    ]

    /// Reads `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)` (0–255 and 0–1 alpha) or a
    /// UIKit colour name; a system colour takes its value in `appearance`.
    public init(parsing text: String, appearance: Appearance = .light) throws(ColorParseError) {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix("#") {
            let digits = Array(trimmed.dropFirst())
            guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
                throw ColorParseError(text: text)
            }
            let values = digits.map { Int(String($0), radix: 16)! }
            if digits.count == 3 {
                self.init(red255: values[0] * 17, green255: values[1] * 17, blue255: values[2] * 17)
            } else {
                func byte(_ index: Int) -> Int { values[2 * index] * 16 + values[2 * index + 1] }
                self.init(red255: byte(0), green255: byte(1), blue255: byte(2),
                          alpha: digits.count == 8 ? Double(byte(3)) / 255 : 1)
            }
            return
        }
        if let named = Color.namedColors(for: appearance)[trimmed] {
            self = named
            return
        }
        if let functional = Color(functional: trimmed) {
            self = functional
            return
        }
        throw ColorParseError(text: text)
    }

    private init?(functional text: String) {
        let lowered = text.lowercased()
        let isRGBA = lowered.hasPrefix("rgba("), isRGB = lowered.hasPrefix("rgb(")
        guard (isRGBA || isRGB), lowered.hasSuffix(")") else { return nil }
        let inner = lowered.dropFirst(isRGBA ? 5 : 4).dropLast()
        let parts = inner.split(separator: ",").map { String($0).trimmingWhitespace }
        guard parts.count == (isRGBA ? 4 : 3) else { return nil }
        let channels = parts.prefix(3).compactMap { Int($0) }
        guard channels.count == 3, channels.allSatisfy({ (0...255).contains($0) }) else { return nil }
        var alpha = 1.0
        if isRGBA {
            guard let value = Double(parts[3]), (0...1).contains(value) else { return nil }
            alpha = value
        }
        self.init(red255: channels[0], green255: channels[1], blue255: channels[2], alpha: alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func hex(_ value: Double) -> String {
            let byte = Int((min(max(value, 0), 1) * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
