import CardGeometry
import CardScene

/// A script's top-level keys, each declared once (``ScriptKey``), in reading order.
enum ScriptKeys {
    static let fonts = ScriptKey("fonts", .custom(schema: ["type": "array", "maxItems": .number(Double(ScriptLimits.fontFiles)),
                                                           "items": ["type": "string", "description": "A TrueType, OpenType or collection file, relative to the script."]],
                                                  shape: "list of font files"),
                                 default: .described("none"), doc: "Font files, relative to the script, whose families text may name.")
    static let device = ScriptKey("device", .choice(Device.names), default: .described("none: the screen is as 'screen' says"),
                                  doc: "The device whose screen size, scale and safe area the script takes (case and spaces ignored; docs/devices.md).")
    static let screen = ScriptKey("screen", .custom(schema: ScreenKeys.table.schema(), shape: "mapping (screen keys)"),
                                  default: .described("the device's screen, on white (required without 'device')"), doc: "The simulated screen.")
    static let fps = ScriptKey("fps", .number(ScriptLimits.fps), unit: "frames per second", default: .number(Script.defaultFPS),
                               doc: "Frames per second.")
    static let duration = ScriptKey("duration", .number(ScriptLimits.duration), unit: "seconds",
                                    default: .described("until everything settles, plus 0.25 s"), doc: "The animation's length.")
    static let touchRate = ScriptKey("touchRate", .number(ScriptLimits.touchRate), unit: "samples per second",
                                     default: .number(Script.defaultTouchRate), doc: "Touch samples per second of a drag.")
    static let widget = ScriptKey("widget", .custom(schema: ["oneOf": .array(Controls.all.map(\.schema))], shape: "mapping (a control's keys)"),
                                  default: .described("none: a screen made only of its layers"), doc: "The control, by its kind, and its keys.")
    static let overlay = ScriptKey("overlay", .custom(schema: ScriptSchema.layers("Static layers above the control, in screen points."),
                                                      shape: "list of layers"),
                                   default: .described("none"), doc: "Static layers above the control, in screen points.")
    static let cell = ScriptKey("cell", .custom(schema: ["$ref": "#/$defs/cell"], shape: "mapping (cell keys)"),
                                default: .described("the control's demo cell"), doc: "The layers each card is drawn with.")
    static let cards = ScriptKey("cards", .custom(schema: ["type": "array", "maxItems": .number(Double(ScriptLimits.cards.upperBound)),
                                                           "items": ["$ref": "#/$defs/card"]],
                                                  shape: "list of mappings"),
                                 default: .described("none"), doc: "The cards' fields, read by the cell's {placeholders}.")
    static let timeline = ScriptKey("timeline", .custom(schema: ["type": "array", "maxItems": .number(Double(ScriptLimits.timelineEvents.upperBound)),
                                                                 "items": ["$ref": "#/$defs/event"]],
                                                        shape: "list of events"),
                                    default: .described("none"), doc: "The gestures and swipes, in time order.")
    static let verify = ScriptKey("verify", .custom(schema: VerifyKeys.table.schema(), shape: "mapping (verify keys)"),
                                  default: .described("the command line's settings"),
                                  doc: "How cardmotion verify compares this script's frames, where the command line says nothing.")

    static let appearance = ScriptKey("appearance", .choice(Appearance.self), default: .described("light"),
                                      doc: "The interface style: the system colours and {light, dark} colours take its value; the adaptive materials follow it.")

    static let defaults = ScriptKey("defaults", .custom(schema: DefaultsKeys.table.schema(), shape: "mapping (defaults keys)"),
                                    default: .described("none"), doc: "Settings every layer takes where it gives none.")

    static let contentSize = ScriptKey("contentSize", .choice(ContentSizeCategory.self), default: .described(ContentSizeCategory.default.rawValue),
                                       doc: "The Dynamic Type size every text style takes its size and line height at.")

    static let variants = ScriptKey("variants", .custom(schema: VariantsKeys.table.schema(), shape: "mapping (matrix, extra)"),
                                    default: .described("none: the script draws one configuration"),
                                    doc: "Configurations of the script, each a name and the top-level settings it changes (docs/variants.md).")

    static let strings = ScriptKey("strings", .custom(schema: StringTable.schema, shape: "mapping of language codes to mappings of strings"),
                                   default: .described("none"), doc: "Each language's strings by key, read by {str.KEY} in texts and card values.")
    static let language = ScriptKey("language", .custom(schema: Language.schema, shape: "language code or pseudo-language"),
                                    default: .described("the first language of 'strings', or none"),
                                    doc: "The language texts are shown in: one of 'strings', or the pseudo-language accented or bidi.")

    static let layoutDirection = ScriptKey("layoutDirection", .choice(LayoutDirection.self), default: .described("leftToRight"),
                                           doc: "Right to left mirrors what UIKit mirrors: horizontal stacks, leading and trailing, natural text alignment, directional symbols (docs/layers.md#right-to-left).")

    static let table = KeyTable([fonts, device, screen, fps, duration, touchRate, widget, overlay, cell, cards, timeline, verify, defaults,
                                 contentSize, appearance, layoutDirection, strings, language, variants])
}

/// The `screen:` keys.
enum ScreenKeys {
    static let layers = ScriptKey("layers", .custom(schema: ScriptSchema.layers("Static layers behind the control, in screen points."),
                                                    shape: "list of layers"),
                                  default: .described("none"), doc: "Static layers behind the control, in screen points.")
    static let size = ScriptKey("size", .size, unit: "points", default: .described("the device's (required without 'device')"),
                                doc: "The screen's size; each side within \(ScriptLimits.screenSide.lowerBound)...\(ScriptLimits.screenSide.upperBound).")
    static let scale = ScriptKey("scale", .number(ScriptLimits.scale), unit: "pixels per point", default: .described("the device's, else 2"),
                                 doc: "Pixels per point.")
    static let background = ScriptKey("background", .color, default: .described("systemBackground (white; black in dark mode)"),
                                      doc: "The screen's colour behind everything.")

    static let table = KeyTable([layers, size, scale, background])
}

/// The `verify:` keys.
enum VerifyKeys {
    static let ignore = ScriptKey("ignore", .custom(schema: ["type": "array", "items": ["type": "string", "minLength": 1,
                                                                                     "maxLength": .number(Double(NodeGlob.maximumLength))]],
                                                    shape: "list of node globs"),
                                  default: .described("none"), doc: "Nodes whose pixels verify ignores.")
    static let ignoreRegions = ScriptKey("ignoreRegions", .custom(schema: ["type": "array", "items": ["type": "array", "items": ["type": "number"], "minItems": 4, "maxItems": 4]],
                                                              shape: "list of [x, y, width, height]"),
                                         default: .described("none"), doc: "Screen regions, in points, whose pixels verify ignores.")
    static let maxDiffPixels = ScriptKey("maxDiffPixels", .custom(schema: ["type": "integer", "minimum": 0], shape: "whole number, 0 or more"),
                                         default: .described("the command line's"), doc: "Differing pixels a frame may have and still pass.")
    static let maxDiffRatio = ScriptKey("maxDiffRatio", .number(0...1), unit: "of the frame's pixels", default: .described("the command line's"),
                                        doc: "Differing pixels a frame may have and still pass, as a share.")
    static let threshold = ScriptKey("threshold", .number(0...1), unit: "(pixelmatch's colour threshold)", default: .described("the command line's"),
                                     doc: "How far a pixel's colour may differ before it counts.")

    static let table = KeyTable([ignore, ignoreRegions, maxDiffPixels, maxDiffRatio, threshold])
}
