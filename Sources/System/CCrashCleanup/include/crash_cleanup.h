#ifndef CARDMOTION_CRASH_CLEANUP_H
#define CARDMOTION_CRASH_CLEANUP_H

// Files to remove when the process dies of a fatal signal (a trap's SIGILL or SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
// SIGABRT, SIGSYS): the hidden temporary files of writes in flight and the folder lock files. A stop signal (SIGINT,
// SIGTERM, SIGHUP) ends the run cleanly from a dispatch queue instead; a fatal signal leaves no time for that, so
// its handler only calls what is async-signal-safe (atomic loads and stores, fstat, stat, unlink, sigaction, raise)
// on a registry kept for it, then restores the action it replaced (the Swift runtime's backtracer, or the default)
// and raises the signal again, so the process still dies of it, with its backtrace. Swift cannot run code in a
// signal handler, hence this file.

/// Registers `path` for removal at a fatal signal, before the file is made (the handler sweeps twice, so a file made
/// while it runs is removed too); with `descriptor` >= 0, only while the file at `path` is the one
/// open at `descriptor` (same device and inode). Returns a slot to pass to `cm_crash_cleanup_remove`; -1 when memory
/// runs out (the file is then only left behind by a crash); -2 when a fatal signal is being handled (the caller
/// removes the file it just made). Registrations may come from any thread.
int cm_crash_cleanup_add(const char *path, int descriptor);

/// Forgets the registration `slot` (a value `cm_crash_cleanup_add` returned; -1 is ignored).
void cm_crash_cleanup_remove(int slot);

/// Installs the fatal signals' handler, once (later calls do nothing), and unblocks those signals in the calling
/// thread (and the threads it starts later). Returns 0, or -1 with errno set.
int cm_crash_cleanup_install(void);

/// Whether a fatal signal is being handled: the process is about to die of it, and must not end otherwise first.
int cm_crash_cleanup_is_dying(void);

/// The number of registrations in force (for tests).
int cm_crash_cleanup_count(void);

#endif
