/// Command-line arguments that are not UTF-8 text. Swift reads every argument as UTF-8 and replaces what is not
/// with U+FFFD, so a path in another encoding (a Latin-1 file name) would name a file that does not exist, and the
/// message would say so. Such an argument is refused instead, naming it with its bytes escaped.
enum ArgumentEncoding {
    /// Why an argument cannot be read as text, or `nil` when every argument is UTF-8.
    static func problem() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            var bytes: [UInt8] = []
            var offset = 0
            while argument[offset] != 0 {
                bytes.append(UInt8(bitPattern: argument[offset]))
                offset += 1
            }
            if String(validating: bytes, as: UTF8.self) == nil {
                return "\(TerminalText.escaping(bytes: bytes)): not UTF-8 text (argument \(index)); cardmotion reads paths and options as UTF-8: rename the file, or give its name in UTF-8"
            }
        }
        return nil
    }
}
