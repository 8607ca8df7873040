import CCrashCleanup

/// What a run leaves behind when it dies of a fatal signal (a Swift trap's SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGABRT,
/// SIGTRAP, SIGSYS): nothing it can remove. The hidden temporary files of ``OutputFile`` writes in flight and the
/// folder lock files are registered here as they are made, and a signal handler (C, async-signal-safe) removes those
/// still registered, then hands the signal back to the action it replaced (the Swift runtime's backtracer), so the
/// process still dies of it, with its backtrace and status. A stop signal (Ctrl-C, SIGTERM, SIGHUP) is handled by
/// ``CleanStop`` instead; SIGKILL cannot be, and what it leaves is swept by the next run (``OutputFile/removeLeftovers(in:)``).
public enum CrashCleanup {
    /// A registration: ``forget(_:)`` it once the file is in place or removed.
    public struct Registration: Sendable, Hashable {
        let slot: Int32
    }

    /// Installs the handler of the fatal signals, once: call it first thing, after the Swift runtime's own.
    public static func install() {
        _ = cm_crash_cleanup_install()
    }

    /// Registers `path` for removal at a fatal signal; with `descriptor`, only while the file at `path` is the one
    /// open there (a lock file, which someone may have replaced by hand). Register a file before making it: the
    /// handler finds it whenever the signal comes. `nil` when the process is dying of such a signal: make nothing.
    static func remove(atCrash path: String, whileOpenAt descriptor: Int32 = -1) -> Registration? {
        let slot = cm_crash_cleanup_add(path, descriptor)
        return slot == -2 ? nil : Registration(slot: slot)
    }

    /// Whether the process is dying of a fatal signal: it must not end any other way first (a run that saw its files
    /// removed would exit with an error instead of the signal's status).
    public static var isDying: Bool { cm_crash_cleanup_is_dying() != 0 }

    /// Forgets `registration`: its file is in place, removed, or no longer this run's.
    static func forget(_ registration: Registration) {
        cm_crash_cleanup_remove(registration.slot)
    }

    /// The registrations in force.
    public static var registeredCount: Int { Int(cm_crash_cleanup_count()) }
}
