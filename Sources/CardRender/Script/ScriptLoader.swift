import CardMotion

/// Loads scripts and plans their playback, turning every script problem into a ``RenderFailure`` that names the
/// file, line and key.
public enum ScriptLoader {
    /// The script at `path` (or `bytes`, its contents when the caller read them), decoded with the fonts it declares
    /// and reading only the files `assets` allows; in the variant named `variant` (`nil`: its top-level settings).
    public static func load(_ path: String, bytes: [UInt8]? = nil, assets: AssetAccess, variant: String? = nil) throws(RenderFailure) -> Script {
        do {
            return try ScriptDecoder.decode(contentsOf: path, bytes: bytes, fonts: FontFamilies.declared(byFontAt:), access: assets,
                                           measure: PangoIntrinsicMeasure.shared, variant: variant)
        } catch {
            throw RenderFailure(error.description)
        }
    }

    /// What `script` deserves a word for on stderr, in a fixed order: its notices (fonts drawn with a stand-in), then
    /// a warning for each character no font draws.
    public static func diagnostics(of script: Script) throws(RenderFailure) -> [ScriptDiagnostic] {
        script.notices + (try MissingGlyphs.warnings(for: script))
    }

    /// The script at `path` (or `bytes`, as for ``load(_:bytes:assets:variant:)``) with a `scale` override (pixels per point)
    /// and an `fps` override (frames per second) applied, checked against `ScriptLimits` and timed once; in the
    /// variant named `variant` (`nil`: its top-level settings).
    public static func plan(_ path: String, bytes: [UInt8]? = nil, assets: AssetAccess, scale: Double? = nil,
                            fps: Double? = nil, variant: String? = nil) throws(RenderFailure) -> PlaybackPlan {
        var script = try load(path, bytes: bytes, assets: assets, variant: variant)
        if let scale {
            if let problem = ScriptLimits.frameSizeProblem(size: script.screen.size, scale: scale) {
                throw RenderFailure("--scale \(scale): \(problem)")
            }
            script.screen.scale = scale
        }
        do {
            return try PlaybackPlan(script, fps: fps)
        } catch {
            throw RenderFailure(error.description)
        }
    }
}
