import CardRender
import CardMotion
import CardPlatform

/// Files of earlier runs that a run replaces: `render`'s frames past the end of a shorter sequence, `verify --record
/// all`'s references past the end of a shorter script, and the failure images of an earlier `verify` in an
/// artefact folder. Removed only once every file of the run is in place (`OutputBatch`).
public enum StaleFrames {
    /// Deletes the frame files in `folder` numbered `count` or higher, except the run's `inputs`: only names exactly
    /// as `FrameFileName` writes them (`frame-NNNNN.png`), and never a file the run reads (a card image named
    /// `frame-00099.png` stays). Returns the names removed, in order.
    @discardableResult
    public static func remove(in folder: String, from count: Int, keeping inputs: Set<String>) -> [String] {
        remove(in: folder, keeping: inputs) { FrameFileName.exactIndex(of: $0).map { $0 >= count } ?? false }
    }

    /// Deletes the failure images (``FailureArtifacts/isImageName(_:)``) in `folder` that are not among `written`
    /// (the paths this run wrote), except the run's `inputs`: the folder then shows this run's failures only.
    @discardableResult
    public static func removeFailureImages(in folder: String, except written: Set<String>, keeping inputs: Set<String>) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return remove(in: folder, keeping: inputs) { FailureArtifacts.isImageName($0) && !written.contains(prefix + $0) }
    }

    /// Deletes the files of `folder` whose names are `stale`, except the run's `inputs` (compared as files, so no
    /// link to an input goes either); returns the names removed, in byte order.
    private static func remove(in folder: String, keeping inputs: Set<String>, where stale: (String) -> Bool) -> [String] {
        let names = ((try? Folders.names(in: folder)) ?? []).filter(stale)
            .sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return OutputFile.removeStale(names.map { prefix + $0 }, keeping: inputs).map { String($0.dropFirst(prefix.count)) }
    }

    /// The files a run of `script` reads, for ``remove(in:from:keeping:)``: the script, its fonts, every image it
    /// draws (`Script.images`), and every card field naming a file (relative to the script's folder, as images
    /// are), whether or not its card shows it.
    public static func inputs(of script: Script) -> Set<String> {
        var paths = Set(script.images.map(\.path)).union(script.fonts)
        paths.insert(script.sourcePath)
        for card in script.cards {
            for value in card.fields.values.flatMap(\.texts) where !value.isEmpty {
                paths.insert(value.hasPrefix("/") ? value : script.baseDirectory + "/" + value)
            }
        }
        return paths
    }
}
