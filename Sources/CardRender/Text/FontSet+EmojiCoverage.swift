import CPangoFT2

extension FontSet {
    /// Code points from which a character the colour emoji font draws is drawn by it rather than by a text font
    /// that also has it (DejaVu Sans has 😀 in black outline, Inter has ❤): Miscellaneous Technical (⌚ ⏮) and up.
    /// Below it (digits, ©, ™, arrows) the text fonts keep their glyphs, as iOS draws those in SF Pro.
    static let emojiFirstCodePoint: UInt32 = 0x2300

    /// Takes the characters the colour font of the application set draws, from `emojiFirstCodePoint` up, out of
    /// every other font of the set, so that fontconfig's order (which ranks fonts that are not colour first, whatever
    /// the family list says) cannot draw them in black. Run after the built-in fonts are added and before the
    /// script's, which keep their characters.
    static func leaveEmojiToColourFont(in config: OpaquePointer) {
        guard let set = FcConfigGetFonts(config, FcSetApplication), let fonts = set.pointee.fonts else { return }
        let patterns = (0..<Int(set.pointee.nfont)).compactMap { fonts[$0] }
        guard let colour = patterns.first(where: isColour), let emoji = charset(of: colour),
              let below = FcCharSetCreate() else { return }
        defer { FcCharSetDestroy(below) }
        for codePoint in 0..<emojiFirstCodePoint { FcCharSetAddChar(below, codePoint) }
        guard let emojiOnly = FcCharSetSubtract(emoji, below) else { return }
        defer { FcCharSetDestroy(emojiOnly) }
        for pattern in patterns where !isColour(pattern) {
            guard let own = charset(of: pattern), let kept = FcCharSetSubtract(own, emojiOnly) else { continue }
            FcPatternDel(pattern, FC_CHARSET)
            FcPatternAddCharSet(pattern, FC_CHARSET, kept)  // copies the set
            FcCharSetDestroy(kept)
        }
    }

    private static func isColour(_ pattern: OpaquePointer) -> Bool {
        var colour: FcBool = 0
        return FcPatternGetBool(pattern, FC_COLOR, 0, &colour) == FcResultMatch && colour != 0
    }

    private static func charset(of pattern: OpaquePointer) -> OpaquePointer? {
        var charset: OpaquePointer?
        return FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch ? charset : nil
    }
}
