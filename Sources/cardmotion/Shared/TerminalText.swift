/// Text from files (a script's keys and values, file names) on its way to a terminal: control characters are shown
/// as escapes, so that a script cannot move the cursor, retitle the window or clear the screen of whoever reads
/// the message (`"\e]0;PWNED\a"` prints as `\x1B]0;PWNED\x07`). Line feeds and tabs stay.
enum TerminalText {
    /// `text` with every C0 control but line feed and tab, DEL, and every C1 control written as `\xHH`.
    static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                result += "\\x" + hex(UInt8(scalar.value))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `bytes` as text, each byte that is not part of valid UTF-8 (and each control, as above) written as `\xHH`:
    /// for naming a path that is not UTF-8.
    static func escaping(bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length == 0 {
                result += "\\x" + hex(bytes[index])
                index += 1
            } else {
                result += escapingControls(String(decoding: bytes[index..<index + length], as: UTF8.self))
                index += length
            }
        }
        return result
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when none starts there.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        for length in 1...4 where index + length <= bytes.count {
            if String(validating: bytes[index..<index + length], as: UTF8.self) != nil { return length }
        }
        return 0
    }
}
