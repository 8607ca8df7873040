/// SVG path data (the `d` attribute; SVG 1.1 "Paths", 8.3, and SVG 2's grammar), read into absolute
/// ``PathElement``s: every command `M L H V C S Q T A Z`, absolute (upper case) and relative (lower case), with
/// implicit repeats (numbers after a command repeat it; after a moveto they are linetos), numbers written as
/// SVG allows (`1.5.5` is 1.5 and .5, `1e-3`, `-.5`, no separator before a minus sign), and arc flags written
/// without separators (`a1 1 0 00 1 1`). Quadratic curves become the cubic curves that trace them exactly; arcs
/// become cubic Béziers of at most 90 degrees each (``PathElement/arc(from:to:radii:rotation:largeArc:sweep:)``).
///
/// Unlike a browser, which draws a path up to its first error, bad data is refused whole, with the offset of the
/// character at fault.
public enum PathData {
    /// The most Unicode scalars of one path's data.
    public static let maxCharacters = 100_000
    /// The most commands of one path, each implicit repeat counted (an arc draws at most four curves).
    public static let maxCommands = 10_000
    /// The largest magnitude of a number in path data: far beyond any drawing, small enough that no arithmetic on
    /// it overflows.
    public static let maxMagnitude = 1_000_000.0

    /// The elements of `text`, in absolute coordinates.
    public static func parse(_ text: String) throws(PathDataError) -> [PathElement] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= maxCharacters else {
            throw PathDataError(offset: maxCharacters, message: "path data of \(scalars.count) characters exceeds the limit of \(maxCharacters)")
        }
        var reader = PathDataReader(scalars: scalars)
        return try reader.read()
    }
}

