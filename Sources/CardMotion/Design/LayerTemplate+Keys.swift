import CardScene

/// A layer's keys, each declared once (``ScriptKey``), in reading order. A cell's own layer has all but `frame`,
/// `opacity`, `rotation` and `id` (``cellTable``): it fills its card, which the control moves and turns, and it is
/// the card's node, named by the node's id.
enum LayerKeys {
    static let frame = ScriptKey("frame", .custom(schema: ["type": "array", "items": ["$ref": "#/$defs/expression"], "minItems": 4, "maxItems": 4],
                                                  shape: "[x, y, width, height], numbers or expressions"),
                                 unit: "points", default: .described("required, but on a layer a stack arranges (size instead)"),
                                 doc: "The frame in the parent's points; an expression reads the parent's width and height, itemIndex, card.FIELD and motion.*; the width or height may be fit (the content's size plus padding).")
    static let backgroundColor = ScriptKey("backgroundColor", .color, default: .described("none (clear)"), doc: "The fill behind the content.")
    static let opacity = ScriptKey("opacity", .expression(0...1), default: .number(1), doc: "The layer's opacity, its sublayers' included.")
    static let cornerRadius = ScriptKey("cornerRadius", .expression(0...100_000), unit: "points", default: .number(0), doc: "The corners' radius.")
    static let borderWidth = ScriptKey("borderWidth", .expression(0...100_000), unit: "points", default: .number(0), doc: "The border's width, drawn inside the frame.")
    static let borderColor = ScriptKey("borderColor", .color, default: .described("none (no border)"), doc: "The border's colour.")
    static let masksToBounds = ScriptKey("masksToBounds", .boolean, default: .boolean(false),
                                         doc: "Clip the content and sublayers to the rounded frame.")
    static let shadow = ScriptKey("shadow", .custom(schema: ShadowKeys.table.schema(), shape: "mapping (shadow keys)"),
                                  default: .described("none"), doc: "A drop shadow.")
    static let gradient = ScriptKey("gradient", .custom(schema: GradientKeys.table.schema(), shape: "mapping (gradient keys)"),
                                    default: .described("none"), doc: "A gradient fill above the background colour.")
    static let image = ScriptKey("image", .custom(schema: ImageKeys.table.schema(), shape: "mapping (image keys)"),
                                 default: .described("none"), doc: "A PNG or JPEG image, relative to the script.")
    static let text = ScriptKey("text", .custom(schema: TextKeys.table.schema(), shape: "mapping (text keys)"),
                                default: .described("none"), doc: "A text.")
    static let ifField = ScriptKey("if", .custom(schema: ["type": "string"], shape: "field name"), default: .described("always shown"),
                                   doc: "Shown only when the card has this field and it is not false, an empty string or an empty list.")
    static let unlessField = ScriptKey("unless", .custom(schema: ["type": "string"], shape: "field name"), default: .described("always shown"),
                                       doc: "Shown only when the card lacks this field, or it is false, an empty string or an empty list.")
    static let layers = ScriptKey("layers", .custom(schema: ScriptSchema.layers("Sublayers, back to front."), shape: "list of layers"),
                                  default: .described("none"), doc: "Sublayers, back to front.")
    static let backdrop = ScriptKey("backdrop", .custom(schema: BackdropKeys.table.schema(), shape: "mapping (backdrop keys)"),
                                    default: .described("none"), doc: "A blur of what lies behind, inside the rounded frame (UIVisualEffectView).")

    static let rotation = ScriptKey("rotation", .expression(ScriptLimits.layerRotation), unit: "degrees", default: .number(0),
                                    doc: "A turn about the frame's centre, clockwise on screen; sublayers, border and shadow turn with it.")

