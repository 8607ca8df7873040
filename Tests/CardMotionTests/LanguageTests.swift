import CardGeometry
import CardScene
import Testing
@testable import CardMotion

/// `strings:`, `language:` and `{str.KEY}` (docs/script-format.md#languages): a string of the language in use in
/// the screen's layers, the cell, the overlay and the cards' values; a key the language lacks and an unknown language
/// are errors with a did-you-mean; the pseudo-languages `accented` and `bidi` transform every text as drawn.
@Suite struct LanguageTests {
    func decode(_ yaml: String) throws(ScriptError) -> Script { try DeviceTests().decode(yaml) }

    /// The error `yaml` is refused with, as the command line prints it.
    func failure(_ yaml: String) -> String? { DeviceTests().failure(yaml) }

    /// A stack on a 320 x 480 screen in `language`, then `rest` (from line 4).
    func stackScript(language: String, _ rest: String) -> String {
        """
        screen: {size: [320, 480]}
        language: \(language)
        widget: {kind: stack, frame: [0, 40, 300, 400]}
        \(rest)
        """
    }

    /// A screen text, a cell text reading a string and a card field, a card field made of strings and an overlay
    /// text, in English and Arabic; `extra` ends the script (line 16).
    func script(_ extra: String = "", arabic: String = #"{title: "البريد", greeting: "مرحبا", done: "تم"}"#) -> String {
        """
        screen:
          size: [320, 480]
          layers:
            - {frame: [0, 0, 100, 20], text: {string: "{str.title}"}}
        strings:
          en: {title: Inbox, greeting: Hello, done: Done}
          ar: \(arabic)
        widget: {kind: stack, frame: [0, 40, 300, 400]}
        cell:
          layers:
            - {frame: [0, 0, 200, 20], text: {string: "{str.greeting}, {name}"}}
        cards:
          - {name: "{str.done} ({str.title})"}
        overlay:
          - {frame: [0, 440, 100, 20], text: {string: "{str.done}!"}}
        \(extra)
        """
    }

    /// Every text as drawn: the screen's layers, the card, the overlay.
    func texts(_ yaml: String) throws -> [String] {
        try decode(yaml).drawnTexts.map(\.string)
    }

    @Test func stringsComeFromTheLanguageInUse() throws {
        #expect(try texts(script()) == ["Inbox", "Hello, Done (Inbox)", "Done!"])
        #expect(try texts(script("language: en")) == ["Inbox", "Hello, Done (Inbox)", "Done!"])
        #expect(try texts(script("language: ar")) == ["البريد", "مرحبا, تم (البريد)", "تم!"])
        let arabic = try decode(script("language: ar"))
        #expect(arabic.language == .table("ar"))
        #expect(arabic.cards[0].fields["name"] == .string("تم (البريد)"))
        #expect(try decode(script()).language == .table("en"))
        #expect(try decode("screen: {size: [10, 10]}").language == nil)
    }

    @Test func aCardValueKeepsOtherBracesAsWritten() throws {
        let yaml = script().replacingOccurrences(of: #"{name: "{str.done} ({str.title})"}"#, with: #"{name: "{done} {str.done} {str"}"#)
        #expect(try decode(yaml).cards[0].fields["name"] == .string("{done} Done {str"))
    }

    @Test func aKeyMissingInTheLanguageIsAnError() {
        let arabic = #"{title: "البريد", greetings: "مرحبا", done: "تم"}"#
        #expect(failure(script("language: ar", arabic: arabic))
                == "t.yaml:11:48: cell.layers[0].text.string: the language 'ar' has no string 'greeting' (did you mean 'greetings'?); its keys are done, greetings, title")
        // English has it: no error.
        #expect(throws: Never.self) { try decode(script("language: en", arabic: arabic)) }
        let card = script().replacingOccurrences(of: "({str.title})", with: "({str.titel})")
        #expect(failure(card) == "t.yaml:13:25: cards[0].name: the language 'en' has no string 'titel' (did you mean 'title'?); its keys are done, greeting, title")
    }

