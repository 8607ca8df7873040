import CardMotionTestSupport
import CardRender
import Testing

/// The EXIF orientation reader takes the one SHORT of tag 0x0112 from the first directory, in either byte order,
/// and answers `nil` for anything it cannot trust, reading nothing past the segment.
@Suite struct ExifOrientationTests {
    @Test(arguments: 1...8)
    func readsEachOrientationInBothByteOrders(_ orientation: Int) {
        #expect(ExifOrientation.read(JPEGPictures.exif(orientation: UInt16(orientation))) == orientation)
        #expect(ExifOrientation.read(JPEGPictures.exif(orientation: UInt16(orientation), bigEndian: true)) == orientation)
    }

    @Test func findsTheTagAmongOthers() {
        let entries: [(tag: UInt16, type: UInt16, count: UInt32, value: UInt16)] = [(0x010F, 2, 4, 0x4141), (0x0112, 3, 1, 8), (0x011A, 5, 1, 0)]
        #expect(ExifOrientation.read(JPEGPictures.exif(entries)) == 8)
        #expect(ExifOrientation.read(JPEGPictures.exif(entries, bigEndian: true)) == 8)
    }

    @Test func refusesWhatItCannotTrust() {
        let good = JPEGPictures.exif(orientation: 6)
        var badOrder = good
        badOrder[6] = 0x4A
        var badMagic = good
        badMagic[8] = 43
        let cases: [(String, [UInt8])] = [
            ("no identifier", Array(good.dropFirst(6))),
            ("an XMP segment", Array("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>".utf8)),
            ("a byte order that is neither II nor MM", badOrder),
            ("a TIFF number that is not 42", badMagic),
            ("a directory past the end", JPEGPictures.exif([(0x0112, 3, 1, 6)], directoryOffset: 0xFFFF_FFF0)),
            ("a directory inside the TIFF header", JPEGPictures.exif([(0x0112, 3, 1, 6)], directoryOffset: 4)),
            ("a directory at the header itself (a loop elsewhere)", JPEGPictures.exif([(0x0112, 3, 1, 6)], directoryOffset: 0)),
            ("more entries than the segment holds", JPEGPictures.exif([(0x0100, 3, 1, 6)], entryCount: 0xFFFF)),
            ("a LONG instead of a SHORT", JPEGPictures.exif([(0x0112, 4, 1, 6)])),
            ("two values", JPEGPictures.exif([(0x0112, 3, 2, 6)])),
            ("orientation 0", JPEGPictures.exif(orientation: 0)),
            ("orientation 9", JPEGPictures.exif(orientation: 9)),
            ("orientation 0xFFFF", JPEGPictures.exif(orientation: 0xFFFF)),
            ("no orientation tag", JPEGPictures.exif([(0x0100, 3, 1, 6)])),
            ("cut inside the entry", Array(good.prefix(6 + 8 + 2 + 9))),
            ("only the identifier", Array(good.prefix(6))),
            ("nothing", []),
        ]
        for (name, segment) in cases {
            #expect(ExifOrientation.read(segment) == nil, "\(name)")
        }
        // Every prefix of a good block, and every byte of it changed, reads within bounds.
        for length in 0..<good.count { _ = ExifOrientation.read(Array(good.prefix(length))) }
        for index in good.indices {
            var changed = good
            changed[index] ^= 0xFF
            let read = ExifOrientation.read(changed)
            #expect(read == nil || (1...8).contains(read!), "byte \(index)")
        }
    }
}
