import CardGeometry
import CardScene

/// A layer property an `animate` event may move, by its name in scripts (docs/motion.md#animate). Each is one or
/// more ``LayerChannel``s, the numbers that move on their own (a colour's four components, a scale's two axes).
enum LayerProperty: String, CaseIterable, Hashable, Sendable {
    case x, y, width, height, scale, scaleX, scaleY, rotation, rotationX, rotationY, opacity, cornerRadius
    case backgroundColor, color, blur, shadowOpacity, shadowRadius, shadowOffset

    /// The channels the property writes, in the order of its value's components.
    var channels: [LayerChannel] {
        switch self {
        case .x: [.x]
        case .y: [.y]
        case .width: [.width]
        case .height: [.height]
        case .scale: [.scaleX, .scaleY]
        case .scaleX: [.scaleX]
        case .scaleY: [.scaleY]
        case .rotation: [.rotation]
        case .rotationX: [.rotationX]
        case .rotationY: [.rotationY]
        case .opacity: [.opacity]
        case .cornerRadius: [.cornerRadius]
        case .backgroundColor: [.backgroundRed, .backgroundGreen, .backgroundBlue, .backgroundAlpha]
        case .color: [.colorRed, .colorGreen, .colorBlue, .colorAlpha]
        case .blur: [.blur]
        case .shadowOpacity: [.shadowOpacity]
        case .shadowRadius: [.shadowRadius]
        case .shadowOffset: [.shadowOffsetX, .shadowOffsetY]
        }
    }

    /// How a value of the property is written.
    enum Shape { case number, color, point }

    var shape: Shape {
        switch self {
        case .backgroundColor, .color: .color
        case .shadowOffset: .point
        default: .number
        }
    }

    /// The values the property may take (for numbers), in its unit.
    var range: ClosedRange<Double> {
        switch self {
        case .x, .y: ScriptLimits.coordinate
        case .width, .height: 0...ScriptLimits.coordinate.upperBound
        case .scale, .scaleX, .scaleY: -ScriptLimits.animatedScale...ScriptLimits.animatedScale
        case .rotation, .rotationX, .rotationY: -ScriptLimits.animatedTurn...ScriptLimits.animatedTurn
        case .opacity, .shadowOpacity: 0...1
        case .cornerRadius: 0...ScriptLimits.coordinate.upperBound
        case .blur, .shadowRadius: 0...ScriptLimits.animatedBlur
        case .backgroundColor, .color: 0...1
        case .shadowOffset: ScriptLimits.coordinate
        }
    }

    /// The unit its numbers are in, for errors and docs.
    var unit: String {
        switch self {
        case .x, .y, .width, .height, .cornerRadius, .blur, .shadowRadius, .shadowOffset: "points"
        case .rotation, .rotationX, .rotationY: "degrees"
        default: ""
        }
    }

    /// One line for the docs and the schema.
    var doc: String {
        switch self {
        case .x: "The layer's centre, x, in its parent's points (CALayer's position)."
        case .y: "The layer's centre, y, in its parent's points."
        case .width: "The bounds' width, in points, about the centre."
        case .height: "The bounds' height, in points, about the centre."
        case .scale: "A scale about the centre, both axes."
        case .scaleX: "A scale about the centre along x."
        case .scaleY: "A scale about the centre along y."
        case .rotation: "A turn about the centre, degrees, clockwise on screen."
        case .rotationX: "A 3D turn about the horizontal axis, degrees (seen through `perspective`)."
        case .rotationY: "A 3D turn about the vertical axis, degrees (seen through `perspective`)."
        case .opacity: "0 to 1, the layer and its sublayers as a group."
        case .cornerRadius: "The corner radius, in points."
        case .backgroundColor: "The fill, a colour; its components move in sRGB."
        case .color: "The text's or symbol's colour."
        case .blur: "A Gaussian blur of the layer, its radius (standard deviation) in points."
        case .shadowOpacity: "The shadow's opacity, 0 to 1."
        case .shadowRadius: "The shadow's blur radius, in points."
        case .shadowOffset: "The shadow's offset [x, y], in points."
        }
    }
}

/// One number of a layer that animates on its own: a property's component.
enum LayerChannel: Hashable, Sendable, CaseIterable {
    case x, y, width, height, scaleX, scaleY, rotation, rotationX, rotationY, opacity, cornerRadius
    case backgroundRed, backgroundGreen, backgroundBlue, backgroundAlpha
    case colorRed, colorGreen, colorBlue, colorAlpha
    case blur, shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY

