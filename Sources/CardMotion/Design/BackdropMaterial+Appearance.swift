import CardGeometry

extension BackdropMaterial {
    /// The material drawn in `appearance`: the adaptive materials (`systemMaterial` ...) draw as their light
    /// counterpart in light mode and as their `...Dark` one in dark mode, as UIKit resolves them with the trait
    /// collection's interface style; a material named with `Dark` stays dark in both.
    func resolved(in appearance: Appearance) -> BackdropMaterial {
        guard appearance == .dark else { return self }
        switch self {
        case .systemUltraThinMaterial: return .systemUltraThinMaterialDark
        case .systemThinMaterial: return .systemThinMaterialDark
        case .systemMaterial: return .systemMaterialDark
        case .systemThickMaterial: return .systemThickMaterialDark
        case .systemChromeMaterial: return .systemChromeMaterialDark
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            return self
        }
    }
}
