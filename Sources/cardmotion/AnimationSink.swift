import CardRender
import Foundation

/// Frames that the pipeline's workers deliver in any order, appended to an animation encoder in frame order.
///
/// A frame that arrives early waits until those before it have come; the pipeline finishes a batch before it
/// starts the next, so at most one batch of frames waits here.
final class AnimationSink: @unchecked Sendable {
    private let encoder: any AnimationEncoder
    private let lock = NSLock()
    private var next: Int
    private var waiting: [Int: RGBAImage] = [:]

    /// A sink whose first frame is `first`.
    init(encoder: any AnimationEncoder, first: Int) {
        self.encoder = encoder
        next = first
    }

    /// Takes frame `index`, and appends every frame that is now next in order.
    func add(_ index: Int, _ image: RGBAImage) throws(AnimationError) {
        lock.lock()
        defer { lock.unlock() }
        waiting[index] = image
        while let frame = waiting.removeValue(forKey: next) {
            try encoder.append(frame)
            next += 1
        }
    }

    /// The animation's bytes, once every frame has come.
    func finish() throws(AnimationError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        precondition(waiting.isEmpty, "frames \(waiting.keys.sorted()) never had their predecessors")
        return try encoder.finish()
    }
}
