import Foundation

/// Headless Chromium driven over the DevTools protocol on `--remote-debugging-pipe` (commands on the browser's
/// file descriptor 3, answers on 4, each a JSON message ended by a NUL byte): for pages that keep a connection
/// open (an event stream), where `--virtual-time-budget` never returns.
public final class DevToolsPipe {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The browser's process ID.
    public let process: pid_t
    private let commands: Int32
    private let answers: Int32
    private var nextID = 1
    private var pending: [UInt8] = []
    private var session: String?
    private let profile: String

    /// Starts the browser with a fresh profile and opens `url` in a page; `beforeLoad`, when given, is run in the
    /// page before any of the document's own scripts (to watch its load, say).
    ///
    /// The browser gets descriptors 0 to 4 and nothing else of the test process: other tests' pipes (Foundation's
    /// `Pipe` is not close-on-exec) would otherwise live as long as this browser, and a test reading its
    /// `cardmotion`'s output to the end would wait for this one to finish.
    public init(url: String, beforeLoad: String? = nil) throws {
        guard let executable = HeadlessChromium.executable else { throw Failure(description: "chromium is not installed") }
        profile = try temporaryFolder()
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe: \(errno)") }
        // Every end close-on-exec, the browser's ends above 4 so that placing them on 3 and 4 is a real dup2 (which
        // clears close-on-exec on the copy).
        func lifted(_ descriptor: Int32) -> Int32 {
            let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
            close(descriptor)
            return copy
        }
        let browserReads = lifted(toBrowser[0]), browserWrites = lifted(fromBrowser[1])
        commands = lifted(toBrowser[1])
        answers = lifted(fromBrowser[0])
        guard browserReads >= 0, browserWrites >= 0, commands >= 0, answers >= 0 else { throw Failure(description: "fcntl: \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
        posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        try Self.closeFrom(5, in: &actions)
        let arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--user-data-dir=" + profile, "--window-size=1200,1000", "about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        close(browserReads)
        close(browserWrites)
        guard spawned == 0 else {
            close(commands)
            close(answers)
            throw Failure(description: "posix_spawn: \(spawned)")
        }
        process = child
        let target = try send("Target.createTarget", ["url": beforeLoad == nil ? url : "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        session = attached["sessionId"] as? String
        if let beforeLoad {
            try send("Page.enable")
            try send("Page.addScriptToEvaluateOnNewDocument", ["source": beforeLoad])
            try send("Page.navigate", ["url": url])
        }
    }

    /// `posix_spawn_file_actions_addclosefrom_np(actions, first)` (glibc 2.34 and later; Swift's Glibc module does
    /// not declare it, so it is looked up by name).
    private static func closeFrom(_ first: Int32, in actions: inout posix_spawn_file_actions_t) throws {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
            throw Failure(description: "this C library has no posix_spawn_file_actions_addclosefrom_np (glibc 2.34 or later)")
        }
        let failure = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, first)
        guard failure == 0 else { throw Failure(description: "posix_spawn_file_actions_addclosefrom_np: \(failure)") }
    }

    deinit {
        kill(process, SIGKILL)
        var status: Int32 = 0
        waitpid(process, &status, 0)
        close(commands)
        close(answers)
    }

    /// Sends a command (to the page's session once attached) and returns its `result`; a protocol error throws.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = Array(try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        guard bytes.withUnsafeBytes({ write(commands, $0.baseAddress, $0.count) }) == bytes.count else {
            throw Failure(description: "the browser is gone")
        }
        while true {
            let answer = try readMessage()
            guard answer["id"] as? Int == id else { continue }
            if let error = answer["error"] { throw Failure(description: "\(method): \(error)") }
            return answer["result"] as? [String: Any] ?? [:]
        }
    }

    /// The value of `expression` in the page (promises awaited), or a thrown exception's description.
    @discardableResult
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `condition` every 20 ms until it is `true` (an exception counts as false: the page may still be
    /// loading); false if it is not within `limit` seconds (a bound for failures only: the conditions the tests wait
    /// for come true within a second).
    public func waitUntil(_ condition: String, limit: Double = 60) throws -> Bool {
        let deadline = Date(timeIntervalSinceNow: limit)
        while Date() < deadline {
            if try evaluate("(() => { try { return \(condition); } catch (error) { return false; } })()") as? Bool == true { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    private func readMessage() throws -> [String: Any] {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = Array(pending[..<end])
                pending.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] ?? [:]
            }
            // A browser that stops answering fails the test instead of hanging it.
            var waiting = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 60_000) > 0 else { throw Failure(description: "the browser did not answer within 60 s") }
            let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            pending += chunk[0..<count]
        }
    }
}
