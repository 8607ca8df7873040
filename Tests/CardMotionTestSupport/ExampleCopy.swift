import Foundation

/// A copy of `Examples/stack.yaml` and its images in `folder`, its text changed by `edit`; returns the script's
/// path (rewritten in place when called again with another edit).
public func copyOfStackExample(in folder: String, _ edit: (String) -> String = { $0 }) throws -> String {
    if !FileManager.default.fileExists(atPath: folder + "/images") {
        try FileManager.default.copyItem(atPath: Repository.examples + "/images", toPath: folder + "/images")
    }
    let path = folder + "/stack.yaml"
    try edit(String(contentsOfFile: Repository.stackExample, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// The stack example's first drag made 4 points longer: card-0, then its snapshot, move (frames 4 to 9 fail at
/// 10 frames a second).
public func longerFirstDrag(_ script: String) -> String {
    script.replacingOccurrences(of: "by: [180, 10]", with: "by: [184, 10]")
}
