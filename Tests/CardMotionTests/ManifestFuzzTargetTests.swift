import CardMotionFuzzing
import Testing

/// The manifest fuzz target on a valid manifest and on many damaged copies of it: every input is accepted (and
/// survives a round trip) or refused with a message naming the manifest; none traps.
@Suite struct ManifestFuzzTargetTests {
    static let valid = """
    {"version": 2, "frames": [{"script": "s.yaml", "name": "frame-00001.png", "frame": 1,
      "reference": "ref/frame-00001.png", "referenceSHA256": "\(String(repeating: "ab", count: 32))",
      "actual": "frame-00001.actual.png", "actualSHA256": "\(String(repeating: "0", count: 64))",
      "width": 80, "height": 100, "states": "{\\"frame\\":1,\\"time\\":0.05,\\"nodes\\":[]}"}]}
    """

    @Test func aValidManifestIsAccepted() {
        #expect(ManifestFuzzTarget.exercise(Array(Self.valid.utf8)) == .accepted(frames: 1))
    }

    /// 3,000 copies with one to four bytes replaced, inserted or removed (a fixed pseudo-random sequence).
    @Test func damagedManifestsNeverTrap() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("{}[]\",:0123456789.-e/\\ aftnrux".utf8)
        var accepted = 0
        for _ in 0..<3000 {
            var bytes = Array(Self.valid.utf8)
            for _ in 0...next(4) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes[at] = alphabet[next(alphabet.count)]
                case 1: bytes.insert(alphabet[next(alphabet.count)], at: at)
                default: bytes.remove(at: at)
                }
            }
            if case .accepted = ManifestFuzzTarget.exercise(bytes) { accepted += 1 }
        }
        #expect(accepted < 3000)
    }
}
