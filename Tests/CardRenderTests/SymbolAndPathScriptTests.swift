import CardGeometry
import CardMotion
import Testing
@testable import CardRender

/// Symbols, paths and system colours written in a script, decoded, bound (from card fields too) and drawn.
@Suite struct SymbolAndPathScriptTests {
    let language = LayerLanguageTests()

    /// `screen.background` and layer colours take system colour names; a translucent one blends as its alpha says.
    @Test func systemColoursDrawTheirValues() throws {
        let image = try language.render("""
        screen: {size: [100, 100], scale: 1, background: systemIndigo, layers: [
          {frame: [0, 0, 50, 50], backgroundColor: systemTeal},
          {frame: [50, 0, 50, 50], backgroundColor: white, layers: [{frame: [0, 0, 50, 50], backgroundColor: secondaryLabel}]}]}
        widget: {kind: sortGrid, titles: [a], frame: [0, 500, 100, 0]}
        """)
        #expect(language.rgb(image, 80, 80) == [88, 86, 214])
        #expect(language.rgb(image, 10, 10) == [90, 200, 250])
        // rgba(60, 60, 67, 0.6) over white: 255 + 0.6 × (60 − 255) = 138, and 0.6 × 67 + 0.4 × 255 = 142.2.
        #expect(language.rgb(image, 75, 25) == [138, 138, 142])
    }

    /// A symbol defaults to systemBlue; a path to black fill; a cell's symbol reads its name and colour from the card.
    @Test func symbolsAndPathsFromScriptsAndCards() throws {
        let image = try language.screen("""
            - {frame: [0, 0, 50, 50], symbol: {name: stop.fill, size: 48}}
            - {frame: [50, 0, 50, 50], path: {d: "M0 0h10v10h-10z", viewBox: [0, 0, 10, 10]}}
            - {frame: [0, 50, 50, 50], path: {d: "M0 0H50V50H0Z", fill: clear, stroke: systemRed, lineWidth: 4}}
        """)
        // Material's stop is a square 12 of 24 units: 24 points at 48, centred on (25, 25).
        #expect(language.rgb(image, 25, 25) == [0, 122, 255])
        #expect(language.rgb(image, 14, 25) == [0, 122, 255] && language.rgb(image, 12, 25) == [255, 255, 255])
        #expect(language.rgb(image, 75, 25) == [0, 0, 0] && language.rgb(image, 51, 1) == [0, 0, 0])
        // The stroke straddles the path: 2 points inside the frame's edge, the inside left clear.
        #expect(language.rgb(image, 1, 75) == [255, 59, 48] && language.rgb(image, 25, 75) == [255, 255, 255])
        let cards = try language.render("""
        screen: {size: [200, 200], scale: 1, background: white}
        widget: {kind: stack, frame: [0, 0, 200, 200]}
        cell:
          backgroundColor: white
          layers: [{frame: [0, 0, 100, 100], symbol: {name: "{icon}", size: 96, color: "{tint}"}}]
        cards: [{icon: stop.fill, tint: systemGreen}]
        """)
        #expect(language.rgb(cards, 50, 50) == [52, 199, 89])
        // On the cell's own layer the symbol is centred on the card.
        let own = try language.render("""
        screen: {size: [200, 200], scale: 1, background: white}
        widget: {kind: stack, frame: [0, 0, 200, 200]}
        cell: {backgroundColor: white, symbol: {name: "{icon}", size: 96, color: systemPink}, path: {d: "M0 0H10V10H0Z"}}
        cards: [{icon: stop.fill}]
        """)
        #expect(language.rgb(own, 100, 100) == [255, 45, 85] && language.rgb(own, 5, 5) == [0, 0, 0])
    }
}
