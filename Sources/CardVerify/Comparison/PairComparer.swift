import CardRender
import CardPlatform
import Foundation

/// The comparison of the two files of one name, by one worker of `compare A B` over folders, on the worker's thread
/// (the workers compare different pairs in parallel; a pair is never split). Each worker has its own comparer.
///
/// Files with the same bytes are identical without being decoded. Otherwise both are decoded and compared as
/// `compare` compares two files; a pair that differs gets its diff image encoded and staged in the run's
/// `OutputBatch` (a temporary name in the diff folder), put in place only when the whole run succeeds. The comparer keeps the frame-sized buffers of
/// its last pair (both images and the diff) and decodes and draws the next pair into them: pairs of one size cost
/// no allocation and no fresh memory.
public final class PairComparer {
    /// The comparison's settings, the command line's.
    public let options: PixelmatchOptions
    /// The folder of the diff images (`--output`), or `nil` for none.
    public let diffFolder: String?
    /// Where the diffs are staged.
    public let batch: OutputBatch
    private var spareA: [UInt8] = []
    private var spareB: [UInt8] = []
    private var spareDiff: [UInt8] = []

    public init(options: PixelmatchOptions, diffFolder: String?, batch: OutputBatch) {
        self.options = options
        self.diffFolder = diffFolder
        self.batch = batch
    }

    /// Compares `a/name` with `b/name`: the verdict, and the path of the diff staged in ``batch`` when they differ
    /// and there is a diff folder. Unreadable or broken PNGs fail with a `RenderFailure` naming the file.
    public func compare(_ name: String, in a: String, and b: String) throws -> (verdict: PairVerdict, diff: String?) {
        let pathA = Self.path(a, name), pathB = Self.path(b, name)
        let bytesA = try Self.read(pathA), bytesB = try Self.read(pathB)
        if Self.same(bytesA, bytesB) { return (PairVerdict(name: name, status: .identical), nil) }
        let imageA = try Self.decode(bytesA, from: pathA, reusing: &spareA)
        defer { spareA = imageA.pixels }
        let imageB = try Self.decode(bytesB, from: pathB, reusing: &spareB)
        defer { spareB = imageB.pixels }
        guard imageA.width == imageB.width, imageA.height == imageB.height else {
            let status = PairVerdict.Status.sizeDiffers(a: .init(width: imageA.width, height: imageA.height),
                                                        b: .init(width: imageB.width, height: imageB.height))
            return (PairVerdict(name: name, status: status), nil)
        }
        let result = Pixelmatch.compare(imageA, imageB, options: options, drawDiff: diffFolder != nil, threads: 1,
                                        reusing: &spareDiff)
        defer { if let diff = result.diffImage { spareDiff = diff.pixels } }
        guard result.differentPixels > 0 else { return (PairVerdict(name: name, status: .equal), nil) }
        let verdict = PairVerdict(name: name, status: .different(pixels: result.differentPixels))
        guard let diffFolder, let diff = result.diffImage else { return (verdict, nil) }
        let path = Self.path(diffFolder, name)
        try stage(diff, to: path)
        return (verdict, path)
    }

    /// `folder/name`, with one slash between them.
    public static func path(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Whether two files have the same bytes: sizes first, then the bytes.
    public static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { a in b.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// The bytes of the file at `path`; a failure names it.
    public static func read(_ path: String) throws -> [UInt8] {
        do {
            return try PNGCodec.read(contentsOf: path)
        } catch {
            throw RenderFailure(error.description)
        }
    }

    /// `bytes` (read from `path`) decoded into `storage`'s memory; a failure names `path`.
    public static func decode(_ bytes: [UInt8], from path: String, reusing storage: inout [UInt8]) throws -> RGBAImage {
        do {
            return try PNGCodec.decode(bytes, reusing: &storage)
        } catch {
            throw RenderFailure("\(path): \(error.reason)")
        }
    }

    /// Encodes `diff` and stages it for `path` in ``batch``.
    private func stage(_ diff: RGBAImage, to path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try PNGCodec.encode(diff, options: .diffs)
        } catch {
            throw RenderFailure("\(path): \(error.reason)")
        }
        do {
            try batch.write(bytes, to: path)
        } catch {
            throw RenderFailure(error.description)
        }
    }
}
