/// One configuration of a script that its `variants:` declares: a name and the top-level settings it changes
/// (`device`, `appearance`, `contentSize`, ...), each as written.
///
/// A matrix variant's name is its values joined with `-` in the order the axes are written (`iPhoneSE3-dark`); an
/// extra's is its `name`. Names are usable as folder names: outputs and references of a variant go in a sub-folder
/// named after it.
public struct ScriptVariant: Hashable, Sendable {
    /// One top-level key the variant sets, and its value as the script writes it.
    public struct Setting: Hashable, Sendable {
        /// The top-level key (`device`, `appearance`, `contentSize`, ...).
        public let key: String
        /// The value, as written (`iPhoneSE3`, `dark`, `AX3`).
        public let value: String
    }

    /// The variant's name: letters, digits, `.`, `_`, `+` and `-`, not starting with `.` or `-`.
    public let name: String
    /// The settings, in the order written.
    public let settings: [Setting]

    /// The value this variant gives `key`, or `nil` where it keeps the script's top-level value.
    public func value(of key: String) -> String? {
        settings.first { $0.key == key }?.value
    }
}

extension ScriptVariant {
    /// The longest variant name, in characters.
    public static let maximumNameLength = 64

    /// Why `name` cannot name a variant (and its folder), or `nil` when it can.
    public static func problem(withName name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.count > maximumNameLength { return "is longer than \(maximumNameLength) characters" }
        if name.first == "." || name.first == "-" { return "starts with '\(name.first!)'" }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "._+-".unicodeScalars.contains(scalar)
        }
        return allowed ? nil : "holds a character other than letters, digits, '.', '_', '+' and '-' (it names a folder)"
    }
}
