import Foundation

/// Standard output written with every `write(2)` checked, so that a full disk or a closed pipe behind `>` is an
/// error (exit 2) instead of output silently lost.
enum StandardOutput {
    /// Writes `text` now (no buffering).
    static func write(_ text: String) throws {
        var text = text
        let code: Int32 = text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return count < 0 ? errno : ENOSPC }
                offset += count
            }
            return 0
        }
        if code != 0 {
            let reason = code == ENOSPC ? "no space left on the device" : String(cString: strerror(code))
            throw CommandFailure("cannot write to standard output: \(reason)")
        }
    }

    /// Writes `line` and a newline.
    static func line(_ line: String) throws {
        try write(line + "\n")
    }
}
