import Testing
@testable import CardRender

/// The chunk checksum is ISO 3309's CRC-32, the same in one call or over parts.
@Suite struct CRC32Tests {
    @Test func checkValue() {
        // The catalogue's check value: CRC-32 of the nine ASCII digits "123456789".
        #expect(CRC32.checksum(Array("123456789".utf8)[...]) == 0xCBF4_3926)
        #expect(CRC32.checksum([]) == 0)
    }

    @Test func partsGiveTheWholeChecksum() {
        let bytes = Array("IEND".utf8)
        #expect(CRC32.checksum(bytes[...]) == 0xAE42_6082)  // every PNG's last four bytes
        #expect(CRC32.update(CRC32.update(CRC32.start, with: bytes[..<1]), with: bytes[1...]) == 0xAE42_6082)
    }
}
