// The C library, as in SystemCalls.swift: the functions below belong to SystemCalls, in a file of their own.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if os(Linux)
/// inotify(7), for ``FolderWatcher``.
extension SystemCalls {
    /// A new inotify instance (close-on-exec), or `nil`.
    static func makeInotify() -> Int32? {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        return descriptor >= 0 ? descriptor : nil
    }

    /// Watches `folder` for files written, created, moved in or out, and deleted: what editors do when they save,
    /// in place or by renaming a new file over the old one. False when the folder cannot be watched.
    static func watchFolder(_ inotify: Int32, _ folder: String) -> Bool {
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MODIFY) | UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)
            | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE) | UInt32(IN_ATTRIB)
        return inotify_add_watch(inotify, folder, mask) >= 0
    }

    /// Reads the events waiting on `inotify` and returns the names they concern (the folder's own events have none),
    /// with the watch descriptor of each.
    static func readInotifyNames(_ inotify: Int32) -> [(watch: Int32, name: String)] {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        guard let count = buffer.withUnsafeMutableBytes({ read(inotify, into: $0.baseAddress!, count: $0.count) }), count > 0 else {
            return []
        }
        var names: [(Int32, String)] = []
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let (watch, nameLength) = buffer.withUnsafeBytes { raw in
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, Int(event.len))
            }
            let nameStart = offset + headerSize
            guard nameStart + nameLength <= count else { break }
            let nameBytes = buffer[nameStart..<(nameStart + nameLength)].prefix { $0 != 0 }
            names.append((watch, String(decoding: nameBytes, as: UTF8.self)))
            offset = nameStart + nameLength
        }
        return names
    }
}
#endif
