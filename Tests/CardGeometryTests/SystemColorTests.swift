import Testing
@testable import CardGeometry

/// UIKit's system colours (docs/layers.md#colour-names): each name reads as its iOS 13 light-mode value, and as its
/// dark-mode value in dark mode.
@Suite struct SystemColorTests {
    /// The iOS 13 light-mode values of Apple's HIG colour tables, written out here independently of the table in the code:
    /// name, red, green, blue (0–255), alpha.
    static let expected: [(String, Int, Int, Int, Double)] = [
        ("systemBlue", 0, 122, 255, 1), ("systemRed", 255, 59, 48, 1), ("systemGreen", 52, 199, 89, 1),
        ("systemOrange", 255, 149, 0, 1), ("systemYellow", 255, 204, 0, 1), ("systemPink", 255, 45, 85, 1),
        ("systemPurple", 175, 82, 222, 1), ("systemTeal", 90, 200, 250, 1), ("systemIndigo", 88, 86, 214, 1),
        ("systemGray", 142, 142, 147, 1), ("systemGray2", 174, 174, 178, 1), ("systemGray3", 199, 199, 204, 1),
        ("systemGray4", 209, 209, 214, 1), ("systemGray5", 229, 229, 234, 1), ("systemGray6", 242, 242, 247, 1),
        ("label", 0, 0, 0, 1), ("secondaryLabel", 60, 60, 67, 0.6), ("tertiaryLabel", 60, 60, 67, 0.3),
        ("separator", 60, 60, 67, 0.29), ("systemBackground", 255, 255, 255, 1),
        ("secondarySystemBackground", 242, 242, 247, 1), ("systemGroupedBackground", 242, 242, 247, 1),
        ("tertiarySystemBackground", 255, 255, 255, 1), ("secondarySystemGroupedBackground", 255, 255, 255, 1),
        ("tertiarySystemGroupedBackground", 242, 242, 247, 1), ("systemFill", 120, 120, 128, 0.2),
        ("secondarySystemFill", 120, 120, 128, 0.16), ("tertiarySystemFill", 118, 118, 128, 0.12),
        ("quaternarySystemFill", 116, 116, 128, 0.08),
    ]

    /// The iOS 13 dark-mode values of the same tables ("Default (dark)"), written out independently: name, red, green,
    /// blue (0–255), alpha.
    static let expectedDark: [(String, Int, Int, Int, Double)] = [
        ("systemBlue", 10, 132, 255, 1), ("systemRed", 255, 69, 58, 1), ("systemGreen", 48, 209, 88, 1),
        ("systemOrange", 255, 159, 10, 1), ("systemYellow", 255, 214, 10, 1), ("systemPink", 255, 55, 95, 1),
        ("systemPurple", 191, 90, 242, 1), ("systemTeal", 100, 210, 255, 1), ("systemIndigo", 94, 92, 230, 1),
        ("systemGray", 142, 142, 147, 1), ("systemGray2", 99, 99, 102, 1), ("systemGray3", 72, 72, 74, 1),
        ("systemGray4", 58, 58, 60, 1), ("systemGray5", 44, 44, 46, 1), ("systemGray6", 28, 28, 30, 1),
        ("label", 255, 255, 255, 1), ("secondaryLabel", 235, 235, 245, 0.6), ("tertiaryLabel", 235, 235, 245, 0.3),
        ("separator", 84, 84, 88, 0.6), ("systemBackground", 0, 0, 0, 1),
        ("secondarySystemBackground", 28, 28, 30, 1), ("systemGroupedBackground", 0, 0, 0, 1),
        ("tertiarySystemBackground", 44, 44, 46, 1), ("secondarySystemGroupedBackground", 28, 28, 30, 1),
        ("tertiarySystemGroupedBackground", 44, 44, 46, 1), ("systemFill", 120, 120, 128, 0.36),
        ("secondarySystemFill", 120, 120, 128, 0.32), ("tertiarySystemFill", 118, 118, 128, 0.24),
        ("quaternarySystemFill", 118, 118, 128, 0.18),
    ]

    @Test func everyNameReadsAsItsExactDarkRGBAInDarkMode() throws {
        for (name, red, green, blue, alpha) in Self.expectedDark {
            let color = try Color(parsing: name, appearance: .dark)
            #expect(color == Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha), "\(name)")
            #expect(Color.systemColors.first { $0.name == name }?.color(in: .dark) == color, "\(name)")
        }
        #expect(Color.systemColors.map(\.name) == Self.expectedDark.map(\.0))
        #expect(try Color(parsing: "systemBlue", appearance: .dark).hexString == "#0A84FF")
        #expect(try Color(parsing: "secondaryLabel", appearance: .dark).hexString == "#EBEBF599")
        // The classic names and written-out values do not change with the appearance.
        #expect(try Color(parsing: "white", appearance: .dark) == Color(white: 1))
        #expect(try Color(parsing: "#1C1C1E", appearance: .dark) == Color(red255: 28, green255: 28, blue255: 30))
        #expect(Color.darkNamedColors.count == Color.namedColors.count)
    }

    @Test func everyNameReadsAsItsExactRGBA() throws {
        for (name, red, green, blue, alpha) in Self.expected {
            let color = try Color(parsing: name)
            #expect(color == Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha), "\(name)")
            #expect(Int((color.red * 255).rounded()) == red && Int((color.green * 255).rounded()) == green
                    && Int((color.blue * 255).rounded()) == blue && color.alpha == alpha, "\(name)")
        }
        #expect(Color.systemColors.map(\.name) == Self.expected.map(\.0))
    }

    @Test func hexAndMarkdownShowTheValues() throws {
        #expect(try Color(parsing: "systemBlue").hexString == "#007AFF")
        #expect(try Color(parsing: "secondaryLabel").hexString == "#3C3C4399")
        let lines = Color.systemColorsMarkdown.split(separator: "\n")
        #expect(lines.count == 2 + Self.expected.count)
        #expect(lines[0] == "| name | light | light rgba | dark | dark rgba |")
        #expect(lines[2] == "| `systemBlue` | `#007AFF` | rgba(0, 122, 255, 1) | `#0A84FF` | rgba(10, 132, 255, 1) |")
        #expect(lines[20] == "| `separator` | `#3C3C434A` | rgba(60, 60, 67, 0.29) | `#54545899` | rgba(84, 84, 88, 0.6) |")
    }

    /// The classic names keep their values; a near miss is still not a colour (the decoder adds a did-you-mean).
    @Test func classicNamesStayAndNearMissesFail() throws {
        #expect(try Color(parsing: "red") == Color(red: 1, green: 0, blue: 0))
        #expect(Color.namedColors.count == 15 + Self.expected.count)
        #expect(throws: ColorParseError(text: "systemBlu")) { try Color(parsing: "systemBlu") }
        #expect(throws: ColorParseError(text: "SystemBlue")) { try Color(parsing: "SystemBlue") }
    }
}
