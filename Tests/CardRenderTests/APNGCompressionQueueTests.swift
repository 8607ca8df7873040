import Foundation
import Testing
@testable import CardRender

/// Frames compressed in parallel come back by frame number whatever order their jobs end in, and a failure is the
/// lowest-numbered one.
@Suite struct APNGCompressionQueueTests {
    @Test func outputsComeBackByFrameNumber() throws {
        let queue = APNGCompressionQueue()
        for index in 0..<12 {
            queue.submit(index) { () throws(AnimationError) -> APNGCompressionQueue.Output in
                usleep(UInt32((12 - index) * 2_000))  // later frames end first
                return .init(data: [UInt8(index)], blend: index % 2 == 0 ? .source : .over)
            }
        }
        let outputs = try queue.collect()
        #expect(outputs.keys.sorted() == Array(0..<12))
        for (index, output) in outputs {
            #expect(output.data == [UInt8(index)])
            #expect(output.blend == (index % 2 == 0 ? .source : .over))
        }
        #expect(try queue.collect().isEmpty, "collected outputs are handed over once")
    }

    @Test func theLowestFailingFrameIsReported() {
        let queue = APNGCompressionQueue()
        for index in 0..<6 {
            queue.submit(index) { () throws(AnimationError) -> APNGCompressionQueue.Output in
                usleep(UInt32((6 - index) * 2_000))
                if index == 2 || index == 4 { throw AnimationError("frame \(index) failed") }
                return .init(data: [], blend: .source)
            }
        }
        #expect(throws: AnimationError("frame 2 failed")) { try queue.collect() }
    }
}
