import CardRender

/// The index of a reference folder's repeated frames, `same-frames.txt`: one line `frame-00010.png = frame-00003.png`
/// for each frame whose PNG bytes are those of an earlier frame, which alone is stored as a file. Blank lines and
/// lines starting with `#` are ignored.
///
/// The file comes with the repository, so nothing in it is trusted: each side must be exactly a frame file's name
/// (one component, no folder, no `..`), an entry names an earlier frame that is stored as a file (never another
/// entry: there are no chains, so no cycles), no frame is listed twice, and the file and its lines have a size
/// limit. A line that breaks a rule is a failure naming the file and the line.
public struct SameFrames: Sendable, Equatable {
    /// The index's file name in a reference folder.
    public static let fileName = "same-frames.txt"
    /// The largest index read, in bytes (4 MiB: about 100,000 entries).
    public static let maximumFileSize = 4 << 20
    /// The longest line read, in bytes (an entry of two ten-digit frame names is 43).
    public static let maximumLineLength = 100
    /// The comment that heads the file as written.
    static let header = "# Frames stored once: each line names a frame, then the earlier frame whose PNG it repeats."

    /// Why an index was refused, naming the file and the line.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// For each listed frame, the earlier frame whose file holds its bytes.
    public private(set) var earlier: [Int: Int] = [:]

    /// An index of no entries.
    public init() {}

    /// An index of `earlier` (frame to the earlier stored frame it repeats).
    public init(earlier: [Int: Int]) {
        self.earlier = earlier
    }

    /// The index in `bytes`, read from `path` (named in messages), for a folder holding the frame files `stored`
    /// (frame numbers): every rule of the type's summary checked.
    public init(parsing bytes: [UInt8], path: String, stored: Set<Int>) throws(Failure) {
        guard bytes.count <= Self.maximumFileSize else {
            throw Failure(description: "\(path): is \(bytes.count) bytes, more than the limit of \(Self.maximumFileSize) bytes")
        }
        var lineOf: [Int: Int] = [:]
        for (offset, raw) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            func refuse(_ reason: String) -> Failure { Failure(description: "\(path):\(number): \(reason)") }
            guard raw.count <= Self.maximumLineLength else {
                throw refuse("is \(raw.count) bytes long, more than the limit of \(Self.maximumLineLength)")
            }
            guard let text = String(validating: raw, as: UTF8.self) else { throw refuse("is not UTF-8 text") }
            let line = text.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            let sides = line.split(separator: "=", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard sides.count == 2 else {
                throw refuse("is not 'frame-NNNNN.png = frame-MMMMM.png' (a frame, then the earlier frame it repeats)")
            }
            guard let frame = FrameFileName.exactIndex(of: sides[0]) else {
                throw refuse("'\(sides[0])' is not a frame file name of this folder (frame-NNNNN.png)")
            }
            guard let target = FrameFileName.exactIndex(of: sides[1]) else {
                throw refuse("'\(sides[1])' is not a frame file name of this folder (frame-NNNNN.png)")
            }
            guard target < frame else {
                throw refuse("\(sides[0]) names \(sides[1]), which is not an earlier frame")
            }
            if let first = lineOf[frame] { throw refuse("\(sides[0]) is listed already on line \(first)") }
            lineOf[frame] = number
            earlier[frame] = target
        }
        for (frame, target) in earlier.sorted(by: { lineOf[$0.key]! < lineOf[$1.key]! }) {
            func refuse(_ reason: String) -> Failure { Failure(description: "\(path):\(lineOf[frame]!): \(reason)") }
            if let other = lineOf[target] {
                throw refuse("\(FrameFileName.of(frame)) names \(FrameFileName.of(target)), which is itself listed on line \(other); an entry names a stored frame, never another entry")
            }
            guard stored.contains(target) else {
                throw refuse("\(FrameFileName.of(frame)) names \(FrameFileName.of(target)), which is not in the folder")
            }
        }
    }

    /// The file's bytes: the header, then one line per entry in frame order.
    public var contents: [UInt8] {
        let lines = earlier.sorted { $0.key < $1.key }.map { "\(FrameFileName.of($0.key)) = \(FrameFileName.of($0.value))" }
        return Array(([Self.header] + lines).map { $0 + "\n" }.joined().utf8)
    }
}

extension String {
    /// The text without its leading and trailing spaces, tabs and carriage returns.
    fileprivate var trimmingSpaces: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
