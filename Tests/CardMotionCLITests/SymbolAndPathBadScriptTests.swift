import Testing

extension BadScript {
    static func overlay(_ layer: String) -> String { base + "overlay:\n  - " + layer + "\n" }

    /// Bad symbols, paths and colour names: each names the file, line, column and key (the column of the character
    /// at fault within `d`).
    static let symbolsAndPaths: [BadScript] = [
        BadScript("an unknown symbol", script: overlay("{frame: [0, 0, 40, 40], symbol: {name: heart.fil}}"),
                  "{script}:7:44: overlay[0].symbol.name: unknown symbol 'heart.fil' (did you mean 'heart.fill'?); use an SF Symbols name of the table in docs/layers.md#symbols, or material:NAME for any Material Icons glyph"),
        BadScript("an unknown Material Icons name", script: overlay("{frame: [0, 0, 40, 40], symbol: {name: \"material:favourite\"}}"),
                  "{script}:7:44: overlay[0].symbol.name: Material Icons has no glyph 'favourite' (did you mean 'favorite'?) (see https://fonts.google.com/icons for the names)"),
        BadScript("a symbol weight lighter than regular", script: overlay("{frame: [0, 0, 40, 40], symbol: {name: heart, weight: thin}}"),
                  "{script}:7:59: overlay[0].symbol.weight: unknown value 'thin'; expected one of regular, medium, semibold, bold, heavy, black"),
        BadScript("a symbol size of 0", script: overlay("{frame: [0, 0, 40, 40], symbol: {name: heart, size: 0}}"),
                  "{script}:7:57: overlay[0].symbol.size: 0.0 is out of range: expected 1.0...1000.0 points"),
        BadScript("a symbol without a name", script: overlay("{frame: [0, 0, 40, 40], symbol: {size: 20}}"),
                  "{script}:7:37: overlay[0].symbol: missing required key 'name'"),
        BadScript("a card's unknown symbol", script: base + "cell:\n  layers:\n    - {frame: [0, 0, 40, 40], symbol: {name: \"{icon}\"}}\ncards:\n  - {icon: heart}\n  - {icon: hart}\n",
                  "{script}:11:12: cards[1].icon: unknown symbol 'hart' (did you mean 'heart'?); use an SF Symbols name of the table in docs/layers.md#symbols, or material:NAME for any Material Icons glyph"),
        BadScript("bad path data, quoted", script: overlay("{frame: [0, 0, 40, 40], path: {d: \"M0 0 L10 X\"}}"),
                  "{script}:7:49: overlay[0].path.d: bad path data: expected a number, found 'X'"),
        BadScript("path data ending early, plain", script: base + "overlay:\n  - frame: [0, 0, 40, 40]\n    path:\n      d: M0 0 Q1 2 3\n",
                  "{script}:9:21: overlay[0].path.d: bad path data: expected a number, found the end of the data"),
        BadScript("a path number out of range", script: overlay("{frame: [0, 0, 40, 40], path: {d: \"M0 0 L1e9 0\"}}"),
                  "{script}:7:46: overlay[0].path.d: bad path data: 1e9 is out of range: numbers in path data lie within ±1000000"),
        BadScript("a viewBox of no width", script: overlay("{frame: [0, 0, 40, 40], path: {d: M0 0, viewBox: [0, 0, 0, 24]}}"),
                  "{script}:7:54: overlay[0].path.viewBox: the viewBox's width and height must be above 0, found 0.0 x 24.0"),
        BadScript("a viewBox of three numbers", script: overlay("{frame: [0, 0, 40, 40], path: {d: M0 0, viewBox: [0, 0, 24]}}"),
                  "{script}:7:54: overlay[0].path.viewBox: has 3 numbers; needs 4: [minX, minY, width, height]"),
        BadScript("a layer frame of three numbers", script: overlay("{frame: [0, 0, 40], text: {string: A}}"),
                  "{script}:7:13: overlay[0].frame: has 3 numbers; needs 4: [x, y, width, height]"),
        BadScript("a screen size of one number", script: replacing("[375, 667]", with: "[375]"),
                  "{script}:2:9: screen.size: has 1 number; needs 2: [width, height]"),
        BadScript("an unknown fill rule", script: overlay("{frame: [0, 0, 40, 40], path: {d: M0 0, fillRule: evenodd}}"),
                  "{script}:7:55: overlay[0].path.fillRule: unknown value 'evenodd' (did you mean 'evenOdd'?); expected one of nonZero, evenOdd"),
        BadScript("a negative line width", script: overlay("{frame: [0, 0, 40, 40], path: {d: M0 0, lineWidth: -1}}"),
                  "{script}:7:56: overlay[0].path.lineWidth: -1.0 is out of range: expected 0.0...1000.0 points"),
        BadScript("a near miss of a system colour", script: overlay("{frame: [0, 0, 40, 40], symbol: {name: heart, color: systemBlu}}"),
                  "{script}:7:58: overlay[0].symbol.color: 'systemBlu' is not a colour (did you mean 'systemBlue'?); use \(colourForms)"),
        BadScript("a near miss of a system colour as the screen's background", script: replacing("size: [375, 667]", with: "size: [375, 667]\n  background: systemGrey"),
                  "{script}:3:15: screen.background: 'systemGrey' is not a colour (did you mean 'systemGray'?); use \(colourForms)"),
    ]

    /// The accepted colour forms, as every colour error lists them.
    static let colourForms = "#RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a) or a UIKit name (black, blue, brown, clear, cyan, darkGray, gray, green, label, lightGray, magenta, orange, purple, quaternarySystemFill, red, secondaryLabel, secondarySystemBackground, secondarySystemFill, secondarySystemGroupedBackground, separator, systemBackground, systemBlue, systemFill, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6, systemGreen, systemGroupedBackground, systemIndigo, systemOrange, systemPink, systemPurple, systemRed, systemTeal, systemYellow, tertiaryLabel, tertiarySystemBackground, tertiarySystemFill, tertiarySystemGroupedBackground, white, yellow)"
}

/// Bad symbols, paths and colour names through the command line: exit status 2, one line naming file, line and key.
@Suite struct SymbolAndPathBadScriptTests {
    @Test(arguments: BadScript.symbolsAndPaths)
    func isRejected(_ input: BadScript) throws {
        try BadScriptCatalogueTests().isRejected(input)
    }
}
