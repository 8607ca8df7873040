import CardPlatform
import Foundation

/// PNG files written so that no reader ever sees half of one: encoded, then written through `OutputFile` (a
/// temporary file renamed when complete) into a folder created if needed.
public enum PNGFile {
    /// Writes `image` to `path`; with a `batch`, only stages it there, to be put in place by the batch's commit
    /// with the run's other files (`OutputBatch`).
    public static func write(_ image: RGBAImage, to path: String, options: PNGEncodingOptions = .frames,
                             batch: OutputBatch? = nil) throws(PNGError) {
        let bytes = try PNGCodec.encode(image, options: options)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try Folders.make(folder)
        } catch {
            throw PNGError(path: path, reason: error.description)
        }
        do {
            if let batch {
                try batch.write(bytes, to: path)
            } else {
                try OutputFile.write(bytes, to: path)
            }
        } catch {
            throw PNGError(path: path, reason: "cannot be written: \(error.reason)")
        }
    }
}
