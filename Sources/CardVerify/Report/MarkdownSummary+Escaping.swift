extension MarkdownSummary {
    /// Characters that are markup anywhere in a line of GitHub's Markdown: emphasis, code, links and images, HTML
    /// and entities, table cells, strikethrough, math, mentions and headings.
    static let markup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "$", "@", "#", "!"]

    /// `text` as literal Markdown text, safe inside a table cell, a list item or a heading: each markup character
    /// backslash-escaped, a list marker or block quote at its start escaped (`-`, `+`, `=`, `1.`, `1)`), and each
    /// control character or line break shown as `\xHH` (or `\u{HHHH}`), so the text stays on its line.
    /// `a|b <img>` -> `a\|b \<img\>`.
    public static func escaped(_ text: String) -> String {
        var result = ""
        let leadingDigits = text.prefix { $0.isASCII && $0.isNumber }.count
        for (offset, character) in text.enumerated() {
            if character.unicodeScalars.contains(where: isLineBreakOrControl) {
                for scalar in character.unicodeScalars {
                    result += isLineBreakOrControl(scalar) ? "\\\\" + hex(scalar) : String(scalar)
                }
            } else if markup.contains(character)
                        || (offset == 0 && "-+=".contains(character))
                        || (leadingDigits > 0 && offset == leadingDigits && ".)".contains(character)) {
                result += "\\" + String(character)
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A link's destination: every byte but letters, digits, `-._~` and the separators of a path or address
    /// (`/`, `:`) percent-encoded, so that no `)`, space or `<` can end or change the link.
    static func linkTarget(_ address: String) -> String {
        var result = ""
        for byte in address.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/:".unicodeScalars.contains(scalar)) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// `\xHH` for a scalar below 256, else `\u{HHHH}` (the caller adds the backslash, escaped).
    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return scalar.value < 256 ? "x" + digits.leftPadded(to: 2) : "u{" + digits + "}"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
