import CPangoCairo
import CPangoFT2

/// The fixed set of fonts text is drawn with: DejaVu Sans (regular, bold) for Latin and WenQuanYi Micro Hei
/// for CJK, in a private fontconfig configuration that no other installed font can enter. The same script
/// therefore gives the same pixels on any machine with these two Debian packages.
final class FontSet {
    /// Font files and the Debian package that installs each.
    static let files: [(path: String, package: String)] = [
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "fonts-dejavu-core"),
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "fonts-dejavu-core"),
        ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "fonts-wqy-microhei"),
    ]
    /// Latin first; characters it lacks fall back to the CJK font.
    static let family = "DejaVu Sans, WenQuanYi Micro Hei"

    /// A pangocairo font map that sees only ``files``.
    let fontMap: OpaquePointer
    /// A Pango context with deterministic font options (no hinting, grey antialiasing).
    let context: OpaquePointer

    /// A font set of `files` (tests use a subset to see what a missing font would draw).
    init(files: [(path: String, package: String)] = FontSet.files) throws(RenderError) {
        guard let config = FcConfigCreate() else { throw RenderError("cannot create a fontconfig configuration") }
        for file in files {
            guard file.path.withCString({ FcConfigAppFontAddFile(config, UnsafePointer<FcChar8>(OpaquePointer($0))) }) != 0 else {
                FcConfigDestroy(config)
                throw RenderError("font \(file.path) is missing: install the Debian package \(file.package) (scripts/setup does)")
            }
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw RenderError("cannot create a Pango font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)  // the font map holds its own reference
        fontMap = OpaquePointer(map)
        guard let context = pango_font_map_create_context(UnsafeMutablePointer(map)) else {
            g_object_unref(UnsafeMutableRawPointer(map))
            throw RenderError("cannot create a Pango context")
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        self.context = context
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}
