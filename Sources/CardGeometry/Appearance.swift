/// The interface style a script is drawn in, as UIKit's `UIUserInterfaceStyle`: it picks the light or the dark value
/// of every system colour (``Color/SystemColor``) and of every `{light, dark}` colour a script gives.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    /// `UIUserInterfaceStyle.light`, the default.
    case light
    /// `UIUserInterfaceStyle.dark`.
    case dark
}
