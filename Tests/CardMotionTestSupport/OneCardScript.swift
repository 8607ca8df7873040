import Foundation

/// Writes at `path` a script of two frames (0 and 0.1 s at 10 fps) on a 60 x 60 pt screen at scale 1, whose one stack
/// card (60 x 40 pt, 2,400 pixels) is painted `color` and nothing moves; `verify` is appended as its last line (a
/// `verify:` section, or nothing). For the tests of what a threshold lets pass.
public func writeOneCardScript(_ path: String, color: String, verify: String = "") throws {
    try """
    screen: {size: [60, 60], scale: 1}
    fps: 10
    duration: 0.1
    widget: {kind: stack, frame: [0, 0, 60, 60]}
    cell: {backgroundColor: "\(color)", cornerRadius: 0}
    cards: [{}]
    \(verify)

    """.write(toFile: path, atomically: true, encoding: .utf8)
}
