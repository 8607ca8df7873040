import CPNGSupport

extension PNGCodec {
    /// Decodes PNG bytes as ``decode(_:maximumPixels:)`` does, into `storage` when it has the image's size in bytes
    /// (`width × height × 4`) instead of into new memory; `storage` is left empty, or holds its old bytes again when
    /// the decoding fails. A caller decoding many images of one size hands each image's pixels back for the next
    /// one, and allocates no frame-sized buffer (and takes no fresh page of memory) per image.
    public static func decode(_ bytes: [UInt8], reusing storage: inout [UInt8],
                              maximumPixels: Int = defaultMaximumPixels) throws(PNGError) -> RGBAImage {
        var buffer = [CChar](repeating: 0, count: 256)
        // The reader keeps both pointers until it is closed: everything happens inside both closures.
        return try bytes.withUnsafeBufferPointer { input throws(PNGError) -> RGBAImage in
            try buffer.withUnsafeMutableBufferPointer { message throws(PNGError) -> RGBAImage in
                var width: UInt32 = 0, height: UInt32 = 0
                guard let reader = cm_png_reader_open(input.baseAddress, input.count, UInt64(max(0, maximumPixels)),
                                                      &width, &height, message.baseAddress, message.count) else {
                    throw PNGError(reason: cMessage(Array(message)))
                }
                let count = Int(width) * Int(height) * 4
                var pixels: [UInt8] = []
                swap(&pixels, &storage)
                if pixels.count != count {
                    // Not initialised here: the reader writes every byte.
                    pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
                }
                let status = pixels.withUnsafeMutableBufferPointer { cm_png_reader_read(reader, $0.baseAddress) }
                guard status == 0 else {
                    swap(&pixels, &storage)
                    throw PNGError(reason: cMessage(Array(message)))
                }
                return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
            }
        }
    }
}
