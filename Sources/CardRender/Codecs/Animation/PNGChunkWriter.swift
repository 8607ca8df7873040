/// Writes PNG chunks: a 4-byte big-endian data length, the 4-letter type, the data, and the CRC-32 of type and data.
struct PNGChunkWriter {
    /// The eight bytes every PNG (and APNG) file starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The largest data length a chunk may declare, in bytes (2^31 - 1, PNG's limit).
    static let maximumLength = 0x7FFF_FFFF

    /// The file so far.
    private(set) var bytes: [UInt8]

    /// A writer whose bytes start with ``signature``; `capacity` is the expected file size, in bytes.
    init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes += Self.signature
    }

    /// Appends one chunk of type `type` (four ASCII letters) whose data is `parts` one after the other (so that a
    /// sequence number and a compressed stream need not be joined first); their total must not exceed ``maximumLength``.
    mutating func append(_ type: String, _ parts: ArraySlice<UInt8>...) {
        let typeBytes = ArraySlice(type.utf8)
        precondition(typeBytes.count == 4, "a chunk type has four letters")
        let length = parts.reduce(0) { $0 + $1.count }
        precondition(length <= Self.maximumLength, "chunk data longer than PNG allows")
        bytes += Self.bigEndian(UInt32(length))
        bytes += typeBytes
        var crc = CRC32.update(CRC32.start, with: typeBytes)
        for part in parts {
            bytes += part
            crc = CRC32.update(crc, with: part)
        }
        bytes += Self.bigEndian(crc)
    }

    /// Appends a chunk whose data is `data`.
    mutating func append(_ type: String, _ data: [UInt8]) {
        append(type, data[...])
    }

    /// Appends a zlib stream of image data as IDAT chunks: one, or as many as PNG's chunk length limit needs.
    mutating func appendImageData(_ stream: [UInt8]) {
        var start = 0
        repeat {
            let end = min(stream.count, start + Self.maximumLength)
            append("IDAT", stream[start..<end])
            start = end
        } while start < stream.count
    }

    /// One chunk whose data is `data`, whole (length, type, data, CRC), without a file around it: what
    /// ``appendRaw(_:)`` takes, and the chunks a stream is read back with.
    static func chunk(_ type: String, _ data: [UInt8]) -> ArraySlice<UInt8> {
        var writer = PNGChunkWriter()
        writer.append(type, data)
        return writer.bytes.dropFirst(signature.count)
    }

    /// Appends bytes as they are (a chunk copied whole from another file).
    mutating func appendRaw(_ chunk: ArraySlice<UInt8>) {
        bytes += chunk
    }

    /// IHDR's data for an image of `width` x `height` pixels of PNG colour type `colorType` (2 RGB, 3 palette,
    /// 6 RGBA): bit depth 8, deflate, adaptive filtering (filter method 0), not interlaced.
    static func imageHeader(width: Int, height: Int, colorType: UInt8) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
    }

    /// `value` as four bytes, most significant first, as PNG writes every number.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// `value` as two bytes, most significant first.
    static func bigEndian16(_ value: UInt16) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
