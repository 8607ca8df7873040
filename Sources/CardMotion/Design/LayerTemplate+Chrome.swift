import CardGeometry
import CardScene

extension LayerTemplate {
    /// `chrome:` of a layer being read (not a cell's own): only a top-level layer of `screen.layers` or `overlay` may give it, and then
    /// nothing that places it or gives it content (a frame, size, anchor, sublayers, ...), only `id` and `opacity`.
    static func chromeKind(_ map: inout MappingReader, tally: LayerTally) throws(ScriptError) -> ChromeKind? {
        guard let node = map.optional(LayerKeys.chrome.name) else { return nil }
        guard tally.isScreenDesign, tally.depth == 0 else {
            throw node.error("only a layer of screen.layers or overlay itself (not a sublayer) may be chrome")
        }
        let kind = try node.choice(ChromeKind.self)
        for key in LayerKeys.table.keys where !ChromeKind.allowedKeys.contains(key.name) {
            if let value = map.optional(key.name) {
                throw value.error("a '\(kind.rawValue)' chrome layer is drawn at the device's own place and takes only \(ChromeKind.allowedKeys.sorted().joined(separator: ", ")): give no '\(key.name)'")
            }
        }
        return kind
    }

    /// The layer with its chrome built for `device` (`nil`: none given) in `appearance`: a frame read from the
    /// screen's size and plain sublayers; the layer itself when it is not chrome.
    func placingChrome(device: Device?, appearance: Appearance) -> LayerTemplate {
        guard let chrome else { return self }
        // The label colour is one of the system colour table's own names.
        let label = Color.namedColors(for: appearance)["label"]!
        switch chrome {
        case .statusBar: return statusBar(height: device?.statusBarHeight ?? ChromeKind.defaultStatusBarHeight, label: label)
        case .homeIndicator: return homeIndicator(shown: device?.hasHomeIndicator ?? false, label: label)
        }
    }

    /// The status bar: the screen's width and `height` points at its top; the time centred in the left third, the
    /// battery centred in the right third.
    private func statusBar(height: Double, label: Color) -> LayerTemplate {
        var bar = self
        bar.frame = [.number(0), .number(0), .width, .number(height)]
        var time = LayerTemplate(position: position)
        time.frame = [.number(0), .number(0), .binary("/", .width, .number(3)), .height]
        var text = TextTemplateStyle(string: PositionedText(template: TextTemplate(literal: ChromeKind.time), position: position))
        text.weight = .semibold
        text.size = ChromeKind.timeSize
        text.color = .fixed(label)
        text.alignment = .center
        text.kern = SystemFontTracking.tracking(size: ChromeKind.timeSize)
        time.text = text
        let size = ChromeKind.batterySize, inset = ChromeKind.batteryInset
        var battery = LayerTemplate(position: position)
        battery.frame = [.binary("-", .binary("*", .width, .number(5.0 / 6.0)), .number(size.width / 2)),
                         .binary("/", .binary("-", .height, .number(size.height)), .number(2)),
                         .number(size.width), .number(size.height)]
        battery.cornerRadius = ChromeKind.batteryCornerRadius
        battery.borderWidth = ChromeKind.batteryBorderWidth
        battery.borderColor = .fixed(label)
        var charge = LayerTemplate(position: position)
        charge.frame = [.number(inset), .number(inset), .number(size.width - 2 * inset), .number(size.height - 2 * inset)]
        charge.cornerRadius = ChromeKind.batteryCornerRadius - inset
        charge.backgroundColor = .fixed(label)
        battery.sublayers = [charge]
        bar.sublayers = [time, battery]
        return bar
    }

    /// The home indicator: a capsule centred above the bottom edge; on a device without one, an empty frame at the
    /// bottom edge's centre that draws nothing (so an id or a motion that names it still finds it).
    private func homeIndicator(shown: Bool, label: Color) -> LayerTemplate {
        var indicator = self
        guard shown else {
            indicator.frame = [.binary("/", .width, .number(2)), .height, .number(0), .number(0)]
            return indicator
        }
        let size = ChromeKind.homeIndicatorSize
        indicator.frame = [.binary("/", .binary("-", .width, .number(size.width)), .number(2)),
                           .binary("-", .height, .number(ChromeKind.homeIndicatorBottomGap + size.height)),
                           .number(size.width), .number(size.height)]
        indicator.cornerRadius = ChromeKind.homeIndicatorCornerRadius
        indicator.backgroundColor = .fixed(label)
        return indicator
    }
}

extension ScreenDesign {
    /// Builds every chrome layer of the screen's layers and the overlay for `device` in `appearance`.
    mutating func placeChrome(device: Device?, appearance: Appearance) {
        backdrop = backdrop.map { $0.placingChrome(device: device, appearance: appearance) }
        overlay = overlay.map { $0.placingChrome(device: device, appearance: appearance) }
    }
}
