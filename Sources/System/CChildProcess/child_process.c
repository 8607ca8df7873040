#define _GNU_SOURCE
#include "child_process.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

/// Closes every descriptor from `first` up to and including `last` (async-signal-safe).
static void close_range_of(int first, int last) {
    if (first > last) return;
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, (unsigned)first, (unsigned)last, 0) == 0) return;
#endif
    long most = sysconf(_SC_OPEN_MAX);
    if (most < 0 || most > 65536) most = 65536;
    for (int fd = first; fd <= last && fd < most; fd++) close(fd);
}

/// Makes `fd` descriptor `target` of the child (dup2 also clears close-on-exec); `fd` equal to `target` only needs
/// close-on-exec cleared.
static int place(int fd, int target) {
    if (fd == target) return fcntl(fd, F_SETFD, 0);
    return dup2(fd, target) < 0 ? -1 : 0;
}

pid_t cm_child_start(const char *path, char *const argv[], int input, int output, int error, int *failure) {
    int report[2];
    if (cm_pipe_cloexec(report) != 0) {
        *failure = errno;
        return -1;
    }
    pid_t parent = getpid();
    pid_t child = fork();
    if (child < 0) {
        *failure = errno;
        close(report[0]);
        close(report[1]);
        return -1;
    }
    if (child == 0) {
        setpgid(0, 0);
#ifdef __linux__
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        // The parent died between fork and prctl: nobody would send the signal.
        if (getppid() != parent) _exit(127);
#endif
        for (int number = 1; number < NSIG; number++) {
            if (number != SIGKILL && number != SIGSTOP) signal(number, SIG_DFL);
        }
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        // Move the report pipe above the standard descriptors so that placing them cannot overwrite it.
        int channel = report[1];
        if (channel <= 2) {
            channel = fcntl(report[1], F_DUPFD_CLOEXEC, 3);
            if (channel < 0) _exit(127);
        }
        int in = input, out = output, err = error;
        if (in <= 2 && in != 0) in = fcntl(in, F_DUPFD, 3);
        if (out <= 2 && out != 1) out = fcntl(out, F_DUPFD, 3);
        if (err <= 2 && err != 2) err = fcntl(err, F_DUPFD, 3);
        int code = 0;
        if (in < 0 || out < 0 || err < 0 || place(in, 0) != 0 || place(out, 1) != 0 || place(err, 2) != 0) {
            code = errno;
        } else {
            close_range_of(3, channel - 1);
            close_range_of(channel + 1, INT32_MAX);
            // ETXTBSY: the program file is still open for writing somewhere, typically because another thread of
            // this process forked while it was being written, and that child holds the descriptor until its own
            // exec. That lasts a moment: try again for up to about a second before reporting it.
            for (int attempt = 0;; attempt++) {
                execv(path, argv);
                if (errno != ETXTBSY || attempt >= 100) break;
                struct timespec pause = {0, 10 * 1000 * 1000};
                nanosleep(&pause, NULL);
            }
            code = errno;
        }
        ssize_t ignored = write(channel, &code, sizeof code);
        (void)ignored;
        _exit(127);
    }
    close(report[1]);
    int code = 0;
    ssize_t got;
    do {
        got = read(report[0], &code, sizeof code);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof code) {
        // exec failed: the child has exited with 127; collect it.
        while (waitpid(child, NULL, 0) < 0 && errno == EINTR) {}
        *failure = code;
        return -1;
    }
    return child;
}

int cm_pipe_cloexec(int descriptors[2]) {
#ifdef __linux__
    return pipe2(descriptors, O_CLOEXEC);
#else
    if (pipe(descriptors) != 0) return -1;
    fcntl(descriptors[0], F_SETFD, FD_CLOEXEC);
    fcntl(descriptors[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}
