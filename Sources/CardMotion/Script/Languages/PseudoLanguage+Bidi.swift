extension PseudoLanguage {
    /// `text` with each word's characters in reverse order: a word is a run of characters that are not white space,
    /// and the white space between words stays where it is. Characters are grapheme clusters, so an emoji sequence
    /// or a letter with its combining marks stays whole: "Hello world" is "olleH dlrow".
    static func bidi(_ text: String) -> String {
        var result = ""
        var word: [Character] = []
        for character in text {
            if character.isWhitespace {
                result.append(contentsOf: word.reversed())
                word.removeAll(keepingCapacity: true)
                result.append(character)
            } else {
                word.append(character)
            }
        }
        result.append(contentsOf: word.reversed())
        return result
    }
}
