import CardMotionFuzzing
import CardMotionTestSupport
import CardRender
import Testing

/// The fuzz targets beside the script's (scripts/fuzz --target NAME) accept and reject as their invariants say,
/// on inputs like their seeds.
@Suite struct FuzzTargetsTests {
    func bytes(_ parts: String...) -> [UInt8] {
        Array(parts.joined(separator: "\u{0}").utf8)
    }

    @Test func targetsAnswerTheirSeeds() throws {
        #expect(ExpressionFuzzTarget.exercise(bytes("width - 32")) == .accepted("width 293.0"))
        #expect(ExpressionFuzzTarget.exercise(bytes("(height - 20) / 2")) == .accepted("width 190.0"))
        #expect(ExpressionFuzzTarget.exercise(bytes("width / 0")) == .rejected(
            "fuzz.yaml:5:7: cell.layers[0]: the frame comes to [0.0, 0.0, inf, 20.0] in a parent of 325.0 x 400.0 points; each value must lie within -100000.0...100000.0 and width and height must not be negative"))
        #expect(GlobFuzzTarget.exercise(bytes("card-*", "card-12")) == .accepted("matches"))
        #expect(GlobFuzzTarget.exercise(bytes("*****Z", "aaaaaaaa")) == .accepted("does not match"))
        #expect(BoundTextFuzzTarget.exercise(bytes("{a} {b}", "hello", "world")) == .accepted("1 text(s) within the limits"))
        #expect(BoundTextFuzzTarget.exercise(bytes(String(repeating: "{a}", count: 600), "a\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}", "")) == .rejected(
            "fuzz.yaml:5:49: cell.layers[0].text.string: with card 0's fields in place, text of 4800 code points exceeds the limit of 4000"))
        #expect(ExifFuzzTarget.exercise(JPEGPictures.exif(orientation: 6)) == .accepted("orientation 6"))
        #expect(ExifFuzzTarget.exercise(JPEGPictures.exif(orientation: 3, bigEndian: true)) == .accepted("orientation 3"))
        #expect(ExifFuzzTarget.exercise(JPEGPictures.exif([(0x0112, 3, 1, 6)], directoryOffset: 0xFFFF)) == .accepted("orientation none"))
        #expect(ExifFuzzTarget.exercise(bytes("not EXIF at all")) == .accepted("orientation none"))
        #expect(ExifFuzzTarget.exercise([]) == .accepted("orientation none"))
        #expect(JPEGFuzzTarget.exercise([0xFF, 0xD8, 0xFF]) == .rejected("the file is truncated"))
        let turned = JPEGPictures.storedSamples(orientation: 6)
        let photo = try JPEGCodec.encode(turned.samples, width: turned.width, height: turned.height, components: .rgb,
                                         app1: JPEGPictures.exif(orientation: 6))
        #expect(JPEGFuzzTarget.exercise(photo) == .accepted("32 x 16"))
        #expect(JPEGFuzzTarget.exercise(bytes("GIF89a")) == .rejected("not a PNG or JPEG file (it starts with neither's signature)"))
        #expect(ExpressionFuzzTarget.exercise(bytes("width + motion.x")) == .accepted("width 325.0"))
        // A stacked layer's size from motion, held at every motion (it trapped once dragged left: case C2's class).
        #expect(LayoutFuzzTarget.exercise(bytes("50 + motion.x", "", "Sam", "London")) == .accepted("0 layers, live"))
        #expect(LayoutFuzzTarget.exercise(bytes("motion.x * 400", "\u{2}", "a")) == .accepted("0 layers, live"))
        #expect(LayoutFuzzTarget.exercise(bytes("width", "\u{3}", "a")) == .accepted("1 layers"))
        #expect(HTTPRequestFuzzTarget.exercise(bytes("GET /frames/12.png?script=stack&revision=3 HTTP/1.1\r\nHost: localhost:8080\r\n"))
                == .accepted("GET /frames/12.png, 2 parameters, 1 headers"))
        #expect(HTTPRequestFuzzTarget.exercise(bytes("POST / HTTP/1.1\r\n")) == .rejected("405 only GET and HEAD are served, not POST"))
        #expect(HTTPRequestFuzzTarget.exercise(bytes("GET /?a=%zz HTTP/1.1")) == .rejected("400 a broken %-escape in the query"))
    }
}
