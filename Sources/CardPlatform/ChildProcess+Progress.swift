import Foundation

extension ChildProcess {
    /// Whether a program has shown a sign of progress within the last ``ChildProcess/timeout`` seconds: CPU time
    /// used by its process group (itself and what it started: a wrapper script's ffmpeg counts), bytes written to
    /// standard error, input read (``advanced()``), or the caller's own measure. The signs are sampled at most
    /// every ``samplingInterval`` seconds.
    struct ProgressWatch {
        /// Seconds between two samples of the signs.
        static let samplingInterval = 0.25

        let child: ChildProcess
        let extra: (() -> Int)?
        private var signature: [Int] = []
        private var lastChange = Date()
        private var lastSample = Date.distantPast

        init(child: ChildProcess, extra: (() -> Int)?) {
            self.child = child
            self.extra = extra
        }

        /// Notes progress the caller saw (bytes of input read).
        mutating func advanced() { lastChange = Date() }

        /// Whether nothing has changed for the timeout.
        var stalled: Bool {
            mutating get {
                let now = Date()
                guard now.timeIntervalSince(lastSample) >= Self.samplingInterval else { return false }
                lastSample = now
                let current = [ProcessTimes.cpuTicks(ofGroup: child.processID), child.errorBytesSeen, extra?() ?? 0]
                if current != signature {
                    signature = current
                    lastChange = now
                    return false
                }
                return now.timeIntervalSince(lastChange) > child.timeout
            }
        }
    }
}

/// CPU time processes have used, read from `/proc/PID/stat` (Linux); 0 elsewhere or when it cannot be read.
enum ProcessTimes {
    /// utime + stime + cutime + cstime of every process in process group `group`, in clock ticks.
    static func cpuTicks(ofGroup group: Int32) -> Int {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
        var total = 0
        for entry in entries where entry.first?.isNumber == true {
            guard let fields = statFields(of: entry), fields.count >= 15, Int32(fields[2]) == group else { continue }
            total &+= fields[11...14].reduce(0) { $0 &+ (Int($1) ?? 0) }
        }
        return total
    }

    /// The fields of `/proc/ID/stat` after the command name: the state first (field 3), so field N is at N - 3.
    private static func statFields(of id: String) -> [String]? {
        guard let bytes = try? FileBytes.read("/proc/\(id)/stat", maximumSize: 4096),
              let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        return bytes[(close + 1)...].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    }
}
