import CardMotionTestSupport
import Foundation

/// The targets `Package.swift` declares, as SwiftPM itself reads them (`swift package dump-package`, about 1 s with
/// the manifest cached): name, kind, folder and every dependency, so that the documentation's module maps are
/// compared with the manifest rather than with a second parse of it.
struct PackageTarget: Equatable, Sendable {
    /// The target's name, as products and other targets name it.
    var name: String
    /// SwiftPM's kind of target: `regular`, `executable`, `test`, `system`, `plugin` ...
    var kind: String
    /// The target's folder relative to the package root: its `path:`, or SwiftPM's default (`Sources/NAME`, or
    /// `Tests/NAME` for a test target).
    var folder: String
    /// The names of the targets and products it depends on, in the manifest's order.
    var dependencies: [String]

    /// Whether the documentation's module table lists it: every target but test targets and system libraries
    /// (which only point pkg-config at a C library).
    var isModule: Bool { kind != "test" && kind != "system" }

    /// Whether it is a Swift module of the maps (README, docs/how-it-works.md): a module whose code is not C, i.e.
    /// not under `Sources/System`.
    var isSwiftModule: Bool { isModule && !folder.hasPrefix("Sources/System/") }

    /// Every target of the package at `root`, in the manifest's order.
    static func all(in root: String) throws -> [PackageTarget] {
        // A scratch folder of its own: the suite's `swift test` holds the lock on the package's `.build`.
        let scratch = try temporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let json = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DumpFailure(message: "swift package dump-package exited \(process.terminationStatus): "
                              + String(decoding: errors, as: UTF8.self))
        }
        return try parse(json)
    }

    /// The targets of `dump-package`'s JSON.
    static func parse(_ json: Data) throws -> [PackageTarget] {
        guard let package = try JSONSerialization.jsonObject(with: json) as? [String: Any],
              let targets = package["targets"] as? [[String: Any]] else {
            throw DumpFailure(message: "dump-package's JSON has no targets")
        }
        return try targets.map { target in
            guard let name = target["name"] as? String, let kind = target["type"] as? String else {
                throw DumpFailure(message: "a target without a name or type in dump-package's JSON")
            }
            let dependencies = try (target["dependencies"] as? [[String: Any]] ?? []).map { dependency in
                // {"byName": [NAME, condition]}, {"target": [NAME, condition]} or {"product": [NAME, PACKAGE, ...]}
                guard let (_, value) = dependency.first, let first = (value as? [Any])?.first as? String else {
                    throw DumpFailure(message: "\(name): a dependency of unknown shape: \(dependency)")
                }
                return first
            }
            let folder = target["path"] as? String ?? (kind == "test" ? "Tests/" : "Sources/") + name
            return PackageTarget(name: name, kind: kind, folder: folder, dependencies: dependencies)
        }
    }

    /// Why the manifest could not be read.
    struct DumpFailure: Error, Sendable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
