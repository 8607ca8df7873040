/// How much memory this process may still use, as the kernel reports it.
public enum SystemMemory {
    /// Bytes available for new allocations: Linux's `MemAvailable` (free memory plus caches it can drop), lowered to
    /// what the control group's limit leaves, when one is set (a container, a CI job); `nil` where neither can be
    /// read (macOS).
    public static var available: Int? {
        let machine = meminfo(field: "MemAvailable").map { $0 * 1024 }
        var group: Int?
        if let limit = number(in: "/sys/fs/cgroup/memory.max"), let used = number(in: "/sys/fs/cgroup/memory.current") {
            group = max(0, limit - used)
        }
        switch (machine, group) {
        case let (machine?, group?): return min(machine, group)
        case let (value?, nil), let (nil, value?): return value
        case (nil, nil): return nil
        }
    }

    /// A `kB` field of `/proc/meminfo`.
    private static func meminfo(field: String) -> Int? {
        guard let text = text(of: "/proc/meminfo") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(separator: " ").first ?? "")
        }
        return nil
    }

    /// A file holding one whole number (`max`, the cgroup word for no limit, reads as `nil`).
    private static func number(in path: String) -> Int? {
        text(of: path).flatMap { Int($0.split(separator: "\n").first ?? "") }
    }

    private static func text(of path: String) -> String? {
        guard let bytes = try? FileBytes.read(path, maximumSize: 1 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
