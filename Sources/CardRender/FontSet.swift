import CardPlatform
import CardScene
import CPangoCairo
import CPangoFT2

/// The fonts text is drawn with: DejaVu Sans (regular, bold) for Latin and WenQuanYi Micro Hei for CJK, plus a
/// script's own font files, in a private fontconfig configuration that no other installed font can enter. The same
/// script therefore gives the same pixels on any machine with these Debian packages and files.
final class FontSet {
    /// Font files and the Debian package that installs each.
    static let files: [(path: String, package: String)] = [
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "fonts-dejavu-core"),
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "fonts-dejavu-core"),
        ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "fonts-wqy-microhei"),
    ]
    /// Latin first; characters it lacks fall back to the CJK font.
    static let family = BuiltInFonts.families.joined(separator: ", ")

    /// A pangocairo font map that sees only the built-in files and the script's.
    let fontMap: OpaquePointer
    /// A Pango context with deterministic font options (no hinting, grey antialiasing).
    let context: OpaquePointer

    /// A font set of `files` (tests use a subset to see what a missing font would draw) and a script's
    /// `scriptFonts` (absolute paths).
    init(files: [(path: String, package: String)] = FontSet.files, scriptFonts: [String] = []) throws(RenderError) {
        // The script decoder has counted the faces already (naming the line); a scene built by hand is held to the
        // same limit before fontconfig reads any file.
        let faces = scriptFonts.reduce(0) { $0 + FontFaces.count(header: FileBytes.start(of: $1, count: FontFaces.headerSize)) }
        guard faces <= FontFaces.limit else {
            throw RenderError("the scene's font files hold \(faces) faces, more than the limit of \(FontFaces.limit)")
        }
        guard let config = FcConfigCreate() else { throw RenderError("cannot create a fontconfig configuration") }
        for file in files {
            guard Self.add(file.path, to: config) else {
                FcConfigDestroy(config)
                throw RenderError("font \(file.path) is missing: install the Debian package \(file.package) (scripts/setup does)")
            }
        }
        // A file listed twice is scanned once (the script's limit on faces counted it twice already).
        for (index, path) in scriptFonts.enumerated() where !scriptFonts[..<index].contains(path) {
            guard Self.add(path, to: config) else {
                FcConfigDestroy(config)
                throw RenderError("font \(path) cannot be read as a TrueType, OpenType or collection file")
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

    private static func add(_ path: String, to config: OpaquePointer) -> Bool {
        path.withCString { FcConfigAppFontAddFile(config, UnsafePointer<FcChar8>(OpaquePointer($0))) } != 0
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}
