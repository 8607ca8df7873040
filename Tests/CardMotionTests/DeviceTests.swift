import CardGeometry
import CardScene
import Testing
@testable import CardMotion

/// `device: NAME` (docs/devices.md): the table of devices, names matched without case and spaces, the screen it
/// sets and what `screen:` overrides, the safe area and screen size that expressions read, its errors and schema.
@Suite struct DeviceTests {
    func decode(_ yaml: String) throws(ScriptError) -> Script {
        try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
    }

    /// The error `yaml` is refused with, as the command line prints it.
    func failure(_ yaml: String) -> String? {
        #expect(throws: ScriptError.self) { try decode(yaml) }?.description
    }

    /// Every device with every number of its row.
    @Test func tableHoldsEachDevicesNumbers() {
        typealias Row = (name: String, width: Double, height: Double, scale: Double, top: Double, bottom: Double,
                         statusBar: Double, corner: Double, homeIndicator: Bool)
        let expected: [Row] = [
            ("iPhoneSE3", 375, 667, 2, 20, 0, 20, 0, false),
            ("iPhone13mini", 375, 812, 3, 50, 34, 50, 44, true),
            ("iPhone15", 393, 852, 3, 59, 34, 54, 55, true),
            ("iPhone15ProMax", 430, 932, 3, 59, 34, 54, 55, true),
            ("iPhone16Pro", 402, 874, 3, 62, 34, 62, 62, true),
            ("iPadMini6", 744, 1133, 2, 24, 20, 24, 21.5, true),
        ]
        #expect(Device.all.count == expected.count)
        for (device, row) in zip(Device.all, expected) {
            #expect(device == Device(name: row.name, size: Size(width: row.width, height: row.height), scale: row.scale,
                                     safeArea: SafeAreaInsets(top: row.top, left: 0, bottom: row.bottom, right: 0),
                                     statusBarHeight: row.statusBar, displayCornerRadius: row.corner,
                                     hasHomeIndicator: row.homeIndicator))
            // Each device's frames are within the limits a script's screen is held to.
            #expect(ScriptLimits.frameSizeProblem(size: device.size, scale: device.scale) == nil, "\(device.name)")
            #expect(ScriptLimits.screenSide.contains(device.size.width) && ScriptLimits.screenSide.contains(device.size.height))
        }
    }

    @Test func namesMatchWithoutCaseAndSpaces() {
        #expect(Device.named("iPhone15ProMax")?.name == "iPhone15ProMax")
        #expect(Device.named("iphone 15 pro max")?.name == "iPhone15ProMax")
        #expect(Device.named("IPHONESE3")?.name == "iPhoneSE3")
        #expect(Device.named("iPad mini 6")?.name == "iPadMini6")
        #expect(Device.named("iPhone 15 Pro") == nil)
        #expect(Device.named("") == nil)
    }

    /// The device sets the screen's size, scale and safe area; `screen:` may be left out or give only a background.
    @Test func deviceSetsTheScreen() throws {
        let alone = try decode("device: iphone 15 pro max\n")
        #expect(alone.screen == Screen(size: Size(width: 430, height: 932), scale: 3,
                                       safeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0)))
        let background = try decode("device: iPhoneSE3\nscreen: {background: black}\n")
        #expect(background.screen == Screen(size: Size(width: 375, height: 667), scale: 2, background: Color(white: 0),
                                            safeArea: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0)))
        #expect((alone.screen.pixelWidth, alone.screen.pixelHeight) == (1290, 2796))
        // Without a device the safe area is empty and the scale 2.
        let plain = try decode("screen: {size: [300, 400]}\n")
        #expect(plain.screen == Screen(size: Size(width: 300, height: 400), scale: 2, safeArea: .zero))
    }

    /// `screen.size` and `screen.scale` override the device's; the safe area stays the device's.
    @Test func screenSizeAndScaleOverrideTheDevice() throws {
        let both = try decode("device: iPhone16Pro\nscreen: {size: [300, 500], scale: 1}\n")
        #expect(both.screen == Screen(size: Size(width: 300, height: 500), scale: 1,
                                      safeArea: SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0)))
        let scale = try decode("device: iPadMini6\nscreen: {scale: 1}\n")
        #expect(scale.screen.size == Size(width: 744, height: 1133))
        #expect(scale.screen.scale == 1)
    }

    /// A script whose screen layer, overlay layer and cell place themselves by the safe area and the screen's size.
    static func safeAreaScript(device: String) -> String {
        """
        device: \(device)
        screen:
          layers:
            - {id: header, frame: [0, 0, screen.width, safeArea.top], backgroundColor: red}
        overlay:
          - {id: footer, frame: [safeArea.left, "screen.height - safeArea.bottom - 10", "screen.width - safeArea.right", 10], backgroundColor: black}
        widget: {kind: stack, frame: [20, 100, 200, 300], visibleCount: 1}
        cell:
          layers:
            - {id: band, frame: [0, 0, width, "safeArea.top + screen.height / 100"], backgroundColor: blue}
        cards: [{}]
        """
    }

    func firstLine(_ yaml: String) throws -> StatesLine {
        StatesLine(frame: 0, time: 0, scene: try PlaybackPlan(try decode(yaml)).makePlayback().scene(at: 0))
    }

    func corners(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Point] {
        [Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height)]
    }

    /// The same script on two devices: the header is as tall as each one's top inset, the footer sits above its
    /// bottom inset, and the cell's band (in a card at (20, 100)) reads the safe area and the screen's height too.
    @Test(arguments: [
        ("iPhone15", 393.0, 852.0, 59.0, 34.0),
        ("iPhone 16 Pro", 402.0, 874.0, 62.0, 34.0),
        ("iPhoneSE3", 375.0, 667.0, 20.0, 0.0),
    ])
    func expressionsReadTheSafeAreaInStates(_ device: (name: String, width: Double, height: Double, top: Double, bottom: Double)) throws {
        let line = try firstLine(Self.safeAreaScript(device: device.name))
        let screen = try #require(line.nodes.first { $0.id == "screen" })
        #expect(screen.layers.map(\.corners) == [corners(0, 0, device.width, device.top)])
        let overlay = try #require(line.nodes.first { $0.id == "overlay" })
        #expect(overlay.layers.map(\.corners) == [corners(0, device.height - device.bottom - 10, device.width, 10)])
        let card = try #require(line.nodes.first { $0.id == "card-0" })
        #expect(card.layers.map(\.corners) == [corners(20, 100, 200, device.top + device.height / 100)])
    }

    /// A layer repeated per card reads the safe area too, both when the cards are checked and when it is drawn.
    @Test func layersRepeatedPerCardReadTheSafeArea() throws {
        let line = try firstLine("""
            device: iPhone16Pro
            screen:
              layers:
                - {id: pass, forEach: cards, frame: [16, "safeArea.top + itemIndex * 50", "screen.width - 32", 40], backgroundColor: red}
            cards: [{}, {}]
            """)
        let screen = try #require(line.nodes.first { $0.id == "screen" })
        #expect(screen.layers.map(\.id) == ["pass-0", "pass-1"])
        #expect(screen.layers.map(\.corners) == [corners(16, 62, 370, 40), corners(16, 112, 370, 40)])
    }

    /// Without a device the safe area is 0 on every side and `screen.*` is the screen's own size.
    @Test func withoutADeviceTheSafeAreaIsZero() throws {
        let yaml = Self.safeAreaScript(device: "iPhone15").replacingOccurrences(of: "device: iPhone15\nscreen:\n",
                                                                                 with: "screen:\n  size: [300, 400]\n")
        let line = try firstLine(yaml)
        #expect(line.nodes.first { $0.id == "overlay" }?.layers.map(\.corners) == [corners(0, 390, 300, 10)])
        #expect(line.nodes.first { $0.id == "card-0" }?.layers.map(\.corners) == [corners(20, 100, 200, 4)])
    }

    @Test func errorsNameTheFileTheLineAndTheNearestName() {
        #expect(failure("device: iPhone 15 Pro Mx\n")
            == "t.yaml:1:9: device: unknown device 'iPhone 15 Pro Mx' (did you mean 'iPhone15ProMax'?); expected one of iPhoneSE3, iPhone13mini, iPhone15, iPhone15ProMax, iPhone16Pro, iPadMini6 (case and spaces ignored)")
        #expect(failure("device: [iPhone15]\n") == "t.yaml:1:9: device: expected a string, found a list")
        // A device that fails is the only error: the screen it would have given is not asked for.
        #expect(failure("device: iPhone99\n")
            == "t.yaml:1:9: device: unknown device 'iPhone99' (did you mean 'iPhone15'?); expected one of iPhoneSE3, iPhone13mini, iPhone15, iPhone15ProMax, iPhone16Pro, iPadMini6 (case and spaces ignored)")
        // Without a device, the screen and its size are still required.
        #expect(failure("fps: 30\n") == "t.yaml:1:1: missing required key 'screen'")
        #expect(failure("screen: {background: white}\n") == "t.yaml:1:9: screen: missing required key 'size'")
        #expect(failure("device: iPhone15\noverlay: [{frame: [0, 0, safeArea.tp, 10]}]\n")
            == "t.yaml:2:26: overlay[0].frame[2]: unknown name 'safeArea.tp': expressions read width and height (the parent's size), itemIndex (under forEach), screen.width, screen.height, safeArea.top, safeArea.bottom, safeArea.left, safeArea.right (the screen's, in points), card.FIELD (a card's number) and motion.x, motion.y, motion.angle, motion.progress (the card's live motion) (did you mean 'safeArea.top'?)")
    }

    /// The schema lists the devices' names.
    @Test func schemaListsTheDevices() throws {
        let device = try #require(ScriptKeysTests.member("device", of: ScriptSchema.document))
        guard case .object(let object) = device, case .array(let names)? = object["enum"] else {
            Issue.record("the schema's device is not an enumeration: \(device)")
            return
        }
        #expect(names == Device.names.map { JSONValue.string($0) })
    }

    /// A control's frame reads the screen's size and safe area, so one script lays its control out on every device;
    /// it reads nothing else.
    @Test func aControlsFrameReadsTheScreen() throws {
        let yaml = """
        device: iPhone15ProMax
        widget: {kind: deck, frame: [20, safeArea.top + 20, width - 40, "screen.height - safeArea.top - safeArea.bottom - 120"]}
        """
        let deck = try #require(try decode(yaml).widget.configuration as? DeckConfiguration)
        #expect(deck.frame == Rect(x: 20, y: 79, width: 390, height: 719))
        let small = try #require(try decode(yaml.replacingOccurrences(of: "iPhone15ProMax", with: "iPhoneSE3")).widget.configuration as? DeckConfiguration)
        #expect(small.frame == Rect(x: 20, y: 40, width: 335, height: 527))
        #expect(failure(yaml.replacingOccurrences(of: "width - 40", with: "card.x"))
                == "t.yaml:2:53: widget.frame[2]: a control's frame reads the screen only (width, height, screen.width, screen.height, safeArea.top, safeArea.bottom, safeArea.left, safeArea.right), not 'card.x'")
        #expect(failure(yaml.replacingOccurrences(of: "width - 40", with: "width -"))?.hasPrefix("t.yaml:2:53: widget.frame[2]: ") == true)
        #expect(failure(yaml.replacingOccurrences(of: "width - 40", with: "-width"))
                == "t.yaml:2:29: widget.frame: width and height must not be negative")
    }
}
