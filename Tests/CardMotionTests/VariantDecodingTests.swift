import CardGeometry
import CardScene
import CardMotionTestSupport
import Testing
@testable import CardMotion

/// `variants:` (docs/variants.md): the matrix crossed in the order its axes are written, the extras, a variant's
/// settings standing in for the top-level ones, the selection by name and glob, and every error at its own line.
@Suite struct VariantDecodingTests {
    static let script = """
    device: iPhoneSE3
    screen:
      layers:
        - {frame: [0, safeArea.top, screen.width, 40], backgroundColor: systemBlue, id: bar}
    variants:
      matrix: {device: [iPhoneSE3, iPhone15ProMax], appearance: [light, dark]}
      extra:
        - {name: arabic-ax3, contentSize: AX3}
    """

    func decode(_ yaml: String, variant: String? = nil) throws(ScriptError) -> Script {
        try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp", variant: variant)
    }

    func failure(_ yaml: String, variant: String? = nil) -> String? {
        #expect(throws: ScriptError.self) { try decode(yaml, variant: variant) }?.description
    }

    @Test func matrixVariantsAreNamedByTheirValuesInAxisOrderThenTheExtras() throws {
        let script = try decode(Self.script)
        #expect(script.variants.map(\.name) == ["iPhoneSE3-light", "iPhoneSE3-dark", "iPhone15ProMax-light", "iPhone15ProMax-dark", "arabic-ax3"])
        #expect(script.variants[1].settings == [.init(key: "device", value: "iPhoneSE3"), .init(key: "appearance", value: "dark")])
        #expect(script.variants[4].settings == [.init(key: "contentSize", value: "AX3")])
        // Drawn as written: the top-level settings, no variant.
        #expect(script.variant == nil)
        #expect(script.screen.size == Size(width: 375, height: 667))
        #expect(script.appearance == .light)
        // Axes written the other way round name the variants the other way round.
        let swapped = try decode(Self.script.replacingOccurrences(of: "{device: [iPhoneSE3, iPhone15ProMax], appearance: [light, dark]}",
                                                                  with: "{appearance: [light, dark], device: [iPhoneSE3, iPhone15ProMax]}"))
        #expect(swapped.variants.prefix(2).map(\.name) == ["light-iPhoneSE3", "light-iPhone15ProMax"])
    }

    @Test func aVariantsSettingsStandInForTheTopLevelOnes() throws {
        let dark = try decode(Self.script, variant: "iPhone15ProMax-dark")
        #expect(dark.variant?.name == "iPhone15ProMax-dark")
        #expect(dark.screen.size == Size(width: 430, height: 932))
        #expect(dark.screen.scale == 3)
        #expect(dark.appearance == .dark)
        #expect(dark.screen.background == Color(red: 0, green: 0, blue: 0))
        // The safe area and screen width the expressions read are the variant's device's: 59 pt down, 430 wide.
        let bar = try #require(try PlaybackPlan(dark).makePlayback().scene(at: 0).node("screen")?.namedLayers.first { $0.id == "bar" })
        #expect(bar.corners == [Point(x: 0, y: 59), Point(x: 430, y: 59), Point(x: 430, y: 99), Point(x: 0, y: 99)])
        let extra = try decode(Self.script, variant: "arabic-ax3")
        #expect(extra.contentSize == .accessibility3)
        // What the extra does not set stays at the top-level value.
        #expect(extra.screen.size == Size(width: 375, height: 667))
        #expect(extra.appearance == .light)
    }

    @Test func unknownValuesAreErrorsAtTheirOwnLineWhicheverVariantIsDrawn() {
        let typo = Self.script.replacingOccurrences(of: "appearance: [light, dark]", with: "appearance: [light, drak]")
        #expect(failure(typo) == "t.yaml:6:69: variants.matrix.appearance[1]: unknown value 'drak' (did you mean 'dark'?); expected one of light, dark")
        let device = Self.script.replacingOccurrences(of: "iPhone15ProMax]", with: "iPhone15ProMix]")
        #expect(failure(device)?.contains("t.yaml:6:32: variants.matrix.device[1]: unknown device 'iPhone15ProMix' (did you mean 'iPhone15ProMax'?)") == true)
        let category = Self.script.replacingOccurrences(of: "contentSize: AX3", with: "contentSize: AX9")
        #expect(failure(category)?.hasPrefix("t.yaml:8:39: variants.extra[0].contentSize: unknown value 'AX9' (did you mean 'AX1'?)") == true)
        let extraKey = Self.script.replacingOccurrences(of: "contentSize: AX3", with: "contentSise: AX3")
        #expect(failure(extraKey)?.hasSuffix("variants.extra[0].contentSise: 'contentSise' is not a setting a variant may change (did you mean 'contentSize'?); expected one of name, device, appearance, contentSize, layoutDirection, language") == true)
    }

