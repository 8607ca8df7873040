import CardGeometry
@testable import CardMotion
import CardScene
import Testing

/// `contentSize:`: every text style's size and line height at each Dynamic Type size, `scales` on an explicit size,
/// and a name the script gets wrong.
@Suite struct DynamicTypeTests {
    /// The texts a script of these screen layers (YAML list items, indented by four spaces) draws, after `extra`.
    func texts(_ layers: String, extra: String) throws -> [TextContent] {
        try ScriptDecoder.decode("""
        \(extra)
        screen:
          size: [200, 300]
          layers:
        \(layers)
        """, file: "t.yaml", baseDirectory: "/tmp").drawnTexts
    }

    /// The Human Interface Guidelines' iOS tables (Typography, "Dynamic Type sizes"), typed from the source, one
    /// line per size, `size/line height` per style from largeTitle to caption2.
    static let hig: [(category: String, cells: String)] = [
        ("xSmall", "31/38 25/31 19/24 17/22 14/19 14/19 13/18 12/16 12/16 11/13 11/13"),
        ("small", "32/39 26/32 20/25 18/23 15/20 15/20 14/19 13/18 12/16 11/13 11/13"),
        ("medium", "33/40 27/33 21/26 19/24 16/21 16/21 15/20 14/19 12/16 11/13 11/13"),
        ("large", "34/41 28/34 22/28 20/25 17/22 17/22 16/21 15/20 13/18 12/16 11/13"),
        ("xLarge", "36/43 30/37 24/30 22/28 19/24 19/24 18/23 17/22 15/20 14/19 13/18"),
        ("xxLarge", "38/46 32/39 26/32 24/30 21/26 21/26 20/25 19/24 17/22 16/21 15/20"),
        ("xxxLarge", "40/48 34/41 28/34 26/32 23/29 23/29 22/28 21/28 19/24 18/23 17/22"),
        ("AX1", "44/52 38/46 34/41 31/38 28/34 28/34 26/32 25/31 23/29 22/28 20/25"),
        ("AX2", "48/57 43/51 39/47 37/44 33/40 33/40 32/39 30/37 27/33 26/32 24/30"),
        ("AX3", "52/61 48/57 44/52 43/51 40/48 40/48 38/46 36/43 33/40 32/39 29/35"),
        ("AX4", "56/66 53/62 50/59 49/58 47/56 47/56 44/52 42/50 38/46 37/44 34/41"),
        ("AX5", "60/70 58/68 56/66 55/65 53/62 53/62 51/60 49/58 44/52 43/51 40/48"),
    ]

    /// Every style at every size, as a script draws it: the HIG's size and line height, the style's one weight.
    @Test(arguments: hig)
    func everyStyleAtEverySize(category: String, cells: String) throws {
        let styles = TextStyle.allCases
        let drawn = try texts(styles.map { "    - {frame: [0, 0, 100, 20], text: {string: a, style: \($0.rawValue)}}" }.joined(separator: "\n"),
                              extra: "contentSize: \(category)")
        let expected = cells.split(separator: " ").map { $0.split(separator: "/").map { Double($0)! } }
        #expect(drawn.map(\.fontSize) == expected.map { $0[0] })
        #expect(drawn.map(\.lineHeight) == expected.map { $0[1] })
        #expect(drawn.map(\.weight) == styles.map { $0 == .headline ? .semibold : .regular })
    }

