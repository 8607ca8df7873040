import CardRender
/// What `compare A B` found for one file name of two folders.
public struct PairVerdict: Sendable, Equatable {
    /// How the two files of a name compare, or which side has the only one.
    public enum Status: Sendable, Equatable {
        /// The two files have the same bytes; neither was decoded.
        case identical
        /// Different bytes, the same size, and no pixel counted as different.
        case equal
        /// This many pixels counted as different (at least one).
        case different(pixels: Int)
        /// The images have different sizes (width, height): a difference, with no pixel comparison.
        case sizeDiffers(a: PixelDimensions, b: PixelDimensions)
        /// The file is in folder A only.
        case onlyInA
        /// The file is in folder B only.
        case onlyInB

        /// Every status's name, in the order the summary and `--json`'s totals count them.
        public static let names = ["identical", "equal", "different", "size-differs", "only-in-a", "only-in-b"]

        /// The status's name in `--json`: `identical`, `equal`, `different`, `size-differs`, `only-in-a`, `only-in-b`.
        public var name: String {
            switch self {
            case .identical: "identical"
            case .equal: "equal"
            case .different: "different"
            case .sizeDiffers: "size-differs"
            case .onlyInA: "only-in-a"
            case .onlyInB: "only-in-b"
            }
        }
    }

    /// A width and height in pixels.
    public struct PixelDimensions: Sendable, Equatable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The file name (the same on both sides).
    public let name: String
    public let status: Status

    public init(name: String, status: Status) {
        self.name = name
        self.status = status
    }

    /// Whether this name makes the run a difference (exit status 1): anything but identical or equal.
    public var differs: Bool {
        switch status {
        case .identical, .equal: false
        case .different, .sizeDiffers, .onlyInA, .onlyInB: true
        }
    }

    /// Pixels counted as different: 0 for equal files, the larger image's pixel count when the sizes differ (as
    /// `compare` of two files counts it), `nil` for a file on one side only.
    public var differentPixels: Int? {
        switch status {
        case .identical, .equal: 0
        case .different(let pixels): pixels
        case .sizeDiffers(let a, let b): max(a.width * a.height, b.width * b.height)
        case .onlyInA, .onlyInB: nil
        }
    }
}
