import CDeflate

/// The CRC-32 every PNG chunk ends with (ISO 3309 / ITU-T V.42, zlib's `crc32`), computed by libdeflate, which
/// also compresses the chunks' data.
enum CRC32 {
    /// The value before any byte (pass it to the first ``update(_:with:)``).
    static let start: UInt32 = 0

    /// The CRC of the bytes behind `value` followed by `bytes` (libdeflate inverts before and after each call, so
    /// the value between calls is already the CRC).
    static func update(_ value: UInt32, with bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBytes { libdeflate_crc32(value, $0.baseAddress, $0.count) }
    }

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 { update(start, with: bytes) }
}
