import CardGeometry
import CardScene
import Testing
@testable import CardMotion

/// `chrome: statusBar` and `chrome: homeIndicator` (docs/devices.md#chrome-layers): placed at each device's own
/// place whatever the script's frames, listed in `states` by their ids, and refused with a frame or below the top.
@Suite struct ChromeLayerTests {
    func decode(_ yaml: String) throws(ScriptError) -> Script {
        try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
    }

    func firstLine(_ yaml: String) throws -> StatesLine {
        StatesLine(frame: 0, time: 0, scene: try PlaybackPlan(try decode(yaml)).makePlayback().scene(at: 0))
    }

    func corners(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Point] {
        [Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height)]
    }

    static func script(device: String?) -> String {
        (device.map { "device: \($0)\n" } ?? "screen: {size: [320, 480]}\n") + """
        overlay:
          - {id: bar, chrome: statusBar}
          - {id: home, chrome: homeIndicator}
        """
    }

    /// The overlay's two chrome layers, by id, and their corners.
    func chromeCorners(device: String?) throws -> [String: [Point]] {
        let overlay = try #require(try firstLine(Self.script(device: device)).nodes.first { $0.id == "overlay" })
        return Dictionary(uniqueKeysWithValues: overlay.layers.map { ($0.id, $0.corners) })
    }

    @Test func theIPhone15PlacesBothAtItsOwnPlaces() throws {
        #expect(try chromeCorners(device: "iPhone15") == ["bar": corners(0, 0, 393, 54), "home": corners(129.5, 839, 134, 5)])
    }

    @Test func theIPhone16ProHasItsOwnStatusBar() throws {
        #expect(try chromeCorners(device: "iPhone16Pro") == ["bar": corners(0, 0, 402, 62), "home": corners(134, 861, 134, 5)])
    }

    /// The iPhone SE has a Home button: its home indicator is an empty frame at the bottom edge's centre, drawing
    /// nothing; so has a script without a device, whose status bar is 20 points high.
    @Test func withoutAHomeIndicatorNothingIsPlaced() throws {
        #expect(try chromeCorners(device: "iPhoneSE3") == ["bar": corners(0, 0, 375, 20), "home": corners(187.5, 667, 0, 0)])
        #expect(try chromeCorners(device: nil) == ["bar": corners(0, 0, 320, 20), "home": corners(160, 480, 0, 0)])
        let script = try decode(Self.script(device: "iPhoneSE3"))
        let home = try #require(script.design.overlay.last)
        #expect(home.backgroundColor == nil && home.sublayers.isEmpty)
    }

    /// The status bar is the time, semibold 17 pt in the label colour, across the left third, and a battery centred
    /// in the right third; the home indicator is a label-coloured capsule: black in light mode, white in dark.
    @Test(arguments: [(Appearance.light, Color(white: 0)), (Appearance.dark, Color(white: 1))])
    func chromeIsDrawnInTheLabelColour(_ appearance: Appearance, _ label: Color) throws {
        let script = try decode("appearance: \(appearance.rawValue)\n" + Self.script(device: "iPhone15"))
        let (bar, home) = (script.design.overlay[0], script.design.overlay[1])
        #expect(home.backgroundColor == .fixed(label) && home.cornerRadius == 2.5)
        let time = try #require(bar.sublayers.first?.text)
        #expect(time.string.template == TextTemplate(literal: "9:41"))
        #expect(time.size == 17 && time.weight == .semibold && time.alignment == .center && time.font == nil)
        #expect(time.color == .fixed(label))
        let screen = Size(width: 393, height: 852)
        let bound = try bar.bind(parentSize: screen, BindingContext(fields: nil, index: nil, assets: script.assetLocator))
        let sublayers = try #require(bound.first).sublayers
        #expect(sublayers.map(\.frame) == [Rect(x: 0, y: 0, width: 131, height: 54),
                                           Rect(x: 393 * 5 / 6 - 12.5, y: 21, width: 25, height: 12)])
        #expect(sublayers[1].borderColor == label && sublayers[1].borderWidth == 1)
        #expect(sublayers[1].sublayers.map(\.frame) == [Rect(x: 2, y: 2, width: 21, height: 8)])
        #expect(sublayers[1].sublayers.map(\.backgroundColor) == [label])
    }

    /// The screen's own layers may hold chrome too, drawn behind the control.
    @Test func aScreenLayerMayBeChrome() throws {
        let line = try firstLine("device: iPhone15ProMax\nscreen:\n  layers:\n    - {id: home, chrome: homeIndicator, opacity: 0.5}\n")
        let screen = try #require(line.nodes.first { $0.id == "screen" })
        #expect(screen.layers.map(\.id) == ["home"])
        #expect(screen.layers.map(\.corners) == [corners(148, 919, 134, 5)])
        #expect(screen.layers.map(\.alpha) == [0.5])
    }

    @Test func aFrameGivenWithChromeIsAnError() {
        let error = #expect(throws: ScriptError.self) {
            try decode("device: iPhone15\noverlay:\n  - chrome: statusBar\n    frame: [0, 0, 10, 10]\n")
        }
        #expect(error?.description == "t.yaml:4:12: overlay[0].frame: a 'statusBar' chrome layer is drawn at the device's own place and takes only chrome, id, opacity: give no 'frame'")
    }

    @Test func chromeBelowTheTopIsAnError() {
        let sublayer = #expect(throws: ScriptError.self) {
            try decode("device: iPhone15\noverlay:\n  - frame: [0, 0, 10, 10]\n    layers:\n      - {chrome: homeIndicator}\n")
        }
        #expect(sublayer?.description == "t.yaml:5:18: overlay[0].layers[0].chrome: only a layer of screen.layers or overlay itself (not a sublayer) may be chrome")
        let unknown = #expect(throws: ScriptError.self) {
            try decode("device: iPhone15\noverlay:\n  - {chrome: statusbar}\n")
        }
        #expect(unknown?.description == "t.yaml:3:14: overlay[0].chrome: unknown value 'statusbar' (did you mean 'statusBar'?); expected one of statusBar, homeIndicator")
    }
}
