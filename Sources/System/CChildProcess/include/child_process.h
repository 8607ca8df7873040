#ifndef CARDMOTION_CHILD_PROCESS_H
#define CARDMOTION_CHILD_PROCESS_H

// Starting a helper program (ffmpeg) so that it cannot outlive CardMotion: fork, then in the child, before exec,
// a process group of its own (so the helper and anything it starts can be stopped together), PR_SET_PDEATHSIG
// SIGKILL on Linux (the kernel kills it when the thread that started it dies, even by SIGKILL), a clean signal
// mask and default signal actions, the three standard descriptors, and no other inherited descriptor. Swift
// cannot run code between fork and exec, hence this file.

#include <sys/types.h>

/// Starts `path` with `argv` (NULL-terminated, argv[0] included) and the environment of the calling process, its
/// standard input, output and error the open descriptors `input`, `output` and `error`. Returns the child's process
/// ID (also its process group's ID), or -1 with `*failure` set to the errno of the failed fork or exec (exec
/// failures are reported through a close-on-exec pipe, so a program that cannot run is an error here, not an exit
/// status 127 later). Call it from a thread that lives as long as the process: Linux's death signal follows the
/// thread that forked.
pid_t cm_child_start(const char *path, char *const argv[], int input, int output, int error, int *failure);

/// A pipe whose two descriptors are close-on-exec (pipe2 with O_CLOEXEC): 0, or -1 with errno set.
int cm_pipe_cloexec(int descriptors[2]);

#endif
