import CardGeometry

extension ScriptNode {
    /// `{light: COLOUR, dark: COLOUR}`: the colour for each appearance, as a `UIColor(dynamicProvider:)` or an asset
    /// catalogue's colour set gives it. Both are required and both are checked whatever the script's appearance; each
    /// is read in its own appearance (`{light: label, dark: systemGray}` is black in light mode, systemGray's dark
    /// value in dark mode). Returns the one the script's ``appearance`` draws.
    func appearanceColor() throws(ScriptError) -> Color {
        var map = try mapping()
        var values: [Appearance: Color] = [:]
        for style in Appearance.allCases {
            var value = try map.required(style.rawValue)
            if case .mapping = value.node { throw value.error("expected a colour for \(style.rawValue) mode, found a mapping") }
            value.appearance = style
            values[style] = try value.color()
        }
        try map.finish()
        return values[appearance]!
    }
}
