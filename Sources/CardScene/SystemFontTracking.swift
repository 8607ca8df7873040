/// The tracking iOS gives the system font (SF Pro) at each point size, applied to the system font and its stand-ins
/// when a text gives no `kern`.
///
/// The values are the "Tracking (points)" column of the SF Pro table in Apple's Human Interface Guidelines,
/// Typography, "Tracking values" (iOS, iPadOS), sizes 6 to 96 points. Between two listed sizes the tracking is
/// interpolated linearly; below 6 points it is 6's, above 96 points it is 96's (0).
public enum SystemFontTracking {
    /// (size in points, tracking in points), by size.
    public static let table: [(size: Double, tracking: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
        (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37),
        (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33),
        (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24),
        (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0),
        (96, 0),
    ]

    /// The extra space after every character for the system font at `size` points, in points.
    public static func tracking(size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if !(size > first.size) { return first.tracking }
        if size >= last.size { return last.tracking }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let high = table[upper], low = table[upper - 1]
        if high.size == size { return high.tracking }
        let fraction = (size - low.size) / (high.size - low.size)
        return low.tracking + (high.tracking - low.tracking) * fraction
    }
}
