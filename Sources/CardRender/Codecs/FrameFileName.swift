/// The names of frame files, the same for `render`'s sequences, `verify`'s references and `CardMotionTesting`'s
/// goldens: `frame-00000.png`, at least five digits, zero-based; frame *i* shows time *i* / fps.
public enum FrameFileName {
    /// The file name of frame `index`.
    public static func of(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// The frame index a file name stands for, if it is a frame file name.
    public static func index(of name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard digits.count >= 5, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }

    /// The frame index of `name` when it is exactly the name ``of(_:)`` gives that frame (`frame-00007.png`, not
    /// `frame-000007.png`): the only files a run may treat as its own frames when it cleans up.
    public static func exactIndex(of name: String) -> Int? {
        index(of: name).flatMap { of($0) == name ? $0 : nil }
    }
}
