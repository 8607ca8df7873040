import Foundation

/// Files of the repository the tests run in: the examples, and the shared conformance fixtures beside it.
public enum Repository {
    /// The repository's root folder, found from this file's place in it (`Tests/CardMotionTestSupport/`).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardizedFileURL

    /// The folder of the example scripts, `Examples/`.
    public static let examples = root.appendingPathComponent("Examples").path

    /// The path of the example script `Examples/<name>.yaml`.
    public static func example(_ name: String) -> String { examples + "/" + name + ".yaml" }

    /// `Examples/stack.yaml`, the quick example most command-line tests run.
    public static let stackExample = example("stack")

    /// pixelmatch's own test images and cases, `../shared/conformance/pixelmatch` beside the repository; it may be
    /// absent, and the tests that need it are then skipped.
    public static let pixelmatchFixtures = root.appendingPathComponent("../shared/conformance/pixelmatch").standardizedFileURL.path
}