    /// The channel's value on `layer`, whose frame is in its parent's points. A colour the layer lacks reads as
    /// clear black (Core Animation's nil colour), a shadow it lacks as CALayer's default shadow (opacity 0).
    func value(of layer: ContentLayer) -> Double {
        switch self {
        case .x: layer.frame.midX
        case .y: layer.frame.midY
        case .width: layer.frame.width
        case .height: layer.frame.height
        case .scaleX: layer.scaleX
        case .scaleY: layer.scaleY
        case .rotation: layer.rotation
        case .rotationX: layer.rotationX
        case .rotationY: layer.rotationY
        case .opacity: layer.opacity
        case .cornerRadius: layer.cornerRadius
        case .backgroundRed: layer.backgroundColor?.red ?? 0
        case .backgroundGreen: layer.backgroundColor?.green ?? 0
        case .backgroundBlue: layer.backgroundColor?.blue ?? 0
        case .backgroundAlpha: layer.backgroundColor?.alpha ?? 0
        case .colorRed: Self.foreground(of: layer)?.red ?? 0
        case .colorGreen: Self.foreground(of: layer)?.green ?? 0
        case .colorBlue: Self.foreground(of: layer)?.blue ?? 0
        case .colorAlpha: Self.foreground(of: layer)?.alpha ?? 0
        case .blur: layer.blur
        case .shadowOpacity: (layer.shadow ?? Shadow()).opacity
        case .shadowRadius: (layer.shadow ?? Shadow()).radius
        case .shadowOffsetX: (layer.shadow ?? Shadow()).offset.x
        case .shadowOffsetY: (layer.shadow ?? Shadow()).offset.y
        }
    }

    /// Sets the channel on `layer` to `value` (a width or height about the frame's centre, as a layer's bounds change
    /// about its anchor point); colour components and opacities are held within 0...1, sizes and radii at 0 or more.
    func set(_ value: Double, on layer: inout ContentLayer) {
        let unit = min(max(value, 0), 1), positive = max(value, 0)
        switch self {
        case .x: layer.frame.origin.x = value - layer.frame.width / 2
        case .y: layer.frame.origin.y = value - layer.frame.height / 2
        case .width:
            let center = layer.frame.midX
            layer.frame.size.width = positive
            layer.frame.origin.x = center - positive / 2
        case .height:
            let center = layer.frame.midY
            layer.frame.size.height = positive
            layer.frame.origin.y = center - positive / 2
        case .scaleX: layer.scaleX = value
        case .scaleY: layer.scaleY = value
        case .rotation: layer.rotation = value
        case .rotationX: layer.rotationX = value
        case .rotationY: layer.rotationY = value
        case .opacity: layer.opacity = unit
        case .cornerRadius: layer.cornerRadius = positive
        case .backgroundRed: layer.backgroundColor = (layer.backgroundColor ?? Self.clear).with(red: unit)
        case .backgroundGreen: layer.backgroundColor = (layer.backgroundColor ?? Self.clear).with(green: unit)
        case .backgroundBlue: layer.backgroundColor = (layer.backgroundColor ?? Self.clear).with(blue: unit)
        case .backgroundAlpha: layer.backgroundColor = (layer.backgroundColor ?? Self.clear).withAlpha(unit)
        case .colorRed: Self.setForeground(of: &layer) { $0.with(red: unit) }
        case .colorGreen: Self.setForeground(of: &layer) { $0.with(green: unit) }
        case .colorBlue: Self.setForeground(of: &layer) { $0.with(blue: unit) }
        case .colorAlpha: Self.setForeground(of: &layer) { $0.withAlpha(unit) }
        case .blur: layer.blur = positive
        case .shadowOpacity: layer.shadow = (layer.shadow ?? Shadow()).with { $0.opacity = unit }
        case .shadowRadius: layer.shadow = (layer.shadow ?? Shadow()).with { $0.radius = positive }
        case .shadowOffsetX: layer.shadow = (layer.shadow ?? Shadow()).with { $0.offset.x = value }
        case .shadowOffsetY: layer.shadow = (layer.shadow ?? Shadow()).with { $0.offset.y = value }
        }
    }

    private static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour `color` animates: the text's, else the symbol's.
    private static func foreground(of layer: ContentLayer) -> Color? {
        layer.text?.color ?? layer.symbol?.color
    }

    private static func setForeground(of layer: inout ContentLayer, _ change: (Color) -> Color) {
        if let color = layer.text?.color { layer.text?.color = change(color) }
        if let color = layer.symbol?.color { layer.symbol?.color = change(color) }
    }
}

private extension Color {
    func with(red: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
    func with(green: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
    func with(blue: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}

private extension Shadow {
    func with(_ change: (inout Shadow) -> Void) -> Shadow {
        var copy = self
        change(&copy)
        return copy
    }
}
