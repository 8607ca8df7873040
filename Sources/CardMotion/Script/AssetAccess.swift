import CardPlatform
import Foundation

/// Which files a script may read besides itself: its images and fonts.
///
/// By default only files inside the script's own folder, so that a script from an untrusted pull request cannot
/// draw any image the CI user can read into its frames. `folders` adds folders of shared assets (`--assets DIR`);
/// `allowsOutsidePaths` lifts the rule (`--allow-outside-paths`). Whatever the rule, an asset must be a regular
/// file: devices, pipes, sockets and the kernel's `/proc`, `/sys` and `/dev` trees are refused before any read.
public struct AssetAccess: Hashable, Sendable {
    /// Folders besides the script's own whose files a script may read (absolute, or relative to the working folder).
    public var folders: [String]
    /// Whether a script may read files anywhere.
    public var allowsOutsidePaths: Bool

    public init(folders: [String] = [], allowsOutsidePaths: Bool = false) {
        self.folders = folders
        self.allowsOutsidePaths = allowsOutsidePaths
    }
}

/// Resolves the paths a script gives for its assets, relative to the script's folder, under an ``AssetAccess``.
struct AssetLocator: Hashable, Sendable {
    let baseDirectory: String
    let access: AssetAccess
    /// Measures texts and images for `fit`, with the script's fonts; `nil` where none was given (a `fit` that needs
    /// it is then an error).
    var measure: ContentMeasure?

    /// Kernel trees whose files look regular but are not data (`/proc/self/fd/0` blocks on the terminal).
    static let kernelTrees = ["/proc", "/sys", "/dev"]

    /// The canonical path of the `kind` ("image", "font") file `value` names, or why it cannot be read.
    ///
    /// The containment check comes before any look at the file, so the answer for a path outside the allowed
    /// folders is the same whether or not it exists; it is made again once links are resolved.
    func resolve(_ value: String, kind: String) -> Result<String, AssetProblem> {
        guard !value.isEmpty else { return .failure(AssetProblem("the \(kind) path is empty")) }
        let lexical = value.hasPrefix("/") ? Self.standardized(value)
            : Self.standardized(baseDirectory + "/" + value)
        let outside = AssetProblem("\(kind) '\(value)' lies outside \(allowedFolders); give --assets FOLDER or --allow-outside-paths to read it")
        let roots = [baseDirectory] + access.folders
        if !access.allowsOutsidePaths, !roots.contains(where: { Self.isInside(lexical, Self.standardized($0)) }) {
            return .failure(outside)
        }
        let notRegular = AssetProblem("\(kind) '\(value)' is not a regular file")
        if Self.kernelTrees.contains(where: { Self.isInside(lexical, $0) }) { return .failure(notRegular) }
        guard let canonical = FilePath.canonical(lexical), let fileKind = FilePath.kind(of: canonical) else {
            return .failure(AssetProblem("\(kind) '\(value)' not found (looked for \(lexical))", isMissing: true))
        }
        if !access.allowsOutsidePaths, !roots.contains(where: { root in
            Self.isInside(canonical, FilePath.canonical(root) ?? Self.standardized(root))
        }) {
            return .failure(outside)
        }
        if Self.kernelTrees.contains(where: { Self.isInside(canonical, $0) }) { return .failure(notRegular) }
        switch fileKind {
        case .regular:
            break
        case .folder:
            return .failure(AssetProblem("\(kind) '\(value)' is a folder"))
        case .pipe, .socket, .device:
            return .failure(notRegular)
        }
        guard FilePath.isReadableFile(canonical) else {
            return .failure(AssetProblem("\(kind) '\(value)' cannot be read"))
        }
        return .success(canonical)
    }

    private var allowedFolders: String {
        access.folders.isEmpty ? "the script's folder" : "the script's folder and the --assets folders"
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is `folder` or lies below it (both absolute and standardized).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

/// Why an asset path cannot be read, in words, without the script's position.
struct AssetProblem: Error {
    var message: String
    /// Whether the file is simply absent (allowed folders and all), rather than refused.
    var isMissing = false

    init(_ message: String, isMissing: Bool = false) {
        self.message = message
        self.isMissing = isMissing
    }
}