/// Reads path data one command at a time, keeping the current point, the subpath's start and the last control
/// point (for `S` and `T`, which reflect it).
private struct PathDataReader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var elements: [PathElement] = []
    var current = Point.zero
    var subpathStart = Point.zero
    /// The second control point of the last cubic (after `C` or `S`), else `nil`.
    var lastCubicControl: Point?
    /// The control point of the last quadratic (after `Q` or `T`), else `nil`.
    var lastQuadraticControl: Point?
    var commands = 0

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func read() throws(PathDataError) -> [PathElement] {
        skipWhitespace()
        guard index < scalars.count else { throw PathDataError(offset: 0, message: "the path data is empty") }
        var first = true
        while index < scalars.count {
            let commandOffset = index
            let letter = scalars[index]
            if first, letter != "M", letter != "m" {
                throw PathDataError(offset: index, message: "path data must start with a moveto (M or m), found \(Self.shown(letter))")
            }
            guard Self.commandLetters.contains(letter) else {
                throw PathDataError(offset: index, message: "expected a command letter (M L H V C S Q T A Z, or lower case), found \(Self.shown(letter))")
            }
            first = false
            index += 1
            try command(letter, at: commandOffset)
            skipWhitespace()
        }
        return elements
    }

    static let commandLetters = Set("MmLlHhVvCcSsQqTtAaZz".unicodeScalars)

    /// One command letter and every set of arguments after it (implicit repeats).
    private mutating func command(_ letter: Unicode.Scalar, at offset: Int) throws(PathDataError) {
        let relative = letter.properties.isLowercase
        let upper = Character(String(letter).uppercased())
        if upper == "Z" {
            try count(at: offset)
            elements.append(.close)
            current = subpathStart
            lastCubicControl = nil
            lastQuadraticControl = nil
            return
        }
        var repeatIndex = 0
        var comma: Int?
        repeat {
            skipWhitespace()
            try count(at: index)
            let base = relative ? current : .zero
            switch upper {
            case "M":
                let point = try pair(base)
                if repeatIndex == 0 {
                    elements.append(.move(to: point))
                    subpathStart = point
                } else {
                    elements.append(.line(to: point))
                }
                current = point
                lastCubicControl = nil; lastQuadraticControl = nil
            case "L":
                current = try pair(base)
                elements.append(.line(to: current))
                lastCubicControl = nil; lastQuadraticControl = nil
            case "H":
                current = Point(x: try number() + base.x, y: current.y)
                elements.append(.line(to: current))
                lastCubicControl = nil; lastQuadraticControl = nil
            case "V":
                current = Point(x: current.x, y: try number() + base.y)
                elements.append(.line(to: current))
                lastCubicControl = nil; lastQuadraticControl = nil
            case "C":
                let control1 = try pair(base), control2 = try pair(base), end = try pair(base)
                cubic(control1, control2, end)
            case "S":
                let control1 = lastCubicControl.map { reflect($0) } ?? current
                let control2 = try pair(base), end = try pair(base)
                cubic(control1, control2, end)
            case "Q":
                let control = try pair(base), end = try pair(base)
                quadratic(control, end)
            case "T":
                let control = lastQuadraticControl.map { reflect($0) } ?? current
                quadratic(control, try pair(base))
            default:  // "A"
                let rx = try number(), ry = try number(), rotation = try number()
                let largeArc = try flag(), sweep = try flag()
                let end = try pair(base)
                elements.append(contentsOf: PathElement.arc(from: current, to: end, radii: Size(width: rx, height: ry),
                                                            rotation: rotation, largeArc: largeArc, sweep: sweep))
                current = end
                lastCubicControl = nil; lastQuadraticControl = nil
            }
            repeatIndex += 1
            skipWhitespace()
            comma = index < scalars.count && scalars[index] == "," ? index : nil
            skipCommaAndWhitespace()
        } while startsNumber()
        if let comma { throw PathDataError(offset: comma, message: "a comma must be followed by a number") }
    }

    private mutating func count(at offset: Int) throws(PathDataError) {
        commands += 1
        guard commands <= PathData.maxCommands else {
            throw PathDataError(offset: offset, message: "more than \(PathData.maxCommands) commands (implicit repeats counted)")
        }
    }

    private mutating func cubic(_ control1: Point, _ control2: Point, _ end: Point) {
        elements.append(.curve(control1: control1, control2: control2, to: end))
        current = end
        lastCubicControl = control2
        lastQuadraticControl = nil
    }

    /// A quadratic Bézier as the cubic that traces it: controls two thirds of the way from each end to `control`.
    private mutating func quadratic(_ control: Point, _ end: Point) {
        let control1 = Point(x: current.x + 2 * (control.x - current.x) / 3, y: current.y + 2 * (control.y - current.y) / 3)
        let control2 = Point(x: end.x + 2 * (control.x - end.x) / 3, y: end.y + 2 * (control.y - end.y) / 3)
        elements.append(.curve(control1: control1, control2: control2, to: end))
        current = end
        lastQuadraticControl = control
        lastCubicControl = nil
    }

    /// `point` reflected through the current point.
    private func reflect(_ point: Point) -> Point {
        Point(x: 2 * current.x - point.x, y: 2 * current.y - point.y)
    }

    /// Two numbers (separated as numbers are), offset by `base`.
    private mutating func pair(_ base: Point) throws(PathDataError) -> Point {
        let x = try number()
        let y = try number()
        return Point(x: x + base.x, y: y + base.y)
    }

    /// An arc flag: `0` or `1`, which needs no separator after it.
    private mutating func flag() throws(PathDataError) -> Bool {
        skipCommaAndWhitespace(afterArgument: true)
        guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else {
            throw PathDataError(offset: index, message: "expected an arc flag, 0 or 1, found \(shownHere)")
        }
        index += 1
        return scalars[index - 1] == "1"
    }

    /// A number: an optional sign, digits with at most one point (`.5`, `5.`, `1.5`), an optional exponent.
    private mutating func number() throws(PathDataError) -> Double {
        skipCommaAndWhitespace(afterArgument: true)
        let start = index
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        let integerDigits = digits()
        var fractionDigits = 0
        if index < scalars.count, scalars[index] == "." {
            index += 1
            fractionDigits = digits()
        }
        guard integerDigits + fractionDigits > 0 else {
            index = start
            throw PathDataError(offset: start, message: "expected a number, found \(shownHere)")
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            let exponent = index
            index += 1
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            guard digits() > 0 else {
                throw PathDataError(offset: exponent, message: "an exponent needs digits after '\(scalars[exponent])'")
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Double(text), value.isFinite, abs(value) <= PathData.maxMagnitude else {
            throw PathDataError(offset: start, message: "\(text) is out of range: numbers in path data lie within ±\(Int(PathData.maxMagnitude))")
        }
        return value
    }

    /// Skips ASCII digits, returning how many.
    private mutating func digits() -> Int {
        let start = index
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        return index - start
    }

    /// Whether a number starts here (after whitespace and at most one comma).
    private mutating func startsNumber() -> Bool {
        guard index < scalars.count else { return false }
        let scalar = scalars[index]
        return ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "+"
    }

    private mutating func skipWhitespace() {
        while index < scalars.count, Self.whitespace.contains(scalars[index]) { index += 1 }
    }

    /// Whitespace, at most one comma, whitespace. Before an argument (`afterArgument`), a comma is allowed only
    /// after a previous argument of the same command, which the caller's repeat loop has consumed already.
    private mutating func skipCommaAndWhitespace(afterArgument: Bool = false) {
        skipWhitespace()
        if index < scalars.count, scalars[index] == ",", afterArgument ? isAfterArgument : true {
            index += 1
            skipWhitespace()
        }
    }

    /// Whether the last non-whitespace character read ends a number or a flag (so a comma may follow).
    private var isAfterArgument: Bool {
        var back = index - 1
        while back >= 0, Self.whitespace.contains(scalars[back]) { back -= 1 }
        guard back >= 0 else { return false }
        let scalar = scalars[back]
        return ("0"..."9").contains(scalar) || scalar == "."
    }

    static let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0C}"]

    private var shownHere: String {
        index < scalars.count ? Self.shown(scalars[index]) : "the end of the data"
    }

    private static func shown(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.isWhitespace || scalar.value < 0x20 ? "U+" + String(scalar.value, radix: 16, uppercase: true) : "'\(scalar)'"
    }
}
