@testable import CardMotion
import CardGeometry
import CardScene
import Testing

/// `appearance: light | dark` and `{light, dark}` colours as read (docs/layers.md#colour-names): system colours take
/// the appearance's value from `Color.systemColors`, a `{light, dark}` colour its own, the screen's default background
/// is systemBackground, and the adaptive materials follow the appearance.
@Suite struct AppearanceDecodingTests {
    func decode(_ yaml: String) throws(ScriptError) -> Script {
        try ScriptDecoder.decode(yaml, file: "s.yaml", baseDirectory: "/tmp")
    }

    /// The error reading `yaml` ends with, or `nil` when it reads.
    func failure(_ yaml: String) -> ScriptError? {
        if case .failure(let error) = Result(catching: { () throws(ScriptError) in try decode(yaml) }) { return error }
        return nil
    }

    /// The first backdrop of the overlay, searching its layer and sublayers in drawing order.
    func overlayBackdrop(_ yaml: String) throws -> Backdrop? {
        let scene = try PlaybackPlan(try decode(yaml)).makePlayback().scene(at: 0)
        func first(_ layer: ContentLayer) -> Backdrop? { layer.backdrop ?? layer.sublayers.lazy.compactMap(first).first }
        return scene.nodes.first { $0.id == "overlay" }.flatMap { first($0.layer) }
    }

    @Test func theScreenBackgroundFollowsTheAppearance() throws {
        #expect(try decode("screen: {size: [10, 10]}").appearance == .light)
        #expect(try decode("screen: {size: [10, 10]}").screen.background == Color(white: 1))
        #expect(try decode("appearance: light\nscreen: {size: [10, 10]}").screen.background == Color(white: 1))
        let dark = try decode("appearance: dark\nscreen: {size: [10, 10]}")
        #expect(dark.appearance == .dark)
        #expect(dark.screen.background == Color(red255: 0, green255: 0, blue255: 0))
        #expect(try decode("appearance: dark\nscreen: {size: [10, 10], background: secondarySystemBackground}").screen.background
                == Color(red255: 28, green255: 28, blue255: 30))
        #expect(try decode("appearance: dark\nscreen: {size: [10, 10], background: secondaryLabel}").screen.background
                == Color(red255: 235, green255: 235, blue255: 245, alpha: 0.6))
        #expect(try decode("screen: {size: [10, 10], background: secondaryLabel}").screen.background
                == Color(red255: 60, green255: 60, blue255: 67, alpha: 0.6))
        // Classic names do not change.
        #expect(try decode("appearance: dark\nscreen: {size: [10, 10], background: white}").screen.background == Color(white: 1))
    }

    @Test func aLightDarkColourTakesTheAppearancesValue() throws {
        let pair = ##"background: {light: "#FFFFFF", dark: "#1C1C1E"}"##
        #expect(try decode("screen: {size: [10, 10], \(pair)}").screen.background == Color(white: 1))
        #expect(try decode("appearance: dark\nscreen: {size: [10, 10], \(pair)}").screen.background
                == Color(red255: 28, green255: 28, blue255: 30))
        // Each side is read in its own appearance.
        let names = "background: {light: systemBlue, dark: systemBlue}"
        #expect(try decode("screen: {size: [10, 10], \(names)}").screen.background == Color(red255: 0, green255: 122, blue255: 255))
        #expect(try decode("appearance: dark\nscreen: {size: [10, 10], \(names)}").screen.background
                == Color(red255: 10, green255: 132, blue255: 255))
    }

    @Test func theAdaptiveMaterialsFollowTheAppearance() throws {
        let overlay = "overlay: [{frame: [0, 0, 10, 10], backdrop: {material: systemMaterial}}]"
        let light = try overlayBackdrop("screen: {size: [10, 10]}\n\(overlay)")
        #expect(light?.tint == Color(red255: 255, green255: 255, blue255: 255, alpha: 0.72))
        let dark = try overlayBackdrop("appearance: dark\nscreen: {size: [10, 10]}\n\(overlay)")
        #expect(dark?.tint == Color(red255: 28, green255: 28, blue255: 30, alpha: 0.72))
        let alwaysDark = "overlay: [{frame: [0, 0, 10, 10], backdrop: {material: systemChromeMaterialDark}}]"
        #expect(try overlayBackdrop("screen: {size: [10, 10]}\n\(alwaysDark)")?.tint == Color(red255: 29, green255: 29, blue255: 29, alpha: 0.8))
        for material in BackdropMaterial.allCases {
            let resolved = material.resolved(in: .dark)
            #expect(resolved.rawValue.hasSuffix("Dark") && resolved.rawValue.hasPrefix(material.rawValue.replacingOccurrences(of: "Dark", with: "")), "\(material)")
            #expect(material.resolved(in: .light) == material)
        }
    }

    @Test func badAppearancesAndPairsAreErrors() {
        let unknown = failure("appearance: drak\nscreen: {size: [10, 10]}")
        #expect(unknown?.line == 1 && unknown?.path == "appearance")
        #expect(unknown?.message == "unknown value 'drak' (did you mean 'dark'?); expected one of light, dark")
        let missing = failure(##"screen: {size: [10, 10], background: {light: "#FFFFFF"}}"##)
        #expect(missing?.path == "screen.background" && missing?.message == "missing required key 'dark'")
        let extra = failure(##"screen: {size: [10, 10], background: {light: "#FFFFFF", dark: "#000000", dim: "#111111"}}"##)
        #expect(extra?.path == "screen.background.dim")
        #expect(extra?.message == "unknown key 'dim'; expected one of dark, light")
        let bad = failure("appearance: dark\nscreen: {size: [10, 10], background: {light: white, dark: systemBlu}}")
        #expect(bad?.line == 2 && bad?.path == "screen.background.dark")
        #expect(bad?.message.hasPrefix("'systemBlu' is not a colour (did you mean 'systemBlue'?); use #RGB") == true)
        let nested = failure("screen: {size: [10, 10], background: {light: {light: white, dark: black}, dark: black}}")
        #expect(nested?.path == "screen.background.light" && nested?.message == "expected a colour for light mode, found a mapping")
        let notString = failure("appearance: [dark]\nscreen: {size: [10, 10]}")
        #expect(notString?.path == "appearance" && notString?.message == "expected a string, found a list")
    }
}