    static let rotationX = ScriptKey("rotationX", .number(ScriptLimits.layerRotation), unit: "degrees", default: .number(0),
                                     doc: "A 3D turn about the horizontal line through the centre (the bottom edge comes forward), seen through perspective.")
    static let rotationY = ScriptKey("rotationY", .number(ScriptLimits.layerRotation), unit: "degrees", default: .number(0),
                                     doc: "A 3D turn about the vertical line through the centre (the right edge goes away), seen through perspective.")
    static let perspective = ScriptKey("perspective", .number(ScriptLimits.perspective), unit: "points", default: .described("none (flat)"),
                                       doc: "The eye's distance for the layer's own 3D turn and its sublayers' (CATransform3D's m34 = -1/D).")
    static let back = ScriptKey("back", .custom(schema: ScriptSchema.layers("Shown instead of the content when the layer faces away."),
                                                shape: "list of layers"),
                                default: .described("none"), doc: "Layers in the layer's own points shown instead of its content when it faces away (a card's back).")
    static let isDoubleSided = ScriptKey("isDoubleSided", .boolean, default: .boolean(true),
                                         doc: "Whether the content shows, mirrored, when the layer faces away and has no back.")

    static let id = ScriptKey("id", .custom(schema: ["type": "string", "pattern": .string(LayerID.pattern),
                                                     "maxLength": .number(Double(ScriptLimits.layerIDLength))],
                                            shape: "name: a letter, then letters, digits, _ or -"),
                              default: .described("none"),
                              doc: "A name unique within the design: states reports the layer, verify explains and ignores it (NODE/ID).")

    static let chrome = ScriptKey("chrome", .choice(ChromeKind.self), default: .described("none"),
                                  doc: "The system's status bar or home indicator, drawn at the device's own place (docs/devices.md); only with id and opacity, on a layer of screen.layers or overlay.")

    static let table = KeyTable([frame, backgroundColor, opacity, cornerRadius, borderWidth, borderColor, masksToBounds,
                                 shadow, gradient, image, text, ifField, unlessField, layers, symbol, path, backdrop, forEach,
                                 rotation, rotationX, rotationY, perspective, back, isDoubleSided, id, stack, padding, size, anchor, chrome])

    /// The keys of a cell's own layer, which fills its card, takes its opacity from the control, is drawn once and is
    /// turned and named by the control (its node).
    static let cellTable = table.without([frame.name, opacity.name, forEach.name, rotation.name, id.name, size.name,
                                          rotationX.name, rotationY.name, perspective.name, back.name, isDoubleSided.name, anchor.name, chrome.name])
}

/// A layer's `shadow:` keys.
enum ShadowKeys {
    static let color = ScriptKey("color", .color, default: .described("black"), doc: "The shadow's colour.")
    static let opacity = ScriptKey("opacity", .expression(0...1), default: .number(0), doc: "The shadow's opacity (0 draws none, as in Core Animation).")
    static let radius = ScriptKey("radius", .expression(0...1000), unit: "points", default: .number(3), doc: "The blur radius.")
    static let offset = ScriptKey("offset", .point, unit: "points", default: .described("[0, -3]"), doc: "The shadow's offset.")

    static let table = KeyTable([color, opacity, radius, offset])
}

/// A layer's `gradient:` keys.
enum GradientKeys {
    static let colors = ScriptKey("colors", .custom(schema: ["type": "array", "items": ScriptSchema.colorReference, "minItems": 2,
                                                             "maxItems": .number(Double(ScriptLimits.gradientColors))],
                                                    shape: "list of 2 to \(ScriptLimits.gradientColors) colours"),
                                  required: true, doc: "The colours, from start to end.")
    /// Where a location may stand: 0 at the start, 1 at the end.
    static let locationRange: ClosedRange<Double> = 0...1
    static let locations = ScriptKey("locations", .custom(schema: ["type": "array", "items": ScriptSchema.number(locationRange)],
                                                          shape: "list of numbers 0 ... 1, one per colour, not decreasing"),
                                     default: .described("evenly spaced"), doc: "Where each colour stands along the gradient.")
    static let start = ScriptKey("start", .point, default: .described("[0.5, 0]"), doc: "Where the gradient starts, in the layer's unit square.")
    static let end = ScriptKey("end", .point, default: .described("[0.5, 1]"), doc: "Where the gradient ends, in the layer's unit square.")
    static let type = ScriptKey("type", .choice(Gradient.Kind.self), default: .described("axial"), doc: "The gradient's shape.")

    static let table = KeyTable([colors, locations, start, end, type])
}

