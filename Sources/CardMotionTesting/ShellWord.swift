import Foundation

/// Text pasted into a POSIX shell as one word.
enum ShellWord {
    /// `text` in single quotes, each `'` in it written `'\''`: `/a/it's` -> `'/a/it'\''s'`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
