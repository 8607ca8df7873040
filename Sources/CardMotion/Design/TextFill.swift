/// What the script as a whole says about its texts once its layers are read: `defaults.text`, for the keys a text
/// leaves out, and `contentSize`, the Dynamic Type size its styles take. `nil` (``init(defaults:contentSize:)``)
/// when it says nothing, so the texts stay as their layers resolved them.
struct TextFill {
    var defaults: TextSettings
    var contentSize: ContentSizeCategory

    init?(defaults: TextSettings?, contentSize: ContentSizeCategory) {
        guard defaults != nil || contentSize != .default else { return nil }
        self.defaults = defaults ?? TextSettings()
        self.contentSize = contentSize
    }
}
