@testable import CardMotion
import CardMotionTestSupport
import CardScene
import CardGeometry
import Foundation
import Testing

/// `backdrop:` as read: materials to their documented numbers, explicit keys over them, a tint from a card's field,
/// and the backdrop reaching the scene wherever layers are (overlay, screen layers, a cell's layers, a cell's own
/// layer).
@Suite struct BackdropDecodingTests {
    func scene(_ yaml: String, screenLayers: String? = nil) throws -> Scene {
        let screen = "screen: {size: [200, 300]" + (screenLayers.map { ", layers: \($0)" } ?? "") + "}\n"
        let script = try ScriptDecoder.decode(screen + yaml, file: "s.yaml", baseDirectory: "/tmp")
        return try PlaybackPlan(script).makePlayback().scene(at: 0)
    }

    /// The first backdrop of a node called `id`, searching its layer and sublayers in drawing order.
    func backdrop(in scene: Scene, node id: String) -> Backdrop? {
        func first(_ layer: ContentLayer) -> Backdrop? { layer.backdrop ?? layer.sublayers.lazy.compactMap(first).first }
        return scene.nodes.first { $0.id == id }.flatMap { first($0.layer) }
    }

    @Test func everyMaterialHasItsDocumentedNumbers() throws {
        let docs = try String(contentsOfFile: Repository.root.appendingPathComponent("docs/layers.md").path, encoding: .utf8)
        for material in BackdropMaterial.allCases {
            let scene = try scene("widget: {kind: switcher}\noverlay: [{frame: [0, 0, 10, 10], backdrop: {material: \(material.rawValue)}}]")
            let found = try #require(backdrop(in: scene, node: "overlay"))
            #expect(found.blur == 20 && found.saturation == 1.8 && found.tint == material.tint, "\(material)")
            let tint = material.tint
            let hex = [tint.red, tint.green, tint.blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
            let alpha = tint.alpha.formatted(.number.grouping(.never))
            let row = "| `\(material.rawValue)` | 20 | 1.8 | #\(hex) | \(alpha) |"
            #expect(docs.contains(row), "docs/layers.md lacks the row \(row)")
        }
        #expect(BackdropMaterial.systemMaterial.tint == Color(red255: 255, green255: 255, blue255: 255, alpha: 0.72))
        #expect(BackdropMaterial.systemChromeMaterialDark.tint == Color(red255: 29, green255: 29, blue255: 29, alpha: 0.8))
    }

    @Test func explicitKeysReplaceTheMaterials() throws {
        let scene = try scene("""
        widget: {kind: switcher}
        overlay: [{frame: [0, 0, 10, 10], backdrop: {material: systemThinMaterialDark, blur: 5, tint: "#FF000080"}}]
        """)
        let found = try #require(backdrop(in: scene, node: "overlay"))
        #expect(found.blur == 5 && found.saturation == 1.8)
        #expect(found.tint == Color(red: 1, green: 0, blue: 0, alpha: Double(0x80) / 255))
        let plain = try self.scene("widget: {kind: switcher}\noverlay: [{frame: [0, 0, 10, 10], backdrop: {blur: 7}}]")
        #expect(backdrop(in: plain, node: "overlay") == Backdrop(blur: 7, saturation: 1, tint: nil, origin: "s.yaml:3:45: overlay[0].backdrop"))
    }

    /// Anywhere layers are: the screen's layers, a cell's layers (its tint read from the card), a cell's own layer.
    @Test func backdropsReachTheSceneWhereverLayersAre() throws {
        let screen = try scene("widget: {kind: switcher}\n", screenLayers: "[{frame: [0, 0, 50, 50], backdrop: {material: systemMaterialDark}}]")
        #expect(backdrop(in: screen, node: "screen")?.tint == BackdropMaterial.systemMaterialDark.tint)
        let layered = try scene("""
        widget: {kind: stack, frame: [10, 10, 180, 200]}
        cards: [{tint: "#00FF00"}]
        cell:
          backgroundColor: white
          layers:
            - {frame: [0, 0, 20, 20], backdrop: {saturation: 0.5, tint: "{tint}"}}
        """)
        let card = try #require(layered.nodes.first { $0.kind == .card })
        #expect(backdrop(in: layered, node: card.id)?.tint == Color(red: 0, green: 1, blue: 0))
        #expect(backdrop(in: layered, node: card.id)?.saturation == 0.5)
        let own = try scene("""
        widget: {kind: stack, frame: [10, 10, 180, 200]}
        cards: [{}]
        cell: {cornerRadius: 12, backdrop: {material: systemMaterial}}
        """)
        let ownCard = try #require(own.nodes.first { $0.kind == .card })
        #expect(ownCard.layer.backdrop?.blur == 20)
        #expect(ownCard.layer.hasBackdrop)
    }
}
