import CardGeometry
import CardMotionTestSupport
import CardScene
import Foundation
import Testing

/// A fitted, padded layer with an id in `states` and `verify`: its entry has the layer's own fitted frame (its text
/// moved into an unnamed sublayer changes nothing), and `--ignore card-*/chip` masks the text drawn in its padding.
@Suite struct FitLayerStatesTests {
    /// One card at rest holding a chip "Hiking" (44 points measured, 12 + 12 of padding) in `color`.
    func script(color: String = "black") -> String {
        restingCardYAML("""
                - {id: chip, frame: [20, 40, fit, 28], padding: [0, 12, 0, 12], cornerRadius: 14, backgroundColor: systemGray6,
                   text: {string: Hiking, size: 15, color: \(color)}}
            """)
    }

    @Test func statesGiveTheFittedFrame() throws {
        let folder = try temporaryFolder()
        let path = folder + "/chip.yaml"
        try script().write(toFile: path, atomically: true, encoding: .utf8)
        let run = try runCardMotion(["states", path])
        #expect(run.status == 0, "\(run.stderr)")
        let first = try StatesLine(parsing: try #require(run.stdout.split(separator: "\n").first))
        let card = try #require(first.nodes.first { $0.id == "card-0" })
        #expect(card.layers.map(\.id) == ["chip"])
        #expect(card.layers.first?.corners == [Point(x: 20, y: 40), Point(x: 88, y: 40), Point(x: 88, y: 68), Point(x: 20, y: 68)])
    }

    @Test func ignoringTheChipMasksItsText() throws {
        let folder = try temporaryFolder()
        let path = folder + "/chip.yaml"
        try script().write(toFile: path, atomically: true, encoding: .utf8)
        let record = try runCardMotion(["verify", path, "--reference", folder + "/ref", "--record", "missing"])
        #expect(record.status == 0, "\(record.stderr)")
        try script(color: "systemRed").write(toFile: path, atomically: true, encoding: .utf8)
        let plain = try runCardMotion(["verify", path, "--reference", folder + "/ref"])
        #expect(plain.status == 1, "\(plain.stdout)")
        let ignored = try runCardMotion(["verify", path, "--reference", folder + "/ref", "--ignore", "card-*/chip"])
        #expect(ignored.status == 0, "\(ignored.stdout)")
    }
}
