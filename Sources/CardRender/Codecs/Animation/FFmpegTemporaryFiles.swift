import CardPlatform
import Foundation

extension FFmpegEncoder {
    /// The files ffmpeg writes for one animation, all in a private folder of their own: `cardmotion-UUID` in
    /// `NSTemporaryDirectory()`, created new (never one that is there already) with mode 0700, owned by this run
    /// through a lock, and removed whole (``TemporaryFolders``: a run killed with SIGKILL leaves it only until the
    /// next run starts).
    struct TemporaryFiles: Sendable {
        /// The folder's path.
        let folder: String
        /// The file's kind, which names ``output``.
        let kind: Kind

        /// Creates the folder (in `parent`, the system's temporary folder by default), first removing the folders
        /// of dead runs there.
        init(kind: Kind, in parent: String = NSTemporaryDirectory()) throws(AnimationError) {
            self.kind = kind
            do {
                folder = try TemporaryFolders.make(in: parent)
            } catch {
                throw AnimationError(error.reason)
            }
        }

        /// The finished file, which ``FFmpegEncoder/finish()`` reads: `animation.gif` or `animation.mp4`.
        var output: String { folder + "/animation." + kind.rawValue }
        /// GIF only: every kept frame, losslessly, written by the first pass and read by the second.
        var frames: String { folder + "/frames.nut" }
        /// GIF only: the 256-colour palette of the whole animation (a 16 x 16 PNG), written by the first pass.
        var palette: String { folder + "/palette.png" }

        /// The size of ``output`` so far, in bytes (0 before it exists): how a pass that writes it shows progress.
        var outputSize: Int {
            FilePath.size(of: output) ?? 0
        }

        /// Removes the folder and everything in it.
        func remove() {
            TemporaryFolders.remove(folder)
        }
    }
}
