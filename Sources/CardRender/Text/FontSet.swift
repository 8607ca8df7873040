import CardPlatform
import CardScene
import CPangoCairo
import CPangoFT2

/// The fonts text is drawn with: open stand-ins for iOS's fonts (``BuiltInFonts``: Inter and Inter Display, Noto
/// Sans CJK SC, Noto Color Emoji, Noto Sans Arabic and Hebrew, DejaVu Sans last) plus a script's own font files, in a private fontconfig
/// configuration that no other installed font can enter. The same script therefore gives the same pixels on any
/// machine with these Debian packages and files.
final class FontSet {
    /// One face the set adds: a file, the face's index when the file is a collection of which only that face is
    /// wanted (`nil`: every face of the file), and the Debian package that installs it.
    struct File {
        let path: String
        let face: Int?
        let package: String
    }

    /// The built-in faces: the weights ``CardScene/TextContent/Weight`` draws, upright, of Inter and Inter Display;
    /// the Simplified Chinese faces (index 2) of Noto Sans CJK's regular and bold collections, which hold ten faces
    /// each (adding only those keeps the set quick to make: about 5 ms of CPU against 29 ms for the whole collections);
    /// Noto Color Emoji; Noto Sans Arabic and Noto Sans Hebrew, regular and bold; DejaVu Sans.
    static let files: [File] = {
        let inter = "/usr/share/fonts/opentype/inter/"
        let weights = ["Regular", "Medium", "SemiBold", "Bold"]
        return weights.map { File(path: inter + "Inter-\($0).otf", face: nil, package: "fonts-inter") }
            + weights.map { File(path: inter + "InterDisplay-\($0).otf", face: nil, package: "fonts-inter") }
            + ["Regular", "Bold"].map { File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-\($0).ttc", face: 2, package: "fonts-noto-cjk") }
            + [File(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", face: nil, package: "fonts-noto-color-emoji")]
            + ["Arabic", "Hebrew"].flatMap { script in
                ["Regular", "Bold"].map { File(path: "/usr/share/fonts/truetype/noto/NotoSans\(script)-\($0).ttf", face: nil, package: "fonts-noto-core") }
            }
            + [File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", face: nil, package: "fonts-dejavu-core"),
               File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", face: nil, package: "fonts-dejavu-core")]
    }()

    /// A pangocairo font map that sees only the built-in files and the script's.
    let fontMap: OpaquePointer
    /// A Pango context with deterministic font options (no hinting, grey antialiasing).
    let context: OpaquePointer

    /// A font set of `files` (tests use a subset to see what a missing font would draw) and a script's
    /// `scriptFonts` (absolute paths).
    init(files: [File] = FontSet.files, scriptFonts: [String] = []) throws(RenderError) {
        // The script decoder has counted the faces already (naming the line); a scene built by hand is held to the
        // same limit before fontconfig reads any file.
        let faces = scriptFonts.reduce(0) { $0 + FontFaces.count(header: FileBytes.start(of: $1, count: FontFaces.headerSize)) }
        guard faces <= FontFaces.limit else {
            throw RenderError("the scene's font files hold \(faces) faces, more than the limit of \(FontFaces.limit)")
        }
        guard let config = FcConfigCreate() else { throw RenderError("cannot create a fontconfig configuration") }
        guard Self.addBitmapScaling(to: config) else {
            FcConfigDestroy(config)
            throw RenderError("fontconfig refused the rules that scale colour emoji")
        }
        for file in files {
            guard Self.add(file, to: config) else {
                FcConfigDestroy(config)
                throw RenderError("font \(file.path) is missing: install the Debian package \(file.package) (scripts/setup does)")
            }
        }
        Self.leaveEmojiToColourFont(in: config)
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

    /// Adds one face of a collection (`file.face`), or every face of the file, to the configuration's application fonts.
    private static func add(_ file: File, to config: OpaquePointer) -> Bool {
        guard let face = file.face else { return add(file.path, to: config) }
        var count: Int32 = 0
        let pattern = file.path.withCString { FcFreeTypeQuery(UnsafePointer<FcChar8>(OpaquePointer($0)), UInt32(clamping: face), nil, &count) }
        guard let pattern else { return false }
        // The application set exists once a whole file was added (FcConfigAppFontAddFile): `files` start with one.
        guard let set = FcConfigGetFonts(config, FcSetApplication), FcFontSetAdd(set, pattern) != 0 else {
            FcPatternDestroy(pattern)
            return false
        }
        return true
    }

    private static func add(_ path: String, to config: OpaquePointer) -> Bool {
        path.withCString { FcConfigAppFontAddFile(config, UnsafePointer<FcChar8>(OpaquePointer($0))) } != 0
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}
