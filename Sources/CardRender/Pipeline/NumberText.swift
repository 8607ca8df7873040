/// Numbers as messages show them.
public enum NumberText {
    /// `1` for 1.0, `0.25` for 0.25: a whole number without its `.0`. A value too large to be an `Int` (or not
    /// finite) is written as Swift writes a `Double` (`1e+20`, `inf`).
    public static func plain(_ value: Double) -> String {
        guard value == value.rounded(), let whole = Int(exactly: value) else { return String(value) }
        return String(whole)
    }
}
