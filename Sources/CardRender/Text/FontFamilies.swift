import CardPlatform
import CardScene
import CPangoFT2

/// The family names a font file declares, read by fontconfig (FreeType underneath): what a script's text may name
/// after listing the file under `fonts:`.
public enum FontFamilies {
    /// Every family of every face in the TrueType, OpenType or collection file at `path`, in the file's order,
    /// without repeats; `nil` when the file is not a font fontconfig can read, or a collection of more faces than
    /// `CardScene.FontFaces.limit` (counted from its header, before fontconfig reads it).
    public static func declared(byFontAt path: String) -> [String]? {
        guard FontFaces.count(header: FileBytes.start(of: path, count: FontFaces.headerSize)) <= FontFaces.limit else { return nil }
        guard let set = FcFontSetCreate() else { return nil }
        defer { FcFontSetDestroy(set) }
        let faces = path.withCString { name in
            FcFreeTypeQueryAll(UnsafePointer<FcChar8>(OpaquePointer(name)), UInt32.max, nil, nil, set)
        }
        guard faces > 0, let fonts = set.pointee.fonts else { return nil }
        var families: [String] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = fonts[index] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            // The first family value of a face is its preferred (typographic) name in fontconfig's order.
            if FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value {
                let family = String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
                if !families.contains(family) { families.append(family) }
            }
        }
        return families.isEmpty ? nil : families
    }
}
