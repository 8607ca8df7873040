import CardGeometry
import CardScene

/// `UIBlurEffect.Style`'s system materials, as `backdrop: {material: NAME}` names them, with the numbers CardMotion
/// draws them with. Apple publishes no numbers for them: these are approximations (docs/layers.md, "Backdrops", says
/// where each comes from). Every material blurs with a standard deviation of 20 points and saturates by 1.8, the
/// numbers most often cited for apple.com's frosted navigation bar (CSS `saturate(180%) blur(20px)`); the materials
/// differ, as on iOS, in how opaque their tint is: thin ones let more of the content through, thick ones less.
enum BackdropMaterial: String, CaseIterable, Sendable {
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark

    /// The blur's standard deviation, in points.
    static let blur = 20.0
    /// The saturation factor.
    static let saturation = 1.8

    /// The tint composited over the blur: white in light materials, a dark grey in dark ones (iOS's dark
    /// `secondarySystemBackground`, #1C1C1E), with the alpha of the material's thickness; the chrome materials (bars)
    /// use the grey of iOS's default bar background, #F7F7F7 (light), and #1D1D1D (dark).
    var tint: Color {
        switch self {
        case .systemUltraThinMaterial: Color(red255: 255, green255: 255, blue255: 255, alpha: 0.3)
        case .systemThinMaterial: Color(red255: 255, green255: 255, blue255: 255, alpha: 0.5)
        case .systemMaterial: Color(red255: 255, green255: 255, blue255: 255, alpha: 0.72)
        case .systemThickMaterial: Color(red255: 255, green255: 255, blue255: 255, alpha: 0.85)
        case .systemChromeMaterial: Color(red255: 247, green255: 247, blue255: 247, alpha: 0.8)
        case .systemUltraThinMaterialDark: Color(red255: 28, green255: 28, blue255: 30, alpha: 0.3)
        case .systemThinMaterialDark: Color(red255: 28, green255: 28, blue255: 30, alpha: 0.5)
        case .systemMaterialDark: Color(red255: 28, green255: 28, blue255: 30, alpha: 0.72)
        case .systemThickMaterialDark: Color(red255: 28, green255: 28, blue255: 30, alpha: 0.85)
        case .systemChromeMaterialDark: Color(red255: 29, green255: 29, blue255: 29, alpha: 0.8)
        }
    }

    /// The material as drawn.
    var backdrop: Backdrop {
        Backdrop(blur: Self.blur, saturation: Self.saturation, tint: tint)
    }
}
