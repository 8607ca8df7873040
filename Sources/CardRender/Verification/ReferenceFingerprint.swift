/// A short fingerprint of a reference file's exact bytes (its size and CRC-32), to tell whether a reference
/// changed between a `verify` run and an approval of its failures. It detects change, not tampering.
public enum ReferenceFingerprint {
    /// The fingerprint of the file at `path`, `size-crc` in hexadecimal.
    public static func of(_ path: String) throws(PNGError) -> String {
        let bytes = try PNGCodec.read(contentsOf: path)
        return String(bytes.count, radix: 16) + "-" + String(CRC32.checksum(bytes[...]), radix: 16)
    }
}
