// The C library, as in SystemCalls.swift: the functions below belong to SystemCalls, in a file of their own.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SystemCalls {
    /// The `errno` code of a write to a pipe whose reading end is closed.
    static let brokenPipe = EPIPE

    /// Runs `body`, which writes to a pipe, so that a reader that has gone makes its writes fail with `EPIPE`
    /// instead of raising SIGPIPE, whose default action ends the whole process.
    ///
    /// Linux and Musl: SIGPIPE is blocked in this thread alone while `body` runs (other threads and the process's
    /// handlers are untouched); a SIGPIPE the writes raised is then taken off the thread's pending set before the
    /// old mask is restored, so it is never delivered. Darwin: the descriptor is marked `F_SETNOSIGPIPE`.
    static func withoutBrokenPipeSignal<T>(on descriptor: Int32, _ body: () -> T) -> T {
        #if canImport(Darwin)
        _ = fcntl(descriptor, F_SETNOSIGPIPE, 1)
        return body()
        #else
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var pending = sigset_t()
        sigpending(&pending)
        let wasPending = sigismember(&pending, SIGPIPE) == 1
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        let result = body()
        sigpending(&pending)
        if !wasPending && sigismember(&pending, SIGPIPE) == 1 {
            var immediately = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&brokenPipe, nil, &immediately) == -1 && errno == EINTR {}
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        return result
        #endif
    }
}
