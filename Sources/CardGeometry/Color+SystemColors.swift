extension Color {
    /// One of UIKit's semantic and system colours, as a script names it.
    public struct SystemColor: Hashable, Sendable {
        /// The `UIColor` property's name (`systemBlue`, `secondaryLabel`).
        public let name: String
        /// Its light-mode value, sRGB.
        public let color: Color
        /// Its dark-mode value, sRGB.
        public let dark: Color

        /// The value `appearance` draws.
        public func color(in appearance: Appearance) -> Color {
            switch appearance {
            case .light: color
            case .dark: dark
            }
        }
    }

    /// UIKit's system colours (`UIColor.systemBlue` ...) and the semantic colours of labels, separators, backgrounds
    /// and fills, with their light- and dark-mode values in iOS 13 as Apple's Human Interface Guidelines tabulate
    /// them ("Color": the system colours' "Default (light)" and "Default (dark)" columns and the dynamic system
    /// colours' table). iOS 15 changed a few (teal became #30B0C7); these are iOS 13's. One table: the parser, the
    /// error's list of names and the docs' table (docs/layers.md, checked by a test) all read it.
    public static let systemColors: [SystemColor] = [
        SystemColor(name: "systemBlue", color: Color(red255: 0, green255: 122, blue255: 255),
                    dark: Color(red255: 10, green255: 132, blue255: 255)),
        SystemColor(name: "systemRed", color: Color(red255: 255, green255: 59, blue255: 48),
                    dark: Color(red255: 255, green255: 69, blue255: 58)),
        SystemColor(name: "systemGreen", color: Color(red255: 52, green255: 199, blue255: 89),
                    dark: Color(red255: 48, green255: 209, blue255: 88)),
        SystemColor(name: "systemOrange", color: Color(red255: 255, green255: 149, blue255: 0),
                    dark: Color(red255: 255, green255: 159, blue255: 10)),
        SystemColor(name: "systemYellow", color: Color(red255: 255, green255: 204, blue255: 0),
                    dark: Color(red255: 255, green255: 214, blue255: 10)),
        SystemColor(name: "systemPink", color: Color(red255: 255, green255: 45, blue255: 85),
                    dark: Color(red255: 255, green255: 55, blue255: 95)),
        SystemColor(name: "systemPurple", color: Color(red255: 175, green255: 82, blue255: 222),
                    dark: Color(red255: 191, green255: 90, blue255: 242)),
        SystemColor(name: "systemTeal", color: Color(red255: 90, green255: 200, blue255: 250),
                    dark: Color(red255: 100, green255: 210, blue255: 255)),
        SystemColor(name: "systemIndigo", color: Color(red255: 88, green255: 86, blue255: 214),
                    dark: Color(red255: 94, green255: 92, blue255: 230)),
        SystemColor(name: "systemGray", color: Color(red255: 142, green255: 142, blue255: 147),
                    dark: Color(red255: 142, green255: 142, blue255: 147)),
        SystemColor(name: "systemGray2", color: Color(red255: 174, green255: 174, blue255: 178),
                    dark: Color(red255: 99, green255: 99, blue255: 102)),
        SystemColor(name: "systemGray3", color: Color(red255: 199, green255: 199, blue255: 204),
                    dark: Color(red255: 72, green255: 72, blue255: 74)),
        SystemColor(name: "systemGray4", color: Color(red255: 209, green255: 209, blue255: 214),
                    dark: Color(red255: 58, green255: 58, blue255: 60)),
        SystemColor(name: "systemGray5", color: Color(red255: 229, green255: 229, blue255: 234),
                    dark: Color(red255: 44, green255: 44, blue255: 46)),
        SystemColor(name: "systemGray6", color: Color(red255: 242, green255: 242, blue255: 247),
                    dark: Color(red255: 28, green255: 28, blue255: 30)),
        SystemColor(name: "label", color: Color(red255: 0, green255: 0, blue255: 0),
                    dark: Color(red255: 255, green255: 255, blue255: 255)),
        SystemColor(name: "secondaryLabel", color: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.6),
                    dark: Color(red255: 235, green255: 235, blue255: 245, alpha: 0.6)),
        SystemColor(name: "tertiaryLabel", color: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.3),
                    dark: Color(red255: 235, green255: 235, blue255: 245, alpha: 0.3)),
        SystemColor(name: "separator", color: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.29),
                    dark: Color(red255: 84, green255: 84, blue255: 88, alpha: 0.6)),
        SystemColor(name: "systemBackground", color: Color(red255: 255, green255: 255, blue255: 255),
                    dark: Color(red255: 0, green255: 0, blue255: 0)),
        SystemColor(name: "secondarySystemBackground", color: Color(red255: 242, green255: 242, blue255: 247),
                    dark: Color(red255: 28, green255: 28, blue255: 30)),
        SystemColor(name: "systemGroupedBackground", color: Color(red255: 242, green255: 242, blue255: 247),
                    dark: Color(red255: 0, green255: 0, blue255: 0)),
        SystemColor(name: "tertiarySystemBackground", color: Color(red255: 255, green255: 255, blue255: 255),
                    dark: Color(red255: 44, green255: 44, blue255: 46)),
        SystemColor(name: "secondarySystemGroupedBackground", color: Color(red255: 255, green255: 255, blue255: 255),
                    dark: Color(red255: 28, green255: 28, blue255: 30)),
        SystemColor(name: "tertiarySystemGroupedBackground", color: Color(red255: 242, green255: 242, blue255: 247),
                    dark: Color(red255: 44, green255: 44, blue255: 46)),
        SystemColor(name: "systemFill", color: Color(red255: 120, green255: 120, blue255: 128, alpha: 0.2),
                    dark: Color(red255: 120, green255: 120, blue255: 128, alpha: 0.36)),
        SystemColor(name: "secondarySystemFill", color: Color(red255: 120, green255: 120, blue255: 128, alpha: 0.16),
                    dark: Color(red255: 120, green255: 120, blue255: 128, alpha: 0.32)),
        SystemColor(name: "tertiarySystemFill", color: Color(red255: 118, green255: 118, blue255: 128, alpha: 0.12),
                    dark: Color(red255: 118, green255: 118, blue255: 128, alpha: 0.24)),
        SystemColor(name: "quaternarySystemFill", color: Color(red255: 116, green255: 116, blue255: 128, alpha: 0.08),
                    dark: Color(red255: 118, green255: 118, blue255: 128, alpha: 0.18)),
    ]

    /// The system colours as a Markdown table (name, then hex and rgba in light and in dark mode), in the table's
    /// order, for docs/layers.md.
    public static var systemColorsMarkdown: String {
        var lines = ["| name | light | light rgba | dark | dark rgba |", "|---|---|---|---|---|"]
        func rgba(_ c: Color) -> String {
            func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
            let alpha = c.alpha == 1 ? "1" : String(c.alpha)
            return "rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(alpha))"
        }
        for entry in systemColors {
            lines.append("| `\(entry.name)` | `\(entry.color.hexString)` | \(rgba(entry.color)) | `\(entry.dark.hexString)` | \(rgba(entry.dark)) |")
        }
        return lines.joined(separator: "\n")
    }
}
