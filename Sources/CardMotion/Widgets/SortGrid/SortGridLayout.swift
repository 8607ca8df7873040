import CardGeometry

/// QiDragSortView's grid (`buttonWithTag:` and the height set in `setTitles:`;
/// docs/controls/sortGrid.md#building-and-grid-layout).
public struct SortGridLayout: Hashable, Sendable {
    public var width: Double
    public var count: Int
    public var columnCount: Int
    public var rowHeight: Double
    public var rowPadding: Double
    public var columnPadding: Double
    public var rowMargin: Double
    public var columnMargin: Double

    public init(width: Double, count: Int, configuration: SortGridConfiguration) {
        self.width = width
        self.count = count
        columnCount = configuration.columnCount
        rowHeight = configuration.rowHeight
        rowPadding = configuration.rowPadding
        columnPadding = configuration.columnPadding
        rowMargin = configuration.rowMargin
        columnMargin = configuration.columnMargin
    }

    /// A button's width: `(width − 2·columnMargin − (columnCount − 1)·columnPadding) / columnCount`, in points.
    public var buttonWidth: Double {
        (width - 2 * columnMargin - Double(columnCount - 1) * columnPadding) / Double(columnCount)
    }

    /// The frame of the button with `tag`, in the control's coordinates.
    public func frame(for tag: Int) -> Rect {
        let row = tag / columnCount, column = tag % columnCount
        let buttonWidth = self.buttonWidth
        return Rect(x: columnMargin + Double(column) * (buttonWidth + columnPadding),
                    y: rowMargin + Double(row) * (rowHeight + rowPadding), width: buttonWidth, height: rowHeight)
    }

    /// Rows: `ceil(count / columnCount)`.
    public var rowCount: Int { (count + columnCount - 1) / columnCount }

    /// The control's height: `2·rowMargin + rows·rowHeight + (rows − 1)·rowPadding`, in points.
    public var height: Double {
        2 * rowMargin + Double(rowCount) * rowHeight + Double(rowCount - 1) * rowPadding
    }
}
