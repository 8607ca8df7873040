import CardMotion
import CardScene

/// Characters of a script's texts that no font of the chain draws (Pango would show a hex box): one warning per
/// character, at its first text in reading order (``CardMotion/Script/drawnTexts``), so the warnings are the same
/// whatever the number of jobs.
enum MissingGlyphs {
    /// The warnings for `script`, drawn with the built-in fonts and the script's `fonts`.
    static func warnings(for script: Script) throws(RenderFailure) -> [ScriptDiagnostic] {
        let fonts: FontSet
        do {
            fonts = try FontSet(scriptFonts: script.fonts)
        } catch {
            throw RenderFailure("\(script.sourcePath): \(error.message)")
        }
        let drawing = TextDrawing(fonts: fonts)
        var reported: Set<Character> = []
        /// Whether a character is drawn, by family (`nil`: the system font at text or display size) and weight.
        var drawn: [Probe: Bool] = [:]
        var warnings: [ScriptDiagnostic] = []
        for text in script.drawnTexts {
            for character in text.string where !reported.contains(character) && !character.isWhitespace && !Self.isControl(character) {
                let probe = Probe(character: character, family: text.fontFamily ?? BuiltInFonts.systemFamily(size: text.fontSize), weight: text.weight)
                let isDrawn = drawn[probe] ?? {
                    let count = drawing.unknownGlyphCount(String(character), fontSize: text.fontSize, family: text.fontFamily, weight: text.weight)
                    drawn[probe] = count == 0
                    return count == 0
                }()
                guard !isDrawn else { continue }
                reported.insert(character)
                warnings.append(ScriptDiagnostic(.warning, origin: text.origin ?? script.sourcePath,
                                                 message: "no font draws '\(character)' (\(codePoints(character)))"))
            }
        }
        return warnings
    }

    /// `U+23EE`, or the code points of a cluster, space-separated.
    static func codePoints(_ character: Character) -> String {
        character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }
    }

    private struct Probe: Hashable {
        let character: Character
        let family: String
        let weight: TextContent.Weight
    }
}
