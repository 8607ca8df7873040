/// A call into a C image decoder (libpng's or libjpeg's reader, behind setjmp): the encoded bytes and a message
/// buffer for the C side to explain a failure, both valid for the whole call, because the reader keeps pointers
/// to them until it is closed.
enum CDecoderCall {
    /// Runs `body` with `bytes` and a 256-byte message buffer (read it with ``PNGCodec/cMessage(_:)``).
    static func run<Result>(_ bytes: [UInt8],
                            _ body: (UnsafeBufferPointer<UInt8>, UnsafeMutableBufferPointer<CChar>) throws(ImageFileError) -> Result)
        throws(ImageFileError) -> Result {
        var buffer = [CChar](repeating: 0, count: 256)
        return try bytes.withUnsafeBufferPointer { input throws(ImageFileError) -> Result in
            try buffer.withUnsafeMutableBufferPointer { message throws(ImageFileError) -> Result in try body(input, message) }
        }
    }
}
