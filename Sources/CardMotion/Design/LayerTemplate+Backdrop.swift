import CardGeometry
import CardScene

/// A layer's `backdrop:` keys: a material, or the blur, saturation and tint written out (beside a material, they
/// replace its numbers).
enum BackdropKeys {
    static let material = ScriptKey("material", .choice(BackdropMaterial.self), default: .described("none"),
                                    doc: "A UIBlurEffect system material, whose numbers the other keys start from.")
    static let blur = ScriptKey("blur", .number(0...ScriptLimits.backdropBlur), unit: "points",
                                default: .described("the material's, else 0"),
                                doc: "The blur's standard deviation, as a shadow's radius.")
    static let saturation = ScriptKey("saturation", .number(0...ScriptLimits.backdropSaturation),
                                      default: .described("the material's, else 1"),
                                      doc: "The saturation: 0 grey, 1 unchanged, above 1 more vivid.")
    static let tint = ScriptKey("tint", .color, default: .described("the material's, else none"),
                                doc: "A colour composited over the blurred pixels.")

    static let table = KeyTable([material, blur, saturation, tint])
}

/// `backdrop`, as written: its numbers and a tint that may read a card field.
struct BackdropTemplate: Hashable, Sendable {
    var blur: Double
    var saturation: Double
    var tint: ColorTemplate?
    /// Where it is written, `FILE:LINE:COLUMN: KEY.PATH` (``Backdrop/origin``).
    var origin: String?

    var fields: [String] { tint?.fields ?? [] }

    /// Reads `backdrop:`, which names a material or at least one of the numbers.
    static func decode(_ node: ScriptNode) throws(ScriptError) -> BackdropTemplate {
        var map = try node.mapping()
        typealias Key = BackdropKeys
        let material = try map.choice(Key.material, BackdropMaterial.self)?.resolved(in: node.appearance)
        let start = material?.backdrop ?? Backdrop(blur: 0)
        var template = BackdropTemplate(blur: start.blur, saturation: start.saturation, tint: start.tint.map { .fixed($0) },
                                        origin: node.error("").origin)
        let blur = try map.number(Key.blur), saturation = try map.number(Key.saturation), tint = try map.node(Key.tint)
        if let blur { template.blur = blur }
        if let saturation { template.saturation = saturation }
        if let tint { template.tint = try LayerTemplate.colorTemplate(tint) }
        try map.finish()
        guard material != nil || blur != nil || saturation != nil || tint != nil else {
            throw node.error("give a material (\(BackdropMaterial.systemMaterial.rawValue), ...) or blur, saturation or tint")
        }
        return template
    }

    /// The backdrop with the card's fields in place.
    func resolve(_ context: BindingContext) throws(BindingFailure) -> Backdrop {
        Backdrop(blur: blur, saturation: saturation, tint: try tint?.resolve(context), origin: origin)
    }
}
