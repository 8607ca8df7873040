import Testing
@testable import CardGeometry

@Suite struct ColorParsingTests {
    @Test func hexForms() throws {
        #expect(try Color(parsing: "#FFF") == Color(white: 1))
        #expect(try Color(parsing: "#ff5050") == Color(red255: 255, green255: 80, blue255: 80))
        #expect(try Color(parsing: "#00000080") == Color(white: 0, alpha: 128.0 / 255))
        #expect(try Color(parsing: "rgba(120, 194, 234, 0.5)") == Color(red255: 120, green255: 194, blue255: 234, alpha: 0.5))
    }

    /// UIKit's named colours: lightGray is white 2/3, orange (1, 0.5, 0), purple (0.5, 0, 0.5).
    @Test func uikitNames() throws {
        #expect(try Color(parsing: "lightGray") == Color(white: 2.0 / 3.0))
        #expect(try Color(parsing: "orange") == Color(red: 1, green: 0.5, blue: 0))
        #expect(try Color(parsing: "purple") == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(Color(white: 2.0 / 3.0).hexString == "#AAAAAA")
    }

    @Test func badTextIsRejected() {
        #expect(throws: ColorParseError(text: "lightgrey")) { try Color(parsing: "lightgrey") }
        #expect(throws: ColorParseError(text: "#12345")) { try Color(parsing: "#12345") }
        #expect(throws: ColorParseError(text: "rgb(1, 2, 300)")) { try Color(parsing: "rgb(1, 2, 300)") }
    }
}
