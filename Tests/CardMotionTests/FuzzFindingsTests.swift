import CardMotionFuzzing
import CardMotionTestSupport
import Foundation
import Testing

/// Inputs that once crashed `scripts/fuzz`, replayed through the same target, each with the outcome it has now.
@Suite struct FuzzFindingsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFindings")

    static let expected: [String: ScriptFuzzTarget.Outcome] = [
        // A 20-point-high stack frame with 4 visible cards 10 points apart scaled the back cards by 0 and
        // divided by that scale: NaN transforms. Now a decoding error on the frame.
        "stack-frame-too-small-for-its-spacing.yaml": .rejected(
            "fuzz.yaml:11:10: widget.frame: 20.0 points high leaves no room for 4 visible cards 10.0 points apart (interitemSpacing): the back card would shrink to nothing; make it more than 60.0 points"),
        // One card left and two swipes at 3.2 s: the first empties the stack, the reload brings card 0 back and
        // the second swipes it too, so two snapshots of card 0 flew at once under one id. The second is now
        // snapshot-0-2. Every frame (frames at 20 fps, up to the settle) is checked.
        "stack-two-swipes-at-once-after-a-reload.yaml": .played(frames: 75),
    ]

    @Test func everyFindingIsListed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == Self.expected.keys.sorted())
    }

    @Test(arguments: expected.keys.sorted())
    func findingNoLongerCrashes(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        #expect(ScriptFuzzTarget.exercise(bytes, baseDirectory: Repository.examples) == Self.expected[name])
    }
}
