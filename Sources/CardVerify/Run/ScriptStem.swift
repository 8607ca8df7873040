import CardRender
import Foundation

/// The name a script goes by in folders and messages.
public enum ScriptStem {
    /// The file name of `path` without its folder and extension (`Examples/deck.yaml` -> `deck`).
    public static func of(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
