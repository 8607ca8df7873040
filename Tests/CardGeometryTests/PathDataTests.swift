import Foundation
import PropertyBased
import Testing
@testable import CardGeometry

/// SVG path data (docs/layers.md#vector-paths): every command, absolute and relative, implicit repeats, SVG's
/// number forms, arcs by the implementation notes, and errors at the offending character.
@Suite struct PathDataTests {
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    static func move(_ x: Double, _ y: Double) -> PathElement { .move(to: p(x, y)) }
    static func line(_ x: Double, _ y: Double) -> PathElement { .line(to: p(x, y)) }
    static func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) -> PathElement {
        .curve(control1: p(x1, y1), control2: p(x2, y2), to: p(x, y))
    }

    /// Paths without arcs, whose every value is exact in binary.
    static let exactCorpus: [(String, [PathElement])] = [
        ("M10 10 L20 20 H30 V40 Z", [move(10, 10), line(20, 20), line(30, 20), line(30, 40), .close]),
        // After z the current point is the subpath's start: the next relative moveto counts from (10, 10).
        ("m10 10 l5 5 h-5 v-5 z m2 0 l1 1", [move(10, 10), line(15, 15), line(10, 15), line(10, 10), .close, move(12, 10), line(13, 11)]),
        ("M0 0 10 0 10 10", [move(0, 0), line(10, 0), line(10, 10)]),
        ("m1 1 2 2", [move(1, 1), line(3, 3)]),
        ("M1,2,3,4", [move(1, 2), line(3, 4)]),
        ("M1.5.5L-.5-1e-3l1e1,2E+1", [move(1.5, 0.5), line(-0.5, -0.001), line(9.5, 19.999)]),
        ("  M 0 0\n\tL 5. 5 ", [move(0, 0), line(5, 5)]),
        ("M0 0C0 10 10 10 10 0S20 -10 20 0", [move(0, 0), curve(0, 10, 10, 10, 10, 0), curve(10, -10, 20, -10, 20, 0)]),
        ("M0 0c0 10 10 10 10 0s10-10 10 0", [move(0, 0), curve(0, 10, 10, 10, 10, 0), curve(10, -10, 20, -10, 20, 0)]),
        // S after no cubic takes the current point as its first control.
        ("M5 5S10 10 20 5", [move(5, 5), curve(5, 5, 10, 10, 20, 5)]),
        ("M0 0Q30 30 60 0T120 0", [move(0, 0), curve(20, 20, 40, 20, 60, 0), curve(80, -20, 100, -20, 120, 0)]),
        ("m0 0q30 30 60 0t60 0", [move(0, 0), curve(20, 20, 40, 20, 60, 0), curve(80, -20, 100, -20, 120, 0)]),
        // T after no quadratic is a straight quadratic: its control is the current point.
        ("M0 0T30 0", [move(0, 0), curve(0, 0, 10, 0, 30, 0)]),
        ("M0 0L10 0V10H0zM20 20h5", [move(0, 0), line(10, 0), line(10, 10), line(0, 10), .close, move(20, 20), line(25, 20)]),
    ]

    @Test func exactCorpusParsesToItsElements() throws {
        for (data, expected) in Self.exactCorpus {
            #expect(try PathData.parse(data) == expected, "\(data)")
        }
    }

    /// The handle of a 90° segment of a circle of radius 10: 4/3·tan(π/8)·10.
    static let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10

    /// Arcs, with values from the centre parameterisation worked by hand: a half circle of radius 10 from (0, 0) to
    /// (20, 0) around (10, 0) is two quarter curves through (10, -10) (sweep 1, clockwise on screen) or (10, 10).
    static let arcCorpus: [(String, [PathElement])] = [
        ("M0 0A10 10 0 0 1 20 0", [move(0, 0), curve(0, -k, 10 - k, -10, 10, -10), curve(10 + k, -10, 20, -k, 20, 0)]),
        ("m0 0a10 10 0 0 1 20 0", [move(0, 0), curve(0, -k, 10 - k, -10, 10, -10), curve(10 + k, -10, 20, -k, 20, 0)]),
        ("M0 0a10 10 0 0120 0", [move(0, 0), curve(0, -k, 10 - k, -10, 10, -10), curve(10 + k, -10, 20, -k, 20, 0)]),
        ("M0 0A10 10 0 0 0 20 0", [move(0, 0), curve(0, k, 10 - k, 10, 10, 10), curve(10 + k, 10, 20, k, 20, 0)]),
        // Radii too small to reach are scaled up (by √Λ = 2 here): the same half circle.
        ("M0 0A5 5 0 0 1 20 0", [move(0, 0), curve(0, -k, 10 - k, -10, 10, -10), curve(10 + k, -10, 20, -k, 20, 0)]),
        // Negative radii are taken as absolute values.
        ("M0 0A-10 -10 0 0 1 20 0", [move(0, 0), curve(0, -k, 10 - k, -10, 10, -10), curve(10 + k, -10, 20, -k, 20, 0)]),
        // The large arc, clockwise, from (0, 0) to (10, 10) goes round (10, 0) through (10, -10) and (20, 0): 270°.
        ("M0 0A10 10 0 1 1 10 10", [move(0, 0), curve(0, -k, 10 - k, -10, 10, -10), curve(10 + k, -10, 20, -k, 20, 0),
                                     curve(20, k, 10 + k, 10, 10, 10)]),
        // The small arc between the same points goes the other way round (0, 10): one quarter.
        ("M0 0A10 10 0 0 1 10 10", [move(0, 0), curve(k, 0, 10, 10 - k, 10, 10)]),
        // A zero radius draws a line; equal endpoints draw nothing.
        ("M0 0A0 5 0 0 1 20 0", [move(0, 0), line(20, 0)]),
        ("M5 5A5 5 0 0 1 5 5", [move(5, 5)]),
        // Rotated 90°: the 20-point radius lies along y; the half ellipse from (0, 0) to (0, 40) passes (10, 20).
        ("M0 0A20 10 90 0 1 0 40", [move(0, 0), curve(k, 0, 10, 20 - 2 * k, 10, 20), curve(10, 20 + 2 * k, k, 40, 0, 40)]),
    ]

    @Test func arcsBecomeQuarterCurvesOfTheirCentreForm() throws {
        for (data, expected) in Self.arcCorpus {
            let parsed = try PathData.parse(data)
            #expect(parsed.count == expected.count, "\(data): \(parsed)")
            for (got, want) in zip(parsed, expected) {
                #expect(Self.close(got, want), "\(data): \(got) is not \(want)")
            }
        }
    }

    /// Radii whose squares under- or overflow a Double (1e-160² is 0, 1e200² is infinite) still give the arc the
    /// notes define, never a non-finite point: a half circle of radius 10 from radii scaled up from 1e-160 or 1e-300.
    @Test func radiiTooSmallToSquareAreScaledUpAsAnyOther() throws {
        let halfCircle = [Self.move(0, 0), Self.curve(0, -Self.k, 10 - Self.k, -10, 10, -10),
                          Self.curve(10 + Self.k, -10, 20, -Self.k, 20, 0)]
        for data in ["M0 0A1e-160 1e-160 0 0 1 20 0", "M0 0A1e-300 1e-300 0 0 1 20 0", "M0 0A5e-324 5e-324 0 0 1 20 0"] {
            let parsed = try PathData.parse(data)
            #expect(parsed.count == 3 && zip(parsed, halfCircle).allSatisfy(Self.close), "\(data): \(parsed)")
        }
    }

    /// Endpoints 1e-300 apart on a unit circle: the small arc is a sliver ending at the end; the large one is the
    /// whole circle about (0, -1) (its centre is 1 away from both endpoints, on the side the flags choose), through
    /// (-1, -1), (0, -2) and (1, -1), in four quarters.
    @Test func endpointsNearerThanTheirSquaresCanTellKeepTheirArc() throws {
        let small = try PathData.parse("M0 0A1 1 0 0 0 1e-300 0")
        #expect(small.count == 2)
        #expect(small.last?.points.last == Self.p(1e-300, 0))
        let large = try PathData.parse("M0 0A1 1 0 1 1 1e-300 0")
        #expect(large.count == 5, "\(large)")
        let ends = large.dropFirst().map { $0.points.last! }
        for (got, want) in zip(ends, [Self.p(-1, -1), Self.p(0, -2), Self.p(1, -1), Self.p(1e-300, 0)]) {
            #expect(abs(got.x - want.x) < 1e-12 && abs(got.y - want.y) < 1e-12, "\(got) is not \(want)")
        }
    }

    /// A radius 1e300 times smaller than the other: from (0, 0) to (1, 0) along the long axis the ellipse is its
    /// own chord, one 60° segment (from 120° to 60° on the unit circle about (0.5, 0)) whose handles sit at
    /// x = 4/3·tan 15°·sin 60° and its mirror, 1 minus that.
    /// Along the short axis it would reach 10³⁰⁰ points and more: the chord is drawn instead, as for a zero radius.
    @Test func anEllipseFlatterThanADoubleCanHoldDrawsItsChord() throws {
        let flat = try PathData.parse("M0 0A1 1e-300 0 0 0 1 0")
        let handle = 4.0 / 3.0 * tan(Double.pi / 12) * sin(Double.pi / 3)
        #expect(flat.count == 2)
        if case .curve(let c1, let c2, let to) = flat.last {
            #expect(abs(c1.x - handle) < 1e-12 && abs(c2.x - (1 - handle)) < 1e-12 && to == Self.p(1, 0))
            #expect(abs(c1.y) < 1e-299 && abs(c2.y) < 1e-299)
        } else {
            Issue.record("expected one curve, got \(flat)")
        }
        #expect(try PathData.parse("M0 0A1e6 5e-324 0 0 0 0 1") == [Self.move(0, 0), Self.line(0, 1)])
    }

    /// For any radii from 5e-324 to 1e6, any rotation and flags, and endpoints within the path limits, the arc
    /// has only finite points, at most four curves, and ends exactly at its end.
    @Test func everyArcIsFiniteAndEndsAtItsEnd() async {
        let magnitude = zip(Gen.double(in: -323.3...6), Gen.bool).map { exponent, negative in
            (negative ? -1 : 1) * pow(10, exponent)
        }
        let coordinate = Gen.double(in: -1_000_000...1_000_000)
        await propertyCheck(count: 2000, input: magnitude, magnitude, Gen.double(in: -720...720),
                            zip(Gen.bool, Gen.bool), zip(coordinate, coordinate)) { rx, ry, rotation, flags, end in
            let to = Self.p(end.0, end.1)
            let arc = PathElement.arc(from: Self.p(0, 0), to: to, radii: Size(width: rx, height: ry), rotation: rotation,
                                      largeArc: flags.0, sweep: flags.1)
            #expect(arc.count >= 1 && arc.count <= 4)
            #expect(arc.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }, "\(arc)")
            #expect(arc.last?.points.last == to)
        }
    }

    static func close(_ a: PathElement, _ b: PathElement) -> Bool {
        switch (a, b) {
        case (.move, .move), (.line, .line), (.curve, .curve), (.close, .close):
            return zip(a.points, b.points).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
        default:
            return false
        }
    }

    /// Each bad data and the 0-based offset and message of its error.
    static let badCorpus: [(String, Int, String)] = [
        ("", 0, "the path data is empty"),
        ("   ", 0, "the path data is empty"),
        ("L10 10", 0, "path data must start with a moveto (M or m), found 'L'"),
        ("M10 10 X5", 7, "expected a command letter (M L H V C S Q T A Z, or lower case), found 'X'"),
        ("M10", 3, "expected a number, found the end of the data"),
        ("M10 10 L5 5,", 11, "a comma must be followed by a number"),
        ("M1e 2", 2, "an exponent needs digits after 'e'"),
        ("M0 0 A10 10 0 2 1 5 5", 14, "expected an arc flag, 0 or 1, found '2'"),
        ("M,1 2", 1, "expected a number, found ','"),
        ("M1,,2", 3, "expected a number, found ','"),
        ("M1 2Z3", 5, "expected a command letter (M L H V C S Q T A Z, or lower case), found '3'"),
        ("M1 2 L3 4 C1 2 3", 16, "expected a number, found the end of the data"),
        ("M1e7 0", 1, "1e7 is out of range: numbers in path data lie within ±1000000"),
        ("M1 2 L3 .", 8, "expected a number, found '.'"),
        ("M1 2 L3 é", 8, "expected a number, found 'é'"),
    ]

    @Test func badDataFailsAtItsColumn() {
        for (data, offset, message) in Self.badCorpus {
            #expect(throws: PathDataError(offset: offset, message: message), "\(data)") { try PathData.parse(data) }
        }
    }

    @Test func lengthAndCommandLimits() throws {
        #expect(throws: PathDataError(offset: 100_000, message: "path data of 100001 characters exceeds the limit of 100000")) {
            try PathData.parse(String(repeating: " ", count: 100_001))
        }
        // 10,000 commands pass; the 10,001st (the 10,000th implicit lineto) fails at its first number.
        #expect(try PathData.parse("M0 0" + String(repeating: " 1 1", count: 9_999)).count == 10_000)
        #expect(throws: PathDataError(offset: 4 + 4 * 9_999 + 1, message: "more than 10000 commands (implicit repeats counted)")) {
            try PathData.parse("M0 0" + String(repeating: " 1 1", count: 10_000))
        }
    }
}
