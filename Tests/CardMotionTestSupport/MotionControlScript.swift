/// Every control's script at 60 fps with one drag, for the tests that move the drag in time (the motion
/// explanations): its `widget:` and `cards:` part and the drag's `from` and `by` (or `to`), at scale 1.
public struct MotionControlScript: Sendable, CustomStringConvertible {
    public var name: String
    public var widget: String
    public var drag: String
    public var press = ""
    public var description: String { name }

    /// The script with the drag at `at` seconds lasting `duration` seconds, `length` seconds long.
    public func script(at: Double, duration: Double, length: Double) -> String {
        """
        screen: {size: [375, 667], scale: 1, background: "#FF5050"}
        fps: 60
        duration: \(length)
        \(widget)
        timeline:
          - at: \(at)
            drag: {\(drag), duration: \(duration)\(press)}

        """
    }

    /// QiCardView: the top card dragged 60 points right, short of the removal distance, springs back.
    public static let stack = MotionControlScript(name: "stack", widget: """
        widget: {kind: stack, frame: [25, 150, 325, 420], visibleCount: 4, maxRemoveDistance: 100, maxAngle: 10}
        cards: [{title: A}, {title: B}, {title: C}, {title: D}, {title: E}]
        """, drag: "from: [187, 345], by: [60, 10]")
    /// CardView (Tantan): a slow drag right that springs back.
    public static let deck = MotionControlScript(name: "deck", widget: """
        widget: {kind: deck, frame: [67.5, 133.5, 240, 400], cardSize: [240, 400], buttons: false}
        cards: [{}, {}, {}, {}]
        """, drag: "from: [187, 333], by: [70, 0]")
    /// GCCardViewController: a slow drag left short of the next page, settling back.
    public static let switcher = MotionControlScript(name: "switcher", widget: """
        widget: {kind: switcher}
        cards: [{}, {}, {}, {}]
        """, drag: "from: [250, 333], by: [-110, 0]")
    /// QiDragSortView: a long press lifts the first button, the finger takes it along the row.
    public static let sortGrid = MotionControlScript(name: "sortGrid", widget: """
        widget: {kind: sortGrid, frame: [0, 100, 375, 0], titles: [A, B, C, D, E, F], columnCount: 3, rowHeight: 50,
                 rowPadding: 20, rowMargin: 30, columnPadding: 20, columnMargin: 30}
        """, drag: "from: [75.8, 155], to: [299.2, 155]", press: ", press: 1.0")

    public static let all = [stack, deck, switcher, sortGrid]
}

