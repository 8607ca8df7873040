extension FFmpegEncoder {
    /// Whether the file ffmpeg wrote is what was asked for, before it can replace an output: a program that exits
    /// with 0 but wrote something else (a stand-in, a broken build, a filter gone wrong) is an error, not a result.
    ///
    /// GIF: the `GIF87a`/`GIF89a` signature, a logical screen of the animation's size, and every block walked to
    /// the trailer (colour tables, extensions and images with their LZW data sub-blocks, each within the file), at
    /// least one image, nothing after the trailer. MP4: top-level boxes that tile the file exactly, an `ftyp` box
    /// first, and `moov` and `mdat` boxes.
    enum OutputCheck {
        /// What is wrong with `bytes` as a file of `kind` for `settings`, or `nil` when nothing is.
        static func problem(in bytes: [UInt8], kind: Kind, settings: AnimationSettings) -> String? {
            switch kind {
            case .gif: gifProblem(bytes, width: settings.width, height: settings.height)
            case .mp4: mp4Problem(bytes)
            }
        }

        static func gifProblem(_ bytes: [UInt8], width: Int, height: Int) -> String? {
            guard bytes.count >= 13, bytes.starts(with: Array("GIF89a".utf8)) || bytes.starts(with: Array("GIF87a".utf8)) else {
                return "no GIF signature"
            }
            func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
            guard word(6) == width, word(8) == height else {
                return "its screen is \(word(6)) x \(word(8)) pixels, not \(width) x \(height)"
            }
            var position = 13
            if bytes[10] & 0x80 != 0 { position += 3 << (Int(bytes[10] & 7) + 1) }
            var images = 0
            /// Skips a sequence of data sub-blocks ending with an empty one; false when it runs past the end.
            func skipSubBlocks() -> Bool {
                while position < bytes.count {
                    let size = Int(bytes[position])
                    position += 1 + size
                    if size == 0 { return position <= bytes.count }
                }
                return false
            }
            while position < bytes.count {
                switch bytes[position] {
                case 0x3B:
                    guard images > 0 else { return "no image" }
                    return position + 1 == bytes.count ? nil : "\(bytes.count - position - 1) bytes after the trailer"
                case 0x21:
                    position += 2
                    guard skipSubBlocks() else { return "an extension runs past the end of the file" }
                case 0x2C:
                    guard position + 10 <= bytes.count else { return "an image descriptor runs past the end of the file" }
                    let flags = bytes[position + 9]
                    position += 10
                    if flags & 0x80 != 0 { position += 3 << (Int(flags & 7) + 1) }
                    position += 1  // LZW minimum code size
                    guard skipSubBlocks() else { return "image \(images + 1) runs past the end of the file" }
                    images += 1
                default:
                    return "an unknown block 0x\(String(bytes[position], radix: 16)) at byte \(position)"
                }
            }
            return "no trailer (the file is cut short)"
        }

        static func mp4Problem(_ bytes: [UInt8]) -> String? {
            var position = 0
            var types: [String] = []
            while position < bytes.count {
                guard position + 8 <= bytes.count else { return "a box header runs past the end of the file" }
                var size = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
                let typeBytes = bytes[position + 4..<position + 8]
                let type = typeBytes.allSatisfy { (0x20...0x7E).contains($0) } ? String(decoding: typeBytes, as: UTF8.self)
                    : "0x" + typeBytes.map { String($0, radix: 16) }.joined()
                if size == 1 {
                    guard position + 16 <= bytes.count else { return "a box header runs past the end of the file" }
                    let large = bytes[position + 8..<position + 16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                    guard large <= UInt64(bytes.count) else { return "box '\(type)' runs past the end of the file" }
                    size = Int(large)
                } else if size == 0 {
                    size = bytes.count - position
                }
                guard size >= 8, size <= bytes.count - position else { return "box '\(type)' runs past the end of the file" }
                types.append(type)
                position += size
            }
            guard types.first == "ftyp" else { return "no 'ftyp' box first" }
            guard types.contains("moov"), types.contains("mdat") else { return "no 'moov' or 'mdat' box" }
            return nil
        }
    }
}
