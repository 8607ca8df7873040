import CardRender
import CardPlatform

/// How many workers `compare` of two folders may run: each worker holds a pair's decoded images and its diff at
/// once, so memory follows the images' **decoded** size, which a small file can multiply (a 250 KB PNG may decode
/// to 8000 x 8000 pixels, 256 MB). Every PNG's header (IHDR) is read before anything is decoded, and the workers
/// are as many as the largest pair allows within ``byteBudget``, never fewer than one.
public enum CompareMemoryBudget {
    /// Decoded bytes that `compare`'s workers may hold together: 1 GiB, or half the memory available when that is
    /// less.
    public static let byteBudget = 1 << 30
    /// Pixel buffers one worker holds for a pair at its peak: both images, the diff, and the diff's encoding.
    public static let buffersPerPair = 4

    /// The pixels of the largest image of `entries` in folders `a` and `b`, from the headers (at most the PNG pixel
    /// limit, beyond which decoding refuses the file), and its path; 0 and `nil` when no file is a PNG.
    public static func largestImage(of entries: [FolderPairs.Entry], a: String, b: String) -> (pixels: Int, path: String?) {
        var largest: (pixels: Int, path: String?) = (0, nil)
        for entry in entries {
            for folder in [a, b] {
                let path = PairComparer.path(folder, entry.name)
                guard let size = PNGHeaderSize.read(path) else { continue }
                let pixels = min(size.width * size.height, PNGHeaderSize.pixelLimit)
                if pixels > largest.pixels { largest = (pixels, path) }
            }
        }
        return largest
    }

    /// The workers for `requested` jobs when the largest image has `pixels` pixels (`path`, for the note), with
    /// `available` bytes of memory (`nil`: unknown); and a line saying why when it is lower than asked.
    public static func jobs(requested: Int, pixels: Int, path: String?, available: Int?) -> (jobs: Int, note: String?) {
        let budget = min(byteBudget, available.map { $0 / 2 } ?? byteBudget)
        let perWorker = pixels * 4 * buffersPerPair
        let fitting = max(1, budget / max(1, perWorker))
        guard fitting < requested else { return (requested, nil) }
        return (fitting, "--jobs \(requested) lowered to \(fitting): \(path ?? "an image") decodes to \(pixels) pixels, about \(WorkerBudget.gigabytes(perWorker)) per worker with its pair and diff, within compare's \(WorkerBudget.gigabytes(budget)) of decoded images")
    }
}
