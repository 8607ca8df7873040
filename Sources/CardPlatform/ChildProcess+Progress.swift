import Foundation

extension ChildProcess {
    /// Whether a program has shown a sign of progress within the last ``ChildProcess/timeout`` seconds: CPU time
    /// used (by it and the children it has collected, from `/proc/PID/stat`), bytes written to standard error,
    /// input read (``advanced()``), or the caller's own measure.
    struct ProgressWatch {
        let child: ChildProcess
        let extra: (() -> Int)?
        private var signature: [Int]
        private var lastChange: Date

        init(child: ChildProcess, extra: (() -> Int)?) {
            self.child = child
            self.extra = extra
            signature = []
            lastChange = Date()
            signature = current()
        }

        /// Notes progress the caller saw (bytes of input read).
        mutating func advanced() { lastChange = Date() }

        /// Whether nothing has changed for the timeout; samples the signs (call it at least every second or so).
        var stalled: Bool {
            mutating get {
                let now = current()
                if now != signature {
                    signature = now
                    lastChange = Date()
                    return false
                }
                return Date().timeIntervalSince(lastChange) > child.timeout
            }
        }

        private func current() -> [Int] {
            [ProcessTimes.cpuTicks(of: child.processID), child.errorBytesSeen, extra?() ?? 0]
        }
    }
}

/// CPU time a process has used, read from `/proc/PID/stat` (Linux); 0 elsewhere or when it cannot be read.
enum ProcessTimes {
    /// utime + stime + cutime + cstime of process `id`, in clock ticks.
    static func cpuTicks(of id: Int32) -> Int {
        guard let bytes = try? FileBytes.read("/proc/\(id)/stat", maximumSize: 4096),
              let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return 0 }
        // After "pid (comm)": state is field 3, utime..cstime are fields 14 to 17.
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count >= 15 else { return 0 }
        return fields[11...14].reduce(0) { total, field in total &+ (Int(String(decoding: field, as: UTF8.self)) ?? 0) }
    }
}
