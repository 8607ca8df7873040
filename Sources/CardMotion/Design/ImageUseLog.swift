import CardGeometry

/// The images a binding shows, recorded while a script is read so that the script can list every image it draws
/// (``Script/images``) with the place that names it.
final class ImageUseLog {
    struct Entry {
        var path: String
        var contentMode: ImageContent.ContentMode
        var layerSize: Size
        /// The template's `source` in the script (or in a built-in cell).
        var position: SourcePosition
        /// The card field the source is made of, when it is exactly one `{field}`.
        var field: String?

        /// The use, named by `origin` in errors.
        func use(origin: String) -> ImageUse {
            ImageUse(path: path, contentMode: contentMode, layerSize: layerSize, origin: origin)
        }
    }

    private(set) var entries: [Entry] = []

    func record(_ entry: Entry) { entries.append(entry) }
}
