import Foundation

/// What a process that ran past its time limit was doing, for the failure a test reports: each of its threads with
/// its name, its state and the kernel function it sleeps in (`/proc/PID/task/TID/{comm,stat,wchan}`, Linux), so that
/// a hang in CI says whether it waits on a lock, a pipe, a socket or a file lock.
public enum HungProcess {
    /// One line per thread of process `pid` (`"TID NAME STATE WCHAN"`), headed by the process's command line; an
    /// empty string when the process is gone.
    public static func threads(of pid: Int32) -> String {
        let base = "/proc/\(pid)"
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: base + "/task") else { return "" }
        func read(_ path: String) -> String {
            guard let data = FileManager.default.contents(atPath: path) else { return "?" }
            return String(decoding: data.prefix(4096).map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var lines = ["process \(pid): \(read(base + "/cmdline"))"]
        for task in tasks.sorted(by: { (Int($0) ?? 0) < (Int($1) ?? 0) }) {
            let stat = read("\(base)/task/\(task)/stat")
            // The state is the first field after the command name's closing parenthesis.
            let state = stat.lastIndex(of: ")").map { stat[stat.index($0, offsetBy: 2)...].prefix(1) } ?? "?"
            lines.append("  \(task) \(read("\(base)/task/\(task)/comm")) \(state) \(read("\(base)/task/\(task)/wchan"))")
        }
        return lines.joined(separator: "\n")
    }

    /// ``threads(of:)`` for `pid` and every process whose parent it is, for a process that starts others (chromium).
    public static func tree(of pid: Int32) -> String {
        var found = [threads(of: pid)]
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") {
            for entry in entries {
                guard let child = Int32(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/stat") else { continue }
                let stat = String(decoding: data, as: UTF8.self)
                guard let close = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 1, Int32(fields[1]) == pid { found.append(threads(of: child)) }
            }
        }
        return found.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Kills `process` if it still runs `timeLimit` seconds after this is made, first recording ``tree(of:)`` of it
    /// and ``threads(of:)`` of each process in `watching`; ``stop()`` ends the watch and says what was recorded.
    public final class Watchdog {
        private let recorded = ResultBox<String>()
        private let item: DispatchWorkItem

        public init(_ process: Process, timeLimit: Double, watching: [Int32] = []) {
            let recorded = recorded
            item = DispatchWorkItem {
                guard process.isRunning else { return }
                recorded.append(([HungProcess.tree(of: process.processIdentifier)] + watching.map(HungProcess.threads(of:)))
                    .joined(separator: "\n"))
                kill(process.processIdentifier, SIGKILL)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: item)
        }

        /// Ends the watch (call it once the process has ended): what the threads were doing when the process was
        /// killed, or `nil` when it ended in time.
        public func stop() -> String? {
            item.cancel()
            return recorded.values.first
        }
    }
}
