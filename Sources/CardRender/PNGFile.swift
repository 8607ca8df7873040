import Foundation

/// PNG files written so that no reader ever sees half of one: encoded, written to a hidden temporary file in the
/// same folder (created if needed), then renamed over the destination.
public enum PNGFile {
    public static func write(_ image: RGBAImage, to path: String, options: PNGEncodingOptions = .frames) throws(PNGError) {
        let bytes = try PNGCodec.encode(image, options: options)
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw PNGError(path: path, reason: "cannot create the folder \(folder)")
        }
        let temporary = folder + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw PNGError(path: path, reason: "cannot be written: \(String(cString: strerror(errno)))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw PNGError(path: path, reason: "cannot be written: \(reason)")
        }
    }
}
