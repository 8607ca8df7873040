// The C library, as in SystemCalls.swift: the functions below belong to SystemCalls, in a file of their own.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine's own names for itself: its interfaces' addresses and its host name.
extension SystemCalls {
    /// The IPv4 address of every interface that has one (loopback included), dotted, in the order `getifaddrs(3)`
    /// lists them, without repeats; empty when the list cannot be read.
    static func interfaceAddresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        var entry = first
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            guard let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let written = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { internet in
                withUnsafePointer(to: internet.pointee.sin_addr) { inet_ntop(AF_INET, $0, &text, socklen_t(text.count)) }
            }
            guard written != nil else { continue }
            let dotted = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !addresses.contains(dotted) { addresses.append(dotted) }
        }
        return addresses
    }

    /// The machine's host name (`gethostname(2)`), or `nil`.
    static func hostName() -> String? {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return nil }
        let text = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }
}
