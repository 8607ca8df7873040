/// The CRC-32 every PNG chunk ends with (ISO 3309 / ITU-T V.42: polynomial 0xEDB88320 in reflected form, initial
/// value and final XOR 0xFFFFFFFF), computed a byte at a time from a 256-entry table.
enum CRC32 {
    /// The CRC register's change for each value of its low byte.
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The register before any byte (pass it to the first ``update(_:with:)``).
    static let start: UInt32 = 0xFFFF_FFFF

    /// `register` after `bytes`.
    static func update(_ register: UInt32, with bytes: ArraySlice<UInt8>) -> UInt32 {
        table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { bytes in
                var crc = register
                for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
                return crc
            }
        }
    }

    /// The CRC of a register that has seen every byte.
    static func finish(_ register: UInt32) -> UInt32 { ~register }

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        finish(update(start, with: bytes))
    }
}
