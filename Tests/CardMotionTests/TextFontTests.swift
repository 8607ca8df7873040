import CardGeometry
@testable import CardMotion
import CardMotionTestSupport
import CardScene
import Testing

/// The built-in font set as scripts name it: the system font by default, iOS family names drawn with their
/// stand-ins (one notice per family), SF Pro's tracking, text styles and the script's `defaults.text`.
@Suite struct TextFontTests {
    /// The texts a script of these screen layers (YAML list items, indented by four spaces) draws.
    func texts(_ layers: String, extra: String = "", fonts: FontFamilyReader? = nil, folder: String = "/tmp") throws -> (Script, [TextContent]) {
        let script = try ScriptDecoder.decode("""
        \(extra)
        screen:
          size: [200, 300]
          layers:
        \(layers)
        widget: {kind: switcher}
        """, file: "t.yaml", baseDirectory: folder, fonts: fonts)
        return (script, script.drawnTexts)
    }

    /// Every iOS name resolves to its stand-in, with one notice naming the family asked for and the one drawn.
    @Test(arguments: BuiltInFonts.standIns.map(\.name))
    func everyStandInResolvesWithItsNotice(name: String) throws {
        let (script, texts) = try texts("""
            - {frame: [0, 0, 100, 20], text: {string: a, font: "\(name)"}}
            - {frame: [0, 20, 100, 20], text: {string: b, font: "\(name)", size: 24}}
        """)
        let standIn = try #require(BuiltInFonts.standIn(for: name))
        let expectedFamily: String? = switch standIn {
        case .systemFont: nil
        case .family(let family): family
        }
        #expect(texts.map(\.fontFamily) == [expectedFamily, expectedFamily])
        let drawn = switch standIn {
        case .systemFont: "Inter (Inter Display from 20 pt), the system font"
        case .family(let family): family
        }
        #expect(script.notices.map(\.description) == ["t.yaml:5: notice: screen.layers[0].text.font: font '\(name)' is drawn with \(drawn), its built-in stand-in"])
    }

