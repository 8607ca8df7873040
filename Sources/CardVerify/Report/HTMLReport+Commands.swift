import CardRender
import Foundation

extension HTMLReport {
    /// The commands the report tells its reader to run, quoted for a POSIX shell.
    public enum Commands {
        /// `cardmotion approve ARTIFACTS --script NAME` (the report adds `--frames N` for one frame).
        public static func approve(folder: String, script: String) -> String {
            "cardmotion approve \(quoted(folder)) --script \(quoted(script))"
        }

        /// The approve command as it works pasted at the repository root: `cd FOLDER && cardmotion approve ...` when
        /// approve must run in `folder` (absolute), the folder verify ran in (or the package root of an assertion's
        /// manifest); as ``approve(folder:script:)`` when `folder` is `nil` (verify ran at the root). A variant's
        /// frames are narrowed to its reference folder with `--reference` (`references`).
        public static func approve(folder: String, script: String, in workingFolder: String?, references: String? = nil) -> String {
            (workingFolder.map { "cd \(quoted($0)) && " } ?? "") + approve(folder: folder, script: script)
                + (references.map { " --reference \(quoted($0))" } ?? "")
        }

        /// For an animated reference, which `approve` does not split: `verify --record failed` records it again. A
        /// variant's references are the folder named after it inside the folder verify was given, so its command names
        /// that folder and the variant (`--reference ref --variant dark` for `ref/dark`), and draws the variant's own
        /// settings.
        public static func record(script: String, reference: String, variant: String? = nil) -> String {
            guard let variant else { return "cardmotion verify \(quoted(script)) --reference \(quoted(reference)) --record failed" }
            let root = reference == variant ? "." : reference.hasSuffix("/" + variant) ? String(reference.dropLast(variant.count + 1)) : reference
            return "cardmotion verify \(quoted(script)) --reference \(quoted(root)) --variant \(quoted(variant)) --record failed"
        }

        /// `text` as one shell word: as it is when it holds only safe characters, else in single quotes.
        public static func quoted(_ text: String) -> String {
            let safe = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || "_-./=:,+@%".unicodeScalars.contains(scalar)
            }
            return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
    }
}
