/// The walls between modules as `Package.swift` draws them (ARCHITECTURE.md, "The walls"): only CardRender and its C
/// support targets import a C library, only CardPlatform the platform layer's C helpers, CardGeometry nothing, and
/// CardMotion reaches, at any depth, nothing that draws.
enum PackageWalls {
    /// The targets that may import a system library.
    static let cLibraryUsers: Set = ["CardRender", "CPNGSupport", "CJPEGSupport"]
    /// The platform layer's C helpers, and their one user.
    static let platformHelpers: Set = ["CChildProcess", "CCrashCleanup"]
    static let platform = "CardPlatform"
    /// Everything CardMotion may reach through its dependencies.
    static let motionReach: Set = ["CardGeometry", "CardScene", "CardPlatform", "CChildProcess", "CCrashCleanup", "Yams"]

    /// One line per breach among `targets` (test targets aside), in the targets' order.
    static func breaches(in all: [PackageTarget]) -> [String] {
        let targets = all.filter { $0.kind != "test" }
        let system = Set(targets.filter { $0.kind == "system" }.map(\.name))
        var breaches: [String] = []
        for target in targets {
            for dependency in target.dependencies where system.contains(dependency) && !cLibraryUsers.contains(target.name) {
                breaches.append("\(target.name) imports the C library \(dependency): only \(cLibraryUsers.sorted().joined(separator: ", ")) may")
            }
            for dependency in target.dependencies where platformHelpers.contains(dependency) && target.name != platform {
                breaches.append("\(target.name) imports \(dependency): only \(platform) may")
            }
            if target.name == "CardGeometry" && !target.dependencies.isEmpty {
                breaches.append("CardGeometry imports \(target.dependencies.joined(separator: ", ")): it imports nothing")
            }
        }
        var reached: [String] = [], next = ["CardMotion"]
        while let name = next.popLast() {
            for dependency in targets.first(where: { $0.name == name })?.dependencies ?? [] where !reached.contains(dependency) {
                reached.append(dependency)
                next.append(dependency)
            }
        }
        for name in reached.sorted() where !motionReach.contains(name) {
            breaches.append("CardMotion reaches \(name): it may reach only \(motionReach.sorted().joined(separator: ", "))")
        }
        return breaches
    }
}