    /// The names a script writes, smallest to largest, and the default.
    @Test func categoryNames() throws {
        #expect(ContentSizeCategory.allCases.map(\.rawValue) == Self.hig.map(\.category))
        #expect(try ScriptDecoder.decode("screen: {size: [200, 300]}", file: "t.yaml", baseDirectory: "/tmp").contentSize == .large)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibility).map(\.rawValue) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    }

    /// A body text at AX3 is 40 points with 48 between baselines, in the cell, the overlay and through defaults.
    @Test func bodyAtAX3() throws {
        let script = try ScriptDecoder.decode("""
        contentSize: AX3
        defaults: {text: {style: body}}
        screen: {size: [200, 300]}
        overlay:
          - {frame: [0, 0, 100, 20], text: {string: a}}
        widget: {kind: stack, frame: [0, 100, 200, 200]}
        cell:
          layers:
            - {frame: [0, 0, 100, 20], text: {string: "{name}", style: body}}
        cards: [{name: Ada}]
        """, file: "t.yaml", baseDirectory: "/tmp")
        #expect(script.contentSize == .accessibility3)
        #expect(script.drawnTexts.map(\.string) == ["Ada", "a"])
        #expect(script.drawnTexts.map(\.fontSize) == [40, 40])
        #expect(script.drawnTexts.map(\.lineHeight) == [48, 48])
    }

    /// An explicit size is fixed, but with `scales: true`: then scaled by its style's ratio (body's without one), as
    /// UIFontMetrics scales a custom size; a scaled size takes the fonts' line height. `defaults.text` may say it.
    @Test func explicitSizesAndScales() throws {
        let layers = """
            - {frame: [0, 0, 100, 20], text: {string: a, size: 20}}
            - {frame: [0, 0, 100, 20], text: {string: b, size: 20, scales: true}}
            - {frame: [0, 0, 100, 20], text: {string: c, size: 20, scales: true, style: title1}}
            - {frame: [0, 0, 100, 20], text: {string: d, size: 20, scales: false, style: title1}}
            - {frame: [0, 0, 100, 20], text: {string: e, scales: true}}
            - {frame: [0, 0, 100, 20], text: {string: f}}
        """
        let large = try texts(layers, extra: "")
        #expect(large.map(\.fontSize) == [20, 20, 20, 20, 17, 17])
        let xxxLarge = try texts(layers, extra: "contentSize: xxxLarge")
        let scaled: [Double] = [20, 20 * (23.0 / 17), 20 * (34.0 / 28), 20, 17 * (23.0 / 17), 17]
        #expect(xxxLarge.map(\.fontSize) == scaled)
        #expect(xxxLarge.map(\.lineHeight) == [nil, nil, nil, nil, nil, nil])
        let byDefault = try texts("    - {frame: [0, 0, 100, 20], text: {string: a, size: 20}}",
                                  extra: "contentSize: AX1\ndefaults: {text: {scales: true}}")
        #expect(byDefault.map(\.fontSize) == [20 * (28.0 / 17)])
    }

    /// A demo cell's texts have sizes of their own: fixed, but scaled as body's with `defaults: {text: {scales: true}}`.
    @Test func demoCellScalesOnlyWhenTheDefaultsSaySo() throws {
        func sizes(_ extra: String) throws -> [Double] {
            try ScriptDecoder.decode("""
            \(extra)
            screen: {size: [375, 667]}
            widget: {kind: deck, frame: [25, 100, 325, 420]}
            cards: [{title: Ada}]
            """, file: "t.yaml", baseDirectory: "/tmp").drawnTexts.map(\.fontSize)
        }
        let large = try sizes("")
        #expect(large == [17])
        #expect(try sizes("contentSize: AX5") == large)
        #expect(try sizes("contentSize: AX5\ndefaults: {text: {scales: true}}") == large.map { $0 * (53.0 / 17) })
    }

    /// A name it does not know is an error at its line and column with the closest name; so is a `scales` that is
    /// no boolean.
    @Test(arguments: [
        ("contentSize: AX6", "t.yaml:1:14: contentSize: unknown value 'AX6' (did you mean 'AX1'?); expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"),
        ("contentSize: xxLarg", "t.yaml:1:14: contentSize: unknown value 'xxLarg' (did you mean 'xxLarge'?)"),
        ("contentSize: [large]", "t.yaml:1:14: contentSize: expected a string, found a list"),
    ])
    func badContentSize(yaml: String, message: String) throws {
        do {
            _ = try texts("    - {frame: [0, 0, 100, 20], text: {string: a}}", extra: yaml)
            Issue.record("decoded")
        } catch {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }

    @Test func badScales() throws {
        do {
            _ = try texts("    - {frame: [0, 0, 100, 20], text: {string: a, scales: maybe}}", extra: "")
            Issue.record("decoded")
        } catch {
            #expect("\(error)".hasPrefix("t.yaml:5:58: screen.layers[0].text.scales: expected true or false, found 'maybe'"), "\(error)")
        }
    }
}
