import CPangoCairo

/// The SHA-256 digest of a file's exact bytes, by GLib's `GChecksum` (linked already through Pango): what `verify`
/// records for every rendered frame and reference it leaves for `approve`, and what `approve` checks them against.
public enum ContentDigest {
    /// The SHA-256 of `bytes`, as 64 lowercase hexadecimal digits.
    public static func sha256(_ bytes: [UInt8]) -> String {
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else {
            // GLib returns NULL only for an unknown checksum type; SHA-256 is always known.
            preconditionFailure("GLib has no SHA-256")
        }
        defer { g_checksum_free(checksum) }
        // g_checksum_update takes a gssize length: feed the bytes in pieces that fit whatever its width.
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = min(buffer.count - offset, 1 << 30)
                g_checksum_update(checksum, buffer.baseAddress! + offset, gssize(count))
                offset += count
            }
        }
        return String(cString: g_checksum_get_string(checksum))
    }

    /// Whether `text` has the form of a digest from ``sha256(_:)``: 64 lowercase hexadecimal digits.
    public static func isSHA256(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
