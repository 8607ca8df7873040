import CardMotionTestSupport
import Foundation

/// A short script for tests of the library, written as `throw.yaml` into a new temporary folder (or `folder`): a
/// stack of three cards, one drag that throws the top card away, at `fps` frames per second and half scale. Its
/// path.
func throwScript(in folder: String? = nil, fps: Int = 10) throws -> String {
    let path = try (folder ?? temporaryFolder()) + "/throw.yaml"
    try """
    screen: {size: [375, 667], scale: 0.5}
    fps: \(fps)
    widget: {kind: stack, frame: [25, 150, 325, 420]}
    cards: [{title: One}, {title: Two}, {title: Three}]
    timeline:
      - {at: 0.2, drag: {from: [187, 360], by: [220, 20], duration: 0.3}}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}
