import Testing
@testable import CardGeometry

/// UIKit's system colours (docs/layers.md#colour-names): each name reads as its iOS 13 light-mode value.
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
    ]

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
        #expect(lines[2] == "| `systemBlue` | `#007AFF` | rgba(0, 122, 255, 1) |")
        #expect(lines[20] == "| `separator` | `#3C3C434A` | rgba(60, 60, 67, 0.29) |")
    }

    /// The classic names keep their values; a near miss is still not a colour (the decoder adds a did-you-mean).
    @Test func classicNamesStayAndNearMissesFail() throws {
        #expect(try Color(parsing: "red") == Color(red: 1, green: 0, blue: 0))
        #expect(Color.namedColors.count == 15 + Self.expected.count)
        #expect(throws: ColorParseError(text: "systemBlu")) { try Color(parsing: "systemBlu") }
        #expect(throws: ColorParseError(text: "SystemBlue")) { try Color(parsing: "SystemBlue") }
    }
}
