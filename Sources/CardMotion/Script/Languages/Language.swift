/// The language a script's texts are shown in (`language:`): one of its `strings:` table, by code, or a
/// pseudo-language that transforms the texts to find layout bugs without a translation.
public enum Language: Hashable, Sendable {
    /// A language of the script's `strings:` table, by its code as written (`en`, `pt-BR`, `zh-Hans`).
    case table(String)
    /// A pseudo-language, which needs no table of its own (docs/script-format.md#languages).
    case pseudo(PseudoLanguage)

    /// The name as a script writes it after `language:`.
    public var code: String {
        switch self {
        case .table(let code): code
        case .pseudo(let pseudo): pseudo.rawValue
        }
    }

    /// Whether the language asks for its texts to be laid out right to left: `bidi` does. A language of the table
    /// says nothing here: the script's own layout direction decides for it.
    public var prefersRightToLeft: Bool {
        if case .pseudo(let pseudo) = self { return pseudo.prefersRightToLeft }
        return false
    }
}

/// A pseudo-language, as Android's pseudo-locales: it transforms every text as drawn (placeholders filled in), so
/// that hard-coded texts, truncation and mirroring show up with no translation.
public enum PseudoLanguage: String, CaseIterable, Hashable, Sendable {
    /// As Android's en-XA: every Latin letter accented, the text in brackets and padded to be at least 30 % longer
    /// (`accented(_:)`).
    case accented
    /// As Android's ar-XB: each word's letters reversed (`bidi(_:)`), to be laid out right to left.
    case bidi

    /// Whether texts in this pseudo-language are meant to be laid out right to left.
    public var prefersRightToLeft: Bool { self == .bidi }

    /// `text` as this pseudo-language shows it.
    public func transform(_ text: String) -> String {
        switch self {
        case .accented: Self.accented(text)
        case .bidi: Self.bidi(text)
        }
    }
}
