import CardPlatform
import CardRender

/// PNG encoding for the commands, failing with a message that names the file.
enum PNGOutput {
    /// Writes encoded PNG bytes atomically.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try OutputFile.write(bytes, to: path)
    }

    static func write(_ image: RGBAImage, to path: String, options: PNGEncodingOptions = .frames) throws {
        do {
            try PNGFile.write(image, to: path, options: options)
        } catch {
            throw CommandFailure(error.path == nil ? "\(path): \(error.reason)" : error.description)
        }
    }
}
