import CardMotionTestSupport
import Foundation
import Testing

/// The platform boundary holds: outside `Sources/CardPlatform`, no source starts a program with Foundation's
/// `Process`, asks Foundation's `FileManager`, takes an `NSLock`, or starts or synchronises threads by hand
/// (`NSCondition`, Foundation's `Thread`, `pthread_` calls, and Dispatch's queues, semaphores, groups and
/// `concurrentPerform`): CardPlatform's `ChildProcess`, `FilePath`, `Folders`, `Locked`, `Gate`, `WorkerThread`,
/// `ParallelLoop` and `BoundedWorkQueue` do those jobs. Tests may use them; the rule is for `Sources/` (the C code
/// under `Sources/System` is not Swift and not checked).
@Suite struct PlatformBoundaryTests {
    /// A use the boundary forbids: where it is, and what it names.
    struct Violation: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var name: String
        var description: String { "\(file):\(line): \(name) outside Sources/CardPlatform" }
    }

    /// The forbidden names, each with the pattern that finds it in code (comments are skipped).
    static let forbidden: [(name: String, pattern: String)] = [
        ("Foundation.Process", #"\bFoundation\.Process\b"#),
        ("Process()", #"(?<![A-Za-z0-9_.])Process\s*\("#),
        ("FileManager", #"\bFileManager\b"#),
        ("NSLock", #"\bNSLock\b"#),
        ("NSCondition", #"\bNSCondition\b"#),
        ("Thread", #"\bThread\b"#),
        ("pthread_", #"\bpthread_"#),
        ("DispatchQueue", #"\bDispatchQueue\b"#),
        ("DispatchSemaphore", #"\bDispatchSemaphore\b"#),
        ("DispatchGroup", #"\bDispatchGroup\b"#),
        ("concurrentPerform", #"\bconcurrentPerform\b"#),
    ]

    /// Every forbidden use in the Swift files under `root/Sources`, outside `Sources/CardPlatform`, by file (relative
    /// to `root`) and line.
    static func violations(under root: String) throws -> [Violation] {
        let sources = root + "/Sources"
        let patterns = try forbidden.map { ($0.name, try NSRegularExpression(pattern: $0.pattern)) }
        var found: [Violation] = []
        let files = (FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("CardPlatform/") }.sorted()
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                let range = NSRange(code.startIndex..., in: code)
                for (name, pattern) in patterns where pattern.firstMatch(in: code, range: range) != nil {
                    found.append(Violation(file: "Sources/" + file, line: index + 1, name: name))
                }
            }
        }
        return found
    }

    @Test func sourcesOutsideThePlatformLayerUseNoProcessFileManagerLockOrThread() throws {
        let violations = try Self.violations(under: Repository.root.path)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    /// The check itself finds each forbidden use, by file and line, and leaves the platform layer, comments,
    /// `ChildProcess(`, `ProcessInfo`, `ThreadStack`, `WorkerThread` and a `threads:` label alone.
    @Test func theCheckNamesEachForbiddenUseByFileAndLine() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources/CardRender", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Sources/CardPlatform", withIntermediateDirectories: true)
        try """
        import Foundation
        let run = Process()
        let other = Foundation.Process()
        // FileManager in a comment is fine
        let names = try FileManager.default.contentsOfDirectory(atPath: ".")
        let lock = NSLock()
        let child = try ChildProcess(program: "/bin/true", arguments: [])
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let ready = NSCondition()
        let thread = Thread { }
        let other = Foundation.Thread { }
        pthread_mutex_lock(&mutex)
        let queue = DispatchQueue(label: "q")
        let slots = DispatchSemaphore(value: 1)
        let group = DispatchGroup()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in }
        let stack = ThreadStack.size
        let simulating = WorkerThread { }
        let result = compare(threads: 2)
        """.write(toFile: root + "/Sources/CardRender/Bad.swift", atomically: true, encoding: .utf8)
        try "let lock = NSLock()\nlet run = Process()\nlet ready = NSCondition()\nlet thread = Thread { }\n"
            .write(toFile: root + "/Sources/CardPlatform/Allowed.swift", atomically: true, encoding: .utf8)
        #expect(try Self.violations(under: root) == [
            Violation(file: "Sources/CardRender/Bad.swift", line: 2, name: "Process()"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 3, name: "Foundation.Process"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 5, name: "FileManager"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 6, name: "NSLock"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 9, name: "NSCondition"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 10, name: "Thread"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 11, name: "Thread"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 12, name: "pthread_"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 13, name: "DispatchQueue"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 14, name: "DispatchSemaphore"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 15, name: "DispatchGroup"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 16, name: "DispatchQueue"),
            Violation(file: "Sources/CardRender/Bad.swift", line: 16, name: "concurrentPerform"),
        ])
    }
}
