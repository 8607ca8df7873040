import CardGeometry

/// QiDragSortView's properties, under their own names and with the defaults `initWithFrame:` sets
/// (docs/controls/sortGrid.md#properties-and-defaults), plus the demo screen's choices
/// (docs/controls/sortGrid.md#demo-screen).
public struct SortGridConfiguration: Hashable, Sendable {
    /// The control's frame on screen, in points. Its height is replaced by the grid's own (as the original does).
    public var frame: Rect
    /// `titles`: one button per title, in order.
    public var titles: [String]
    /// `columnCount`.
    public var columnCount: Int = SortGridKeys.columnCount.integerDefault
    /// `rowHeight`: each button's height, in points.
    public var rowHeight: Double = SortGridKeys.rowHeight.numberDefault
    /// `rowPadding`: the vertical gap between rows, in points.
    public var rowPadding: Double = SortGridKeys.rowPadding.numberDefault
    /// `columnPadding`: the horizontal gap between columns, in points.
    public var columnPadding: Double = SortGridKeys.columnPadding.numberDefault
    /// `rowMargin`: the top and bottom inset, in points (`initWithFrame:` copies the default row padding, 30).
    public var rowMargin: Double = SortGridKeys.rowMargin.numberDefault
    /// `columnMargin`: the left and right inset, in points (`initWithFrame:` copies the default column padding, 20).
    public var columnMargin: Double = SortGridKeys.columnMargin.numberDefault
    /// `normalColor`: title and border of an unselected button.
    public var normalColor = Color(white: 0)
    /// `selectedColor`: title and border of a selected button.
    public var selectedColor = Color(red: 0, green: 0, blue: 1)
    /// `enabledTitles`: titles whose buttons take taps; `nil` = all titles.
    public var enabledTitles: [String]?
    /// `selectedTitles`: titles selected at first; `nil` = all titles.
    public var selectedTitles: [String]?
    /// The control's background (the demo: lightGray at alpha 0.5).
    public var backgroundColor: Color?
    /// How long a finger must stay on a button before it lifts, in seconds (UIKit's default, which the source keeps: 0.5).
    public var minimumPressDuration: Double = SortGridKeys.minimumPressDuration.numberDefault
    /// The lifted button's scale (the source: 1.2).
    public var liftScale: Double = SortGridKeys.liftScale.numberDefault
    /// The lift and the drop (ease-in-out), in seconds (the source: 0.25).
    public var liftDuration: Double = SortGridKeys.liftDuration.numberDefault
    /// A displaced button's move to its new slot (ease-in-out), in seconds (the source: 0.5).
    public var shiftDuration: Double = SortGridKeys.shiftDuration.numberDefault

    public init(frame: Rect, titles: [String]) {
        self.frame = frame
        self.titles = titles
    }
}
