/// One chunk of a PNG file, as positions in the file's bytes.
struct PNGChunk {
    /// The chunk's four type letters, e.g. `IDAT` (other bytes are shown as `\xNN`).
    var type: String
    /// Where the chunk starts (its length field), in bytes from the start of the file.
    var offset: Int
    /// Where its data lies in the file's bytes.
    var data: Range<Int>
    /// The whole chunk (length, type, data, CRC) in the file's bytes.
    var whole: Range<Int> { offset..<(data.upperBound + 4) }

    /// Whether the chunk is critical (its first letter is upper case): a reader that does not know it must stop.
    var isCritical: Bool { type.utf8.first.map { $0 & 0x20 == 0 } ?? true }

    /// `chunk fdAT at byte 12345`, for messages.
    var name: String { "chunk \(type) at byte \(offset)" }
}

/// Reads the chunks of PNG bytes one after the other, checking the signature, each chunk's length against the
/// bytes left and each CRC. Errors name the chunk and its byte offset.
struct PNGChunkReader {
    let bytes: [UInt8]
    /// Where the next chunk starts, in bytes from the start of the file.
    private(set) var offset = PNGChunkWriter.signature.count

    init(_ bytes: [UInt8]) throws(AnimationError) {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGChunkWriter.signature) else {
            throw AnimationError("not a PNG file (the signature is missing)")
        }
        self.bytes = bytes
    }

    /// The next chunk, or `nil` at the end of the bytes.
    mutating func next() throws(AnimationError) -> PNGChunk? {
        let left = bytes.count - offset
        if left == 0 { return nil }
        guard left >= 8 else { throw AnimationError("truncated in the chunk header at byte \(offset)") }
        let length = Int(Self.uint32(bytes, at: offset))
        let type = Self.typeName(bytes[(offset + 4)..<(offset + 8)])
        let chunk = PNGChunk(type: type, offset: offset, data: (offset + 8)..<(offset + 8 + min(length, left)))
        guard length <= PNGChunkWriter.maximumLength else {
            throw AnimationError("\(chunk.name): length \(length) is more than PNG allows")
        }
        guard length + 12 <= left else {
            throw AnimationError("truncated in chunk \(type) at byte \(offset) (\(length + 12) bytes long, \(left) left)")
        }
        let stored = Self.uint32(bytes, at: chunk.data.upperBound)
        guard CRC32.checksum(bytes[(offset + 4)..<chunk.data.upperBound]) == stored else {
            throw AnimationError("\(chunk.name): CRC mismatch")
        }
        offset = chunk.data.upperBound + 4
        return chunk
    }

    /// The big-endian number in the four bytes at `index`.
    static func uint32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }

    /// The big-endian number in the two bytes at `index`.
    static func uint16(_ bytes: [UInt8], at index: Int) -> UInt16 {
        UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }

    /// Four type bytes as letters, any byte that is not an ASCII letter as `\xNN`.
    private static func typeName(_ type: ArraySlice<UInt8>) -> String {
        type.map { byte in
            let letter = (65...90).contains(byte) || (97...122).contains(byte)
            let hex = String(byte, radix: 16, uppercase: true)
            return letter ? String(UnicodeScalar(byte)) : "\\x" + (byte < 16 ? "0" : "") + hex
        }.joined()
    }
}
