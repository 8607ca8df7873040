import CardRender
import CardPlatform

extension FailureArtifacts {
    /// Leaves one set of failure images for failures that repeat: going through `records` in frame order, a frame
    /// whose staged expected, actual and diff images have exactly the bytes of an earlier frame's is pointed at that
    /// frame's images (and its approval at that frame's rendered image), and its own are taken out of `batch`. The
    /// report still shows every failing frame, with the images written once. Only digests are kept.
    static func shareRepeats(in records: inout [FrameRecord], batch: OutputBatch) throws {
        var firstWith: [[String]: Int] = [:]
        for position in records.indices {
            guard let paths = records[position].artifacts else { continue }
            let files = [paths.expected, paths.actual] + (paths.diff.map { [$0] } ?? [])
            var key: [String] = []
            for file in files {
                guard let staged = batch.stagedFile(for: file) else {
                    key = []
                    break
                }
                do throws(FileBytes.Failure) {
                    key.append(ContentDigest.sha256(try FileBytes.read(staged, maximumSize: ApprovalCheck.maximumImageSize)))
                } catch {
                    throw RenderFailure("\(file): \(error.reason)")
                }
            }
            // A frame without an expected image (a size mismatch writes none) has fewer files; the count is part of the key.
            guard !key.isEmpty, key.count == files.count else { continue }
            key.append(String(files.count))
            guard let first = firstWith[key] else {
                firstWith[key] = position
                continue
            }
            for file in files { batch.unstage(file) }
            let shared = records[first]
            records[position].artifacts = shared.artifacts
            records[position].approval?.actual = shared.approval?.actual ?? paths.actual
        }
    }
}
