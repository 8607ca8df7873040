extension Color {
    /// One of UIKit's semantic and system colours, as a script names it.
    public struct SystemColor: Hashable, Sendable {
        /// The `UIColor` property's name (`systemBlue`, `secondaryLabel`).
        public let name: String
        /// Its light-mode value, sRGB.
        public let color: Color
    }

    /// UIKit's system colours (`UIColor.systemBlue` ...) and the semantic colours of labels, separators and
    /// backgrounds, with their light-mode values in iOS 13 as Apple's Human Interface Guidelines tabulate them
    /// ("Color", the system colours' and dynamic system colours' tables). iOS 15 changed a few (teal became #30B0C7);
    /// these are iOS 13's. One table: the parser, the error's list of names and the docs' table (docs/layers.md,
    /// checked by a test) all read it.
    public static let systemColors: [SystemColor] = [
        SystemColor(name: "systemBlue", color: Color(red255: 0, green255: 122, blue255: 255)),
        SystemColor(name: "systemRed", color: Color(red255: 255, green255: 59, blue255: 48)),
        SystemColor(name: "systemGreen", color: Color(red255: 52, green255: 199, blue255: 89)),
        SystemColor(name: "systemOrange", color: Color(red255: 255, green255: 149, blue255: 0)),
        SystemColor(name: "systemYellow", color: Color(red255: 255, green255: 204, blue255: 0)),
        SystemColor(name: "systemPink", color: Color(red255: 255, green255: 45, blue255: 85)),
        SystemColor(name: "systemPurple", color: Color(red255: 175, green255: 82, blue255: 222)),
        SystemColor(name: "systemTeal", color: Color(red255: 90, green255: 200, blue255: 250)),
        SystemColor(name: "systemIndigo", color: Color(red255: 88, green255: 86, blue255: 214)),
        SystemColor(name: "systemGray", color: Color(red255: 142, green255: 142, blue255: 147)),
        SystemColor(name: "systemGray2", color: Color(red255: 174, green255: 174, blue255: 178)),
        SystemColor(name: "systemGray3", color: Color(red255: 199, green255: 199, blue255: 204)),
        SystemColor(name: "systemGray4", color: Color(red255: 209, green255: 209, blue255: 214)),
        SystemColor(name: "systemGray5", color: Color(red255: 229, green255: 229, blue255: 234)),
        SystemColor(name: "systemGray6", color: Color(red255: 242, green255: 242, blue255: 247)),
        SystemColor(name: "label", color: Color(red255: 0, green255: 0, blue255: 0)),
        SystemColor(name: "secondaryLabel", color: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.6)),
        SystemColor(name: "tertiaryLabel", color: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.3)),
        SystemColor(name: "separator", color: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.29)),
        SystemColor(name: "systemBackground", color: Color(red255: 255, green255: 255, blue255: 255)),
        SystemColor(name: "secondarySystemBackground", color: Color(red255: 242, green255: 242, blue255: 247)),
        SystemColor(name: "systemGroupedBackground", color: Color(red255: 242, green255: 242, blue255: 247)),
    ]

    /// The system colours as a Markdown table (name, hex, rgba), in the table's order, for docs/layers.md.
    public static var systemColorsMarkdown: String {
        var lines = ["| name | value | rgba |", "|---|---|---|"]
        for entry in systemColors {
            let c = entry.color
            func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
            let alpha = c.alpha == 1 ? "1" : String(c.alpha)
            lines.append("| `\(entry.name)` | `\(c.hexString)` | rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(alpha)) |")
        }
        return lines.joined(separator: "\n")
    }
}