/// A layer's `image:` keys.
enum ImageKeys {
    static let source = ScriptKey("source", .custom(schema: ["type": "string"], shape: "path, may read {fields}"), required: true,
                                  doc: "The PNG or JPEG file (told apart by content), relative to the script.")
    static let contentMode = ScriptKey("contentMode", .choice(ImageContent.ContentMode.self), default: .described("scaleToFill"),
                                       doc: "How the image fits the frame, as UIView's contentMode.")

    static let table = KeyTable([source, contentMode])
}

/// A layer's `text:` keys: `string` and `font` read by hand (the string is the text, the font is checked against
/// the script's families), each of the others bound to the field of ``TextSettings`` it sets (``KeyField``).
enum TextKeys {
    static let string = ScriptKey("string", .text, required: true, doc: "The text; {field} reads the card.")
    static let font = ScriptKey("font", .custom(schema: ["type": "string"], shape: "font family"),
                                default: .described("the system font (\(BuiltInFonts.system), \(BuiltInFonts.systemDisplay) from \(Int(BuiltInFonts.displaySize)) pt)"),
                                doc: "A built-in family, one of the script's fonts, or an iOS family drawn with its stand-in (SF Pro, PingFang SC, ...).")
    static let weight = ScriptKey("weight", .choice(TextContent.Weight.self), default: .described(TextDefaults.weight.rawValue), doc: "The font weight (the style's, with a style).")
    static let size = ScriptKey("size", .number(1...1000), unit: "points", default: .number(TextDefaults.size), doc: "The font size (the style's, with a style); the same at every contentSize unless scales.")
    static let color = ScriptKey("color", .color, default: .described(TextDefaults.colorName), doc: "The text colour.")
    static let alignment = ScriptKey("alignment", .choice(TextContent.Alignment.self), default: .described(TextDefaults.alignment.rawValue),
                                     doc: "The alignment: natural keeps to the left, or to the right in layoutDirection: rightToLeft (NSTextAlignment.natural); left and right are absolute.")
    static let lines = ScriptKey("lines", .integer(0...1000), default: .integer(TextDefaults.lines), doc: "The most lines shown; 0 for any number.")
    static let lineBreak = ScriptKey("lineBreak", .choice(TextContent.LineBreak.self), default: .described(TextDefaults.lineBreak.rawValue),
                                     doc: "How a text too long for its lines is cut.")
    static let lineSpacing = ScriptKey("lineSpacing", .number(-1000...1000), unit: "points", default: .number(TextDefaults.lineSpacing), doc: "Extra space between lines.")
    static let kern = ScriptKey("kern", .number(-1000...1000), unit: "points", default: .described("SF Pro's tracking for the size with the system font, else 0"),
                                doc: "Extra space between characters.")
    static let minimumScaleFactor = ScriptKey("minimumScaleFactor", .number(0.01...1), default: .number(TextDefaults.minimumScaleFactor),
                                              doc: "How far the font may shrink to fit one line.")

    static let style = ScriptKey("style", .choice(TextStyle.self), default: .described("none"),
                                 doc: "An iOS text style: its size, weight and line height at the script's contentSize (size and weight beside it override them).")
    static let scales = ScriptKey("scales", .boolean, default: .boolean(false),
                                  doc: "Whether an explicit size follows the script's contentSize, scaled as the style's size (body's without a style) is.")

    /// The keys after `string` and `font`, each with the field it sets.
    static var fields: [KeyField<TextSettings>] {
        [KeyField(weight, \.weight), KeyField(size, \.size),
         KeyField(color) { (node, text) throws(ScriptError) in text.color = try LayerTemplate.colorTemplate(node) },
         KeyField(alignment, \.alignment), KeyField(lines, \.lines), KeyField(lineBreak, \.lineBreak),
         KeyField(lineSpacing, \.lineSpacing), KeyField(kern, \.kern), KeyField(minimumScaleFactor, \.minimumScaleFactor),
         KeyField(style, \.style),
         KeyField(scales) { (node, text) throws(ScriptError) in text.scales = try node.bool() }]
    }

    static let table = KeyTable([string, font], then: fields)
}
