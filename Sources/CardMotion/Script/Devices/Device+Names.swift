extension Device {
    /// The device called `written`, comparing without case and spaces (`iphone 15 pro max` is `iPhone15ProMax`);
    /// `nil` for no device of the table.
    public static func named(_ written: String) -> Device? {
        let key = matchingKey(written)
        return all.first { matchingKey($0.name) == key }
    }

    /// The form names are compared in: lowercased, without spaces.
    static func matchingKey(_ name: String) -> String {
        name.lowercased().filter { $0 != " " }
    }

    /// The table as Markdown, generated into docs/devices.md (`<!-- generated: cardmotion keys devices -->`).
    static var markdown: String {
        var lines = ["| name | size (points) | scale | safe area top, left, bottom, right (points) | status bar (points) | corner radius (points) | home indicator |",
                     "|---|---|---|---|---|---|---|"]
        for device in all {
            let insets = device.safeArea
            lines.append("| `\(device.name)` | \(shown(device.size.width)) × \(shown(device.size.height)) | @\(shown(device.scale))x | "
                         + "\(shown(insets.top)), \(shown(insets.left)), \(shown(insets.bottom)), \(shown(insets.right)) | "
                         + "\(shown(device.statusBarHeight)) | \(shown(device.displayCornerRadius)) | \(device.hasHomeIndicator ? "yes" : "no") |")
        }
        return lines.joined(separator: "\n")
    }

    /// A number as the docs show it: whole without a decimal point.
    private static func shown(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }
}
