import CPNGSupport

extension PNGCodec {
    /// Decodes PNG bytes as ``decode(_:maximumPixels:)`` does, into `storage` when it has the image's size in bytes
    /// (`width × height × 4`) instead of into new memory; `storage` is left empty, or holds its old bytes again when
    /// the decoding fails. A caller decoding many images of one size hands each image's pixels back for the next
    /// one, and allocates no frame-sized buffer (and takes no fresh page of memory) per image.
    public static func decode(_ bytes: [UInt8], reusing storage: inout [UInt8],
                              maximumPixels: Int = defaultMaximumPixels) throws(PNGError) -> RGBAImage {
        if let image = decodeCommon(bytes, reusing: &storage, maximumPixels: maximumPixels) { return image }
        return try decodeWithLibpng(bytes, reusing: &storage, maximumPixels: maximumPixels)
    }

    /// The PNGs CardMotion writes, and most others (8-bit RGB, RGBA or palette, not interlaced), read without
    /// libpng: libdeflate inflates the image data in one call, four to six times faster than libpng's zlib on
    /// 750 x 1334 frames (about 1 ms instead of 4 to 6), which is most of the cost of `verify` and `compare`
    /// beside drawing. `nil`, with `storage` as it was or holding a buffer of the image's size, for any other PNG
    /// and for any damage: ``decode(_:reusing:maximumPixels:)`` then asks libpng, which reads every PNG and names
    /// the problem. Both give the same pixels (`PNGDecodeTests`).
    static func decodeCommon(_ bytes: [UInt8], reusing storage: inout [UInt8], maximumPixels: Int) -> RGBAImage? {
        var width: UInt32 = 0, height: UInt32 = 0
        guard bytes.withUnsafeBufferPointer({ cm_png_common_header($0.baseAddress, $0.count, &width, &height) }) == 1,
              UInt64(width) * UInt64(height) <= UInt64(max(0, maximumPixels)) else { return nil }
        let count = Int(width) * Int(height) * 4
        var pixels: [UInt8] = []
        swap(&pixels, &storage)
        if pixels.count != count {
            // Not initialised here: a successful read writes every byte.
            pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        let read = bytes.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { cm_png_common_read(input.baseAddress, input.count, $0.baseAddress) }
        }
        guard read == 1 else {
            swap(&pixels, &storage)
            return nil
        }
        return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
    }

    /// Any PNG libpng reads, with its checks and messages.
    static func decodeWithLibpng(_ bytes: [UInt8], reusing storage: inout [UInt8],
                                 maximumPixels: Int) throws(PNGError) -> RGBAImage {
        try CDecoderCall.run(bytes) { input, message throws(PNGError) -> RGBAImage in
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
