import CardMotionTesting
import XCTest

/// XCTest: every frame of Scripts/swipe.yaml against __Goldens__/StackXCTests/testEveryFrameOfTheSwipe/swipe/. A
/// mismatch is an XCTest failure on the line of the assertion.
final class StackXCTests: XCTestCase {
    func testEveryFrameOfTheSwipe() {
        assertFrames(of: "Scripts/swipe.yaml")
    }
}
