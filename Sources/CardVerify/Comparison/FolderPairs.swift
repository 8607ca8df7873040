import CardRender
import CardPlatform
import Foundation

/// The PNG files of two folders paired by name, for `compare A B` over folders.
///
/// A folder's PNG files are the entries directly in it whose names end in `.png` (any case) and that are not
/// folders themselves: sub-folders are ignored, never searched. Names pair by their exact bytes and are listed in
/// byte order (as `LC_ALL=C ls` sorts), which fixes the order of everything `compare` prints.
public struct FolderPairs: Sendable {
    /// One file name, and which folders have it.
    public struct Entry: Sendable, Equatable {
        /// Which folders have the name: both, or only A or only B.
        public enum Sides: Sendable, Equatable { case both, onlyA, onlyB }

        /// The file name (no folder).
        public let name: String
        public let sides: Sides
    }

    /// Every name of either folder, in byte order.
    public let entries: [Entry]

    /// Pairs the PNG files of `a` and `b`; a folder that cannot be listed fails with a `RenderFailure` naming it.
    public init(_ a: String, _ b: String) throws {
        let namesA = try Self.pngNames(in: a), namesB = try Self.pngNames(in: b)
        var entries: [Entry] = []
        var i = 0, j = 0
        while i < namesA.count || j < namesB.count {
            if j == namesB.count || (i < namesA.count && Self.precedes(namesA[i], namesB[j])) {
                entries.append(Entry(name: namesA[i], sides: .onlyA))
                i += 1
            } else if i == namesA.count || Self.precedes(namesB[j], namesA[i]) {
                entries.append(Entry(name: namesB[j], sides: .onlyB))
                j += 1
            } else {
                entries.append(Entry(name: namesA[i], sides: .both))
                i += 1
                j += 1
            }
        }
        self.entries = entries
    }

    /// The names of the PNG files directly in `folder`, in byte order.
    public static func pngNames(in folder: String) throws -> [String] {
        let names: [String]
        do {
            names = try Folders.names(in: folder)
        } catch {
            throw RenderFailure(error.description)
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter { $0.lowercased().hasSuffix(".png") && FilePath.kind(of: prefix + $0) != .folder }
            .sorted(by: precedes)
    }

    /// Byte order of the names' UTF-8 (Swift's own `<` compares canonically equivalent names as equal).
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
