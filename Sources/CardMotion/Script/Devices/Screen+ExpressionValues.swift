extension Screen {
    /// The names a layer's expressions read of the screen, in points: its size and its safe area's insets.
    public static let expressionNames = ["screen.width", "screen.height",
                                         "safeArea.top", "safeArea.bottom", "safeArea.left", "safeArea.right"]

    /// The value of each of ``expressionNames`` on this screen.
    public var expressionValues: [String: Double] {
        ["screen.width": size.width, "screen.height": size.height,
         "safeArea.top": safeArea.top, "safeArea.bottom": safeArea.bottom,
         "safeArea.left": safeArea.left, "safeArea.right": safeArea.right]
    }
}
