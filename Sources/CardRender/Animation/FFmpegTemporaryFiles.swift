import CardPlatform
import Foundation

extension FFmpegEncoder {
    /// The files ffmpeg writes for one animation, all in a private folder of their own: `cardmotion-UUID` in
    /// `NSTemporaryDirectory()`, created new (never one that is there already) with mode 0700, and removed whole.
    struct TemporaryFiles: Sendable {
        /// The folder's path.
        let folder: String
        /// The file's kind, which names ``output``.
        let kind: Kind

        /// Creates the folder.
        init(kind: Kind) throws(AnimationError) {
            self.kind = kind
            folder = NSTemporaryDirectory() + "cardmotion-\(UUID().uuidString)"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                throw AnimationError("cannot create a temporary folder in \(NSTemporaryDirectory()): \(error.localizedDescription)")
            }
            // A clean stop (Ctrl-C) mid-render removes it too.
            TemporaryFolders.register(folder)
        }

        /// The finished file, which ``FFmpegEncoder/finish()`` reads: `animation.gif` or `animation.mp4`.
        var output: String { folder + "/animation." + kind.rawValue }
        /// GIF only: every kept frame, losslessly, written by the first pass and read by the second.
        var frames: String { folder + "/frames.nut" }
        /// GIF only: the 256-colour palette of the whole animation (a 16 x 16 PNG), written by the first pass.
        var palette: String { folder + "/palette.png" }

        /// Removes the folder and everything in it.
        func remove() {
            try? FileManager.default.removeItem(atPath: folder)
            TemporaryFolders.unregister(folder)
        }
    }
}