    @Test func anUnknownLanguageIsAnErrorWithTheNearestName() {
        #expect(failure(script("language: ra"))
                == "t.yaml:16:11: language: unknown language 'ra' (did you mean 'ar'?); 'strings:' has en, ar, and the pseudo-languages accented and bidi need none")
        #expect(failure("screen: {size: [10, 10]}\nlanguage: accentd")
                == "t.yaml:2:11: language: unknown language 'accentd' (did you mean 'accented'?); the script has no 'strings:', and the pseudo-languages accented and bidi need none")
        #expect(failure("screen: {size: [10, 10]}\nstrings: {pt_br: {a: b}}")
                == "t.yaml:2:18: strings.pt_br: 'pt_br' is not a language code (did you mean 'pt-BR'?): write a language of 2 or 3 lowercase letters, then optionally a script (zh-Hans) and a region (pt-BR, es-419), joined by '-'")
        // One error: the language named is the one the table could not read.
        #expect(failure("screen: {size: [10, 10]}\nstrings: {en: {a: b}, pt_br: {a: c}}\nlanguage: pt-BR")
                == "t.yaml:2:30: strings.pt_br: 'pt_br' is not a language code (did you mean 'pt-BR'?): write a language of 2 or 3 lowercase letters, then optionally a script (zh-Hans) and a region (pt-BR, es-419), joined by '-'")
        #expect(failure("screen: {size: [10, 10]}\nstrings: {en: {a-b: c}}")
                == "t.yaml:2:21: strings.en.a-b: 'a-b' cannot be read as {str.KEY}: a key is 1 to 64 letters, digits and '_'")
    }

    @Test func aStringWithNoTableIsAnError() {
        #expect(failure("screen: {size: [10, 10], layers: [{frame: [0, 0, 5, 5], text: {string: \"Hi {str.name}\"}}]}")
                == "t.yaml:1:76: screen.layers[0].text.string: '{str.name}' reads the script's string table, but the script has no 'strings:'")
    }

    @Test func languageCodesTakeTheCommonBCP47Forms() {
        for code in ["en", "ar", "fil", "pt-BR", "zh-Hans", "es-419", "zh-Hant-TW"] { #expect(LanguageCode.isValid(code), "\(code)") }
        for code in ["", "e", "english", "EN", "pt-br", "zh-hans", "en-", "-en", "en-US-x", "accented", "bidi"] {
            #expect(!LanguageCode.isValid(code), "\(code)")
        }
        #expect(LanguageCode.canonical("pt_br") == "pt-BR")
        #expect(LanguageCode.canonical("ZH-hans") == "zh-Hans")
        #expect(LanguageCode.canonical("english") == nil)
    }

    @Test func accentedAccentsBracketsAndPads() throws {
        #expect(PseudoLanguage.accented.transform("Hello") == "[Ĥéĺĺó one]")
        #expect(PseudoLanguage.accented.transform("OK") == "[ÓĶ one]")
        #expect(PseudoLanguage.accented.transform("") == "")
        #expect(PseudoLanguage.accented.transform("The quick brown fox jumps over the lazy dog")
                == "[Ţĥé ɋúíçķ ḃŕóŵñ ḟóẋ ĵúḿṕš óṽéŕ ţĥé ĺážý ďóĝ one two three]")
        #expect(PseudoLanguage.accentedLetters.count == 52)
        #expect(Set(PseudoLanguage.accentedLetters.values).count == 52)
        // Each sample's length exactly, and at least 30 % longer, the brackets aside.
        let samples: [(text: String, length: Int)] = [("A", 7), ("OK", 8), ("Hello", 11), ("Hello, Done (Inbox)", 29),
                                                      ("The quick brown fox jumps over the lazy dog", 59),
                                                      (String(repeating: "x", count: 100), 136),
                                                      (String(repeating: "x", count: 1000), 1304)]
        for sample in samples {
            let accented = PseudoLanguage.accented.transform(sample.text)
            #expect(accented.count == sample.length, "\(sample.text)")
            #expect(10 * (accented.count - 2) >= 13 * sample.text.count, "\(sample.text)")
        }
    }

    @Test func bidiReversesEachWord() {
        #expect(PseudoLanguage.bidi.transform("Hello world") == "olleH dlrow")
        #expect(PseudoLanguage.bidi.transform("  Hi,\tthere!\n") == "  ,iH\t!ereht\n")
        // Emoji sequences and combining marks stay whole.
        #expect(PseudoLanguage.bidi.transform("Hi 👋🏽 family 👨‍👩‍👧 cafe\u{301}!") == "iH 👋🏽 ylimaf 👨‍👩‍👧 !e\u{301}fac")
        #expect(PseudoLanguage.bidi.prefersRightToLeft)
        #expect(!PseudoLanguage.accented.prefersRightToLeft)
        #expect(Language.pseudo(.bidi).prefersRightToLeft)
        #expect(!Language.table("ar").prefersRightToLeft)
    }

    @Test func aPseudoLanguageTransformsTheFirstLanguagesStrings() throws {
        #expect(try texts(script("language: accented")) == ["[Íñḃóẋ one]", "[Ĥéĺĺó, Ďóñé (Íñḃóẋ) one two]", "[Ďóñé! one]"])
        let bidi = try decode(script("language: bidi"))
        #expect(bidi.drawnTexts.map(\.string) == ["xobnI", ",olleH enoD )xobnI(", "!enoD"])
        #expect(bidi.language == .pseudo(.bidi))
        #expect(bidi.language?.prefersRightToLeft == true)
        // The card's value holds the string; the text drawing it is transformed.
        #expect(bidi.cards[0].fields["name"] == .string("Done (Inbox)"))
    }

    @Test func aPseudoLanguageNeedsNoTable() throws {
        let yaml = stackScript(language: "accented", """
        cell:
          layers:
            - {frame: [0, 0, 200, 20], text: {string: "{count}"}}
            - {frame: [0, 20, 200, 20], text: {string: "{count} items"}}
            - {frame: [0, 40, 200, 20], text: {string: "#{index}"}}
            - {frame: [0, 60, 200, 20], backgroundColor: "{tint}", symbol: {name: "{icon}"}}
        cards:
          - {count: 12, tint: systemBlue, icon: heart}
        overlay:
          - {frame: [0, 440, 100, 20], text: {string: Hello}}
        """)
        let script = try decode(yaml)
        #expect(script.language == .pseudo(.accented))
        // A number shown alone stays a number; a colour and a symbol's name are read as written.
        #expect(script.drawnTexts.map(\.string) == ["12", "[12 íţéḿš one]", "[#0 one]", "[Ĥéĺĺó one]"])
        #expect(failure(yaml + "\n  - {frame: [0, 0, 5, 5], text: {string: \"{str.hi}\"}}")
                == "t.yaml:14:43: overlay[1].text.string: '{str.hi}' reads the script's string table, but the script has no 'strings:' (the pseudo-language 'accented' transforms the texts as written)")
    }

    @Test func theDemoCellsTextsAreTransformed() throws {
        let yaml = stackScript(language: "bidi", "cards: [{title: Hello world, subtitle: Two words, description: Three short words}]")
        let texts = try decode(yaml).drawnTexts.map(\.string)
        #expect(texts.contains("olleH dlrow"))
        #expect(texts.contains("owT sdrow"))
        #expect(!texts.contains("Hello world"))
    }

    @Test func aStringMayNameAColourOrASymbolUntransformed() throws {
        let yaml = """
        screen: {size: [100, 100]}
        strings: {en: {tint: systemRed, icon: heart}}
        language: accented
        overlay: [{frame: [0, 0, 20, 20], backgroundColor: "{str.tint}", symbol: {name: "{str.icon}"}}]
        """
        func overlayLayer(_ yaml: String) throws -> ContentLayer {
            let scene = try PlaybackPlan(try decode(yaml)).makePlayback().scene(at: 0)
            return try #require(scene.nodes.first { $0.id == "overlay" }?.layer.sublayers.first)
        }
        let layer = try overlayLayer(yaml)
        #expect(layer.backgroundColor == Color.namedColors["systemRed"])
        let written = try overlayLayer(yaml.replacingOccurrences(of: "\"{str.icon}\"", with: "heart"))
        #expect(layer.symbol != nil)
        #expect(layer.symbol == written.symbol)
        #expect(failure(yaml.replacingOccurrences(of: "{str.icon}", with: "{str.icon.x}"))
                == "t.yaml:4:82: overlay[0].symbol.name: '{str.icon.x}' does not name one string: write {str.KEY}, a key of the language in use")
    }

    @Test func theTableKeepsItsLimits() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let codes = (0..<65).map { String([letters[$0 / 26], letters[$0 % 26]]) }
        let languages = codes.map { "\($0): {a: b}" }.joined(separator: ", ")
        #expect(failure("screen: {size: [10, 10]}\nstrings: {\(languages)}")
                == "t.yaml:2:10: strings: 65 languages exceed the limit of 64")
        let keys = (0...ScriptLimits.stringKeys).map { "k\($0): a" }.joined(separator: ", ")
        #expect(failure("screen: {size: [10, 10]}\nstrings: {en: {\(keys)}}")
                == "t.yaml:2:15: strings.en: 2001 strings exceed the limit of 2000 in one language")
        let long = String(repeating: "k", count: 65)
        #expect(failure("screen: {size: [10, 10]}\nstrings: {en: {\(long): a}}")
                == "t.yaml:2:83: strings.en.\(long): '\(long)' cannot be read as {str.KEY}: a key is 1 to 64 letters, digits and '_'")
        #expect(failure("screen: {size: [10, 10]}\nstrings: {en: {a: [b]}}")
                == "t.yaml:2:19: strings.en.a: expected a string, found a list")
    }
}