    /// The table of stand-ins is the issue's: SF names and Helvetica Neue to the system font, PingFang to Noto Sans
    /// CJK SC, Apple Color Emoji to Noto Color Emoji; and SF Arabic and SF Hebrew to Noto Sans Arabic and Hebrew.
    @Test func standInTable() {
        let table = Dictionary(uniqueKeysWithValues: BuiltInFonts.standIns.map { ($0.name, $0.standIn) })
        #expect(table == ["SF Pro": .systemFont, "SF Pro Text": .systemFont, "SF Pro Display": .systemFont,
                          ".SF UI Text": .systemFont, ".SF UI Display": .systemFont, "system": .systemFont,
                          "-apple-system": .systemFont, "Helvetica Neue": .systemFont,
                          "PingFang SC": .family("Noto Sans CJK SC"), "PingFang TC": .family("Noto Sans CJK SC"),
                          "PingFang HK": .family("Noto Sans CJK SC"), "Apple Color Emoji": .family("Noto Color Emoji"),
                          "SF Arabic": .family("Noto Sans Arabic"), "SF Hebrew": .family("Noto Sans Hebrew")])
    }

    /// Notices come once per family, at its first line, in line order (defaults included).
    @Test func oneNoticePerFamilyInLineOrder() throws {
        let (script, _) = try texts("""
            - {frame: [0, 0, 100, 20], text: {string: a, font: PingFang SC}}
            - {frame: [0, 20, 100, 20], text: {string: b, font: SF Pro}}
            - {frame: [0, 40, 100, 20], text: {string: c, font: PingFang SC}}
        """, extra: "defaults: {text: {font: SF Pro}}")
        #expect(script.notices.map(\.description) == [
            "t.yaml:1: notice: defaults.text.font: font 'SF Pro' is drawn with Inter (Inter Display from 20 pt), the system font, its built-in stand-in",
            "t.yaml:5: notice: screen.layers[0].text.font: font 'PingFang SC' is drawn with Noto Sans CJK SC, its built-in stand-in",
        ])
    }

    /// A family of the script's `fonts:` wins over a stand-in of the same name: no notice, the script's font drawn.
    @Test func aScriptFontWinsOverTheStandIn() throws {
        let folder = try temporaryFolder()
        try "not read: the reader below names its family".write(toFile: folder + "/sf.otf", atomically: true, encoding: .utf8)
        let (script, texts) = try texts("    - {frame: [0, 0, 100, 20], text: {string: a, font: SF Pro Text}}",
                                        extra: "fonts: [sf.otf]", fonts: { _ in ["SF Pro Text"] }, folder: folder)
        #expect(script.notices.isEmpty)
        #expect(texts.map(\.fontFamily) == ["SF Pro Text"])
    }

    /// An unknown family stays an error listing the families and the iOS names.
    @Test func unknownFamiliesAreErrors() throws {
        #expect(throws: ScriptError.self) { try self.texts("    - {frame: [0, 0, 100, 20], text: {string: a, font: Comic Sans}}") }
        do {
            _ = try texts("    - {frame: [0, 0, 100, 20], text: {string: a, font: SF Pro Txt}}")
        } catch {
            #expect("\(error)" == "t.yaml:5:56: screen.layers[0].text.font: unknown font family 'SF Pro Txt' (did you mean 'SF Pro Text'?); available: Inter, Inter Display, Noto Sans CJK SC, Noto Color Emoji, Noto Sans Arabic, Noto Sans Hebrew, DejaVu Sans; iOS names drawn with a built-in stand-in: SF Pro, SF Pro Text, SF Pro Display, .SF UI Text, .SF UI Display, system, -apple-system, Helvetica Neue, PingFang SC, PingFang TC, PingFang HK, Apple Color Emoji, SF Arabic, SF Hebrew")
        }
    }

    /// SF Pro's tracking (HIG) for the system font when no kern is given; an explicit kern, 0 included, replaces it;
    /// a family named outright gets none.
    @Test func systemFontTracking() throws {
        let (_, texts) = try texts("""
            - {frame: [0, 0, 100, 20], text: {string: a}}
            - {frame: [0, 0, 100, 20], text: {string: a, size: 28}}
            - {frame: [0, 0, 100, 20], text: {string: a, size: 11}}
            - {frame: [0, 0, 100, 20], text: {string: a, kern: 0}}
            - {frame: [0, 0, 100, 20], text: {string: a, kern: 1.5}}
            - {frame: [0, 0, 100, 20], text: {string: a, font: Inter}}
            - {frame: [0, 0, 100, 20], text: {string: a, font: SF Pro Display, size: 20}}
            - {frame: [0, 0, 100, 20], text: {string: a, style: largeTitle}}
        """)
        #expect(texts.map(\.kern) == [-0.43, 0.38, 0.06, 0, 1.5, 0, -0.45, 0.40])
    }

    /// Between listed sizes the tracking is interpolated; outside the table it is the nearest end's.
    @Test func trackingBetweenAndBeyondTheTable() {
        #expect(SystemFontTracking.tracking(size: 17) == -0.43)
        #expect(abs(SystemFontTracking.tracking(size: 17.5) - -0.435) < 1e-12)
        #expect(abs(SystemFontTracking.tracking(size: 55) - 0.31) < 1e-12)
        #expect(SystemFontTracking.tracking(size: 2) == 0.24)
        #expect(SystemFontTracking.tracking(size: 500) == 0)
    }

    /// Each style's size, weight and line height (UIFont.preferredFont at the Large size).
    @Test func textStyles() throws {
        let styles = TextStyle.allCases
        let (_, texts) = try texts(styles.map { "    - {frame: [0, 0, 100, 20], text: {string: a, style: \($0.rawValue)}}" }.joined(separator: "\n"))
        #expect(styles.map(\.rawValue) == ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout",
                                           "subheadline", "footnote", "caption1", "caption2"])
        #expect(texts.map(\.fontSize) == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(texts.map(\.lineHeight) == [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13])
        #expect(texts.map(\.weight) == [.regular, .regular, .regular, .regular, .semibold, .regular, .regular, .regular,
                                        .regular, .regular, .regular])
    }

    /// `size` and `weight` beside `style` override it; a size of its own gives the fonts' line height.
    @Test func sizeAndWeightOverrideTheStyle() throws {
        let (_, texts) = try texts("""
            - {frame: [0, 0, 100, 20], text: {string: a, style: headline, weight: bold}}
            - {frame: [0, 0, 100, 20], text: {string: a, style: headline, size: 30}}
        """)
        #expect(texts.map(\.weight) == [.bold, .semibold])
        #expect(texts.map(\.fontSize) == [17, 30])
        #expect(texts.map(\.lineHeight) == [22, nil])
    }

    /// `defaults.text` fills every text layer's missing keys (screen layers, overlay, cell); a layer's own keys win,
    /// and a layer's style beats the defaults' size.
    @Test func scriptDefaultsFillMissingKeys() throws {
        let script = try ScriptDecoder.decode("""
        defaults: {text: {font: PingFang SC, color: "#FF0000", size: 13, alignment: center, kern: 0}}
        screen:
          size: [200, 300]
          layers:
            - {frame: [0, 0, 100, 20], text: {string: a}}
            - {frame: [0, 0, 100, 20], text: {string: b, color: blue, font: Inter, style: title2}}
        overlay:
          - {frame: [0, 0, 100, 20], text: {string: c, size: 20}}
        widget: {kind: stack, frame: [0, 100, 200, 200]}
        cell:
          layers:
            - {frame: [0, 0, 100, 20], text: {string: "{name}"}}
        cards: [{name: Ada}]
        """, file: "t.yaml", baseDirectory: "/tmp")
        let texts = script.drawnTexts
        #expect(texts.map(\.string) == ["a", "b", "Ada", "c"])
        #expect(texts.map(\.fontFamily) == ["Noto Sans CJK SC", "Inter", "Noto Sans CJK SC", "Noto Sans CJK SC"])
        #expect(texts.map(\.color) == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                                       Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0)])
        #expect(texts.map(\.fontSize) == [13, 22, 13, 20])
        #expect(texts.map(\.alignment) == [.center, .center, .center, .center])
        #expect(texts.map(\.kern) == [0, 0, 0, 0])
    }

    /// Bad defaults are errors naming file, line and key: `string` is a layer's own, and values are checked.
    @Test(arguments: [
        ("defaults: {text: {string: x}}", "t.yaml:1:19: defaults.text.string: unknown key 'string'"),
        ("defaults: {text: {style: huge}}", "t.yaml:1:26: defaults.text.style:"),
        ("defaults: {txt: {}}", "t.yaml:1:12: defaults.txt: unknown key 'txt' (did you mean 'text'?)"),
    ])
    func badDefaults(yaml: String, message: String) throws {
        do {
            _ = try texts("    - {frame: [0, 0, 100, 20], text: {string: a}}", extra: yaml)
            Issue.record("decoded")
        } catch {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }
}
