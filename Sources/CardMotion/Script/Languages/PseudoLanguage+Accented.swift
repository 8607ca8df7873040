extension PseudoLanguage {
    /// Each of A-Z and a-z with the accented letter `accented` puts in its place: one Unicode scalar each, so a
    /// text keeps its number of characters (a letter with a hook or dot where none of the usual accents exists).
    static let accentedLetters: [Character: Character] = {
        let plain = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        let accented = Array("ÁḂÇĎÉḞĜĤÍĴĶĹḾÑÓṔɊŔŠŢÚṼŴẊÝŽáḃçďéḟĝĥíĵķĺḿñóṕɋŕšţúṽŵẋýž")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    /// The words `accented` pads a text with, in this order and again from the first when they run out.
    static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// The least padding, in characters, for a text of `length` characters: 30 % of it, rounded up.
    static func paddingLength(for length: Int) -> Int {
        (length * 3 + 9) / 10
    }

    /// `text` with every letter A-Z and a-z accented (``accentedLetters``; other characters stay), then padded with
    /// a space and whole ``paddingWords`` separated by spaces until the padding is at least 30 % of the text's
    /// length in characters, all in brackets: "Hello" is "[Ĥéĺĺó one]". The empty text stays empty.
    static func accented(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var result = "["
        for character in text { result.append(accentedLetters[character] ?? character) }
        let needed = paddingLength(for: text.count)
        var padding = ""
        var word = 0
        while padding.count < needed {
            padding += " " + paddingWords[word % paddingWords.count]
            word += 1
        }
        return result + padding + "]"
    }
}
