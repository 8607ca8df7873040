/// The form of a language code in `strings:` and `language:`, as BCP 47 writes its most common tags: a language of
/// 2 or 3 lowercase letters, then optionally a script of 4 letters, the first uppercase (`zh-Hans`), then
/// optionally a region of 2 uppercase letters or 3 digits (`pt-BR`, `es-419`), joined by hyphens.
enum LanguageCode {
    /// The form, in words, for messages.
    static let form = "a language of 2 or 3 lowercase letters, then optionally a script (zh-Hans) and a region (pt-BR, es-419), joined by '-'"

    /// Whether `code` has the form.
    static func isValid(_ code: String) -> Bool {
        var subtags = code.split(separator: "-", omittingEmptySubsequences: false)[...]
        guard let language = subtags.popFirst(), (2...3).contains(language.count), language.allSatisfy(isLower) else { return false }
        if let script = subtags.first, script.count == 4, script.first.map(isUpper) == true, script.dropFirst().allSatisfy(isLower) {
            subtags = subtags.dropFirst()
        }
        if let region = subtags.first,
           (region.count == 2 && region.allSatisfy(isUpper)) || (region.count == 3 && region.allSatisfy(isDigit)) {
            subtags = subtags.dropFirst()
        }
        return subtags.isEmpty
    }

    /// The code in the form's case with hyphens (`pt_br` as `pt-BR`), when that is a valid code; else `nil`.
    static func canonical(_ code: String) -> String? {
        let subtags = code.split(separator: "_", omittingEmptySubsequences: false).joined(separator: "-")
            .split(separator: "-", omittingEmptySubsequences: false)
        let cased = subtags.enumerated().map { index, subtag -> String in
            if index == 0 { return subtag.lowercased() }
            if subtag.count == 4 { return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased() }
            return subtag.uppercased()
        }.joined(separator: "-")
        return isValid(cased) ? cased : nil
    }

    private static func isLower(_ character: Character) -> Bool { ("a"..."z").contains(character) }
    private static func isUpper(_ character: Character) -> Bool { ("A"..."Z").contains(character) }
    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }
}