    @Test func anUnknownVariantNameGetsADidYouMean() {
        #expect(failure(Self.script, variant: "iPhoneSE3-drak")
                == "t.yaml:1:1: has no variant 'iPhoneSE3-drak' (did you mean 'iPhoneSE3-dark'?); its variants are iPhoneSE3-light, iPhoneSE3-dark, iPhone15ProMax-light, iPhone15ProMax-dark, arabic-ax3")
        #expect(failure("screen: {size: [10, 10]}\n", variant: "dark") == "t.yaml:1:1: declares no 'variants', so it has no variant 'dark'")
    }

    @Test func badDeclarationsAreRefused() {
        func variants(_ text: String) -> String? { failure("screen: {size: [10, 10]}\nvariants: \(text)\n") }
        #expect(variants("{}") == "t.yaml:2:11: variants: declares no variant: give 'matrix', 'extra' or both")
        #expect(variants("{matrix: {}}") == "t.yaml:2:20: variants.matrix: has no axis; give one or more of device, appearance, contentSize, layoutDirection, language, each with a list of values")
        #expect(variants("{matrix: {appearance: []}}")?.hasSuffix("variants.matrix.appearance: lists no value; give at least one") == true)
        #expect(variants("{matrix: {appearance: [dark, dark]}}")?.hasSuffix("variants.matrix.appearance[1]: repeats the value 'dark'") == true)
        #expect(variants("{matrix: {apperance: [dark]}}")?.hasSuffix("variants.matrix.apperance: 'apperance' is not a setting a variant may change (did you mean 'appearance'?); expected one of device, appearance, contentSize, layoutDirection, language") == true)
        #expect(variants("{extra: [{name: dark, appearance: dark}, {name: dark, contentSize: AX1}]}")
                == "t.yaml:2:11: variants: declares the variant 'dark' twice; each variant needs its own name")
        #expect(variants("{extra: [{name: ../up, appearance: dark}]}")?.hasSuffix("the variant name '../up' starts with '.'") == true)
        #expect(variants("{extra: [{name: a b, appearance: dark}]}")?.hasSuffix("the variant name 'a b' holds a character other than letters, digits, '.', '_', '+' and '-' (it names a folder)") == true)
        #expect(variants("{extra: [{appearance: dark}]}")?.hasSuffix("variants.extra[0]: missing required key 'name'") == true)
        #expect(variants("{matrix: {device: [\"iPhone SE3\"]}}")?.contains("makes the variant name 'iPhone SE3', which holds a character other than") == true)
        // The limit: 64 variants, counted as the matrix grows, before any is made.
        let categories = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
        let devices = Device.names.joined(separator: ", ")
        #expect(variants("{matrix: {contentSize: [\(categories)], device: [\(devices)]}}")?
                    .contains("brings the matrix to 72 variants or more, beyond the limit of 64") == true)
    }

    @Test func selectionMatchesNamesAndGlobsInTheScriptsOrder() throws {
        let variants = try decode(Self.script).variants
        #expect(VariantSelection.scriptDefault.chosen(from: variants) == [nil])
        #expect(VariantSelection.all.chosen(from: variants).map { $0?.name } == variants.map(\.name))
        #expect(VariantSelection.all.chosen(from: []) == [nil])
        #expect(VariantSelection.matching(["*-dark", "arabic-ax3"]).chosen(from: variants).map { $0?.name }
                == ["iPhoneSE3-dark", "iPhone15ProMax-dark", "arabic-ax3"])
        #expect(VariantSelection.matching(["iPhone??-*"]).chosen(from: variants).isEmpty)
        #expect(VariantSelection.matching(["*-dark", "nope"]).unmatchedPatterns(among: variants.map(\.name)) == ["nope"])
        #expect(VariantSelection.unmatchedMessage(["iPhoneSE3-drak"], names: ["iPhoneSE3-dark"])
                == "--variant 'iPhoneSE3-drak' (did you mean 'iPhoneSE3-dark'?) matches no variant; the variants are iPhoneSE3-dark")
    }

    /// A language is an axis like the others: each variant's texts read its strings, and a language the table lacks is
    /// an error at the variant's line even when another variant is drawn.
    @Test func languagesAreAnAxisCheckedAgainstTheStrings() throws {
        let yaml = """
        screen:
          size: [100, 40]
          layers:
            - {frame: [0, 0, 100, 40], id: title, text: {string: "{str.hello}"}}
        strings:
          en: {hello: Hello}
          ar: {hello: مرحبا}
        variants:
          matrix: {language: [en, ar, accented]}
        """
        let script = try decode(yaml)
        #expect(script.variants.map(\.name) == ["en", "ar", "accented"])
        #expect(try decode(yaml, variant: "ar").language == .table("ar"))
        #expect(try decode(yaml, variant: "accented").language == .pseudo(.accented))
        #expect(failure(yaml.replacingOccurrences(of: "[en, ar, accented]", with: "[en, fr]"))
                == "t.yaml:9:27: variants.matrix.language[1]: unknown language 'fr' (did you mean 'ar'?); 'strings:' has en, ar, and the pseudo-languages accented and bidi need none")
    }

    /// The bidi pseudo-language lays out right to left unless the script says otherwise; the direction is an axis.
    @Test func bidiLaysOutRightToLeftAndTheDirectionIsAnAxis() throws {
        let yaml = "screen: {size: [100, 40]}\nlanguage: bidi\n"
        #expect(try decode(yaml).layoutDirection == .rightToLeft)
        #expect(try decode(yaml + "layoutDirection: leftToRight\n").layoutDirection == .leftToRight)
        #expect(try decode("screen: {size: [100, 40]}\nlanguage: accented\n").layoutDirection == .leftToRight)
        let variants = "screen: {size: [100, 40]}\nvariants: {extra: [{name: rtl, layoutDirection: rightToLeft}, {name: xb, language: bidi}]}\n"
        #expect(try decode(variants).layoutDirection == .leftToRight)
        #expect(try decode(variants, variant: "rtl").layoutDirection == .rightToLeft)
        #expect(try decode(variants, variant: "xb").layoutDirection == .rightToLeft)
        #expect(try decode(variants, variant: "xb").language == .pseudo(.bidi))
    }
}
