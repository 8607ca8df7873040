import CardGeometry

extension AssetLocator {
    /// The canonical path of the image `value` names, as ``resolve(_:kind:)`` finds it; in the dark appearance, the
    /// path of its dark twin (``darkTwin(of:)``: `photo~dark.png` beside `photo.png`, `photo@2x~dark.png` beside
    /// `photo@2x.png`, as UIKit's asset catalogues name an image's dark variant) when that file exists.
    ///
    /// The image itself must be readable in either appearance, so that a script fails the same way in both. The twin
    /// is checked exactly as the image is: an absent twin falls back to the image, a twin that is refused (outside the
    /// allowed folders once links are resolved, a folder, a device, unreadable) is an error naming it.
    func resolveImage(_ value: String, appearance: Appearance) -> Result<String, AssetProblem> {
        let image = resolve(value, kind: "image")
        guard appearance == .dark, case .success = image, let twin = Self.darkTwin(of: value) else { return image }
        switch resolve(twin, kind: "dark image") {
        case .success(let path): return .success(path)
        case .failure(let problem) where problem.isMissing: return image
        case .failure(let problem): return .failure(problem)
        }
    }

    /// The path of the dark twin of the image at `path`: `~dark` before the file name's extension (`a.png` ->
    /// `a~dark.png`, `a@2x.png` -> `a@2x~dark.png`, `a` -> `a~dark`); `nil` when the path ends in a slash.
    static func darkTwin(of path: String) -> String? {
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard nameStart < path.endIndex else { return nil }
        let name = path[nameStart...]
        // A leading dot starts a hidden file's name, not an extension.
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return path + "~dark" }
        return String(path[..<dot]) + "~dark" + String(path[dot...])
    }
}
