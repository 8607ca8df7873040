#define _GNU_SOURCE
#include "crash_cleanup.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// Slots live in chunks that are never freed, so the handler may read any slot it finds published. A slot's state
// says who may touch its path: FREE and WRITING belong to the registering thread (under `writers`), LIVE may be
// taken by the handler (LIVE -> TAKEN, after which only the handler reads it) or freed by its owner (LIVE -> FREE).
enum { FREE = 0, WRITING = 1, LIVE = 2, TAKEN = 3 };

enum { CHUNK_SLOTS = 256, CHUNKS = 4096 };

struct slot {
    _Atomic int state;
    int descriptor;
    size_t capacity;
    char *path;
};

static struct slot *_Atomic chunks[CHUNKS];
/// Slots ever used; the handler looks at these only.
static _Atomic int used;
static _Atomic int live;
/// Freed slots to reuse first (their indexes), under `writers`.
static int *spare;
static int spareCount, spareCapacity;
static pthread_mutex_t writers = PTHREAD_MUTEX_INITIALIZER;

static const int fatalSignals[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS };
enum { FATAL_COUNT = sizeof fatalSignals / sizeof fatalSignals[0] };
static struct sigaction previous[FATAL_COUNT];
static atomic_flag installed = ATOMIC_FLAG_INIT;
/// Set first thing by the handler: from then on no file is registered (a writer removes its own new file).
static _Atomic int dying;

static struct slot *slotAt(int index) {
    struct slot *chunk = atomic_load(&chunks[index / CHUNK_SLOTS]);
    return chunk ? &chunk[index % CHUNK_SLOTS] : NULL;
}

int cm_crash_cleanup_add(const char *path, int descriptor) {
    if (atomic_load(&dying)) return -2;
    size_t length = strlen(path) + 1;
    pthread_mutex_lock(&writers);
    // Room in `spare` for every slot, this one included, so that freeing a slot never needs memory.
    int needed = atomic_load(&used) + 1;
    if (spareCapacity < needed) {
        int *grown = realloc(spare, (size_t)needed * 2 * sizeof(int));
        if (!grown) { pthread_mutex_unlock(&writers); return -1; }
        spare = grown;
        spareCapacity = needed * 2;
    }
    int index;
    if (spareCount > 0) {
        index = spare[--spareCount];
    } else {
        index = atomic_load(&used);
        if (index >= CHUNKS * CHUNK_SLOTS) { pthread_mutex_unlock(&writers); return -1; }
        if (!atomic_load(&chunks[index / CHUNK_SLOTS])) {
            struct slot *chunk = calloc(CHUNK_SLOTS, sizeof(struct slot));
            if (!chunk) { pthread_mutex_unlock(&writers); return -1; }
            atomic_store(&chunks[index / CHUNK_SLOTS], chunk);
        }
        atomic_store(&used, index + 1);
    }
    struct slot *slot = slotAt(index);
    atomic_store(&slot->state, WRITING);
    if (slot->capacity < length) {
        // The handler reads a slot's path only once it has taken the slot LIVE, so a FREE or WRITING slot's buffer
        // may be replaced.
        char *grown = malloc(length);
        if (!grown) {
            atomic_store(&slot->state, FREE);
            spare[spareCount++] = index;
            pthread_mutex_unlock(&writers);
            return -1;
        }
        free(slot->path);
        slot->path = grown;
        slot->capacity = length;
    }
    memcpy(slot->path, path, length);
    slot->descriptor = descriptor;
    atomic_fetch_add(&live, 1);
    atomic_store(&slot->state, LIVE);
    // A handler that began before the slot was LIVE may have passed it: then the writer removes its file itself.
    int expected = LIVE;
    if (atomic_load(&dying) && atomic_compare_exchange_strong(&slot->state, &expected, FREE)) {
        atomic_fetch_sub(&live, 1);
        spare[spareCount++] = index;
        pthread_mutex_unlock(&writers);
        return -2;
    }
    pthread_mutex_unlock(&writers);
    return index;
}

int cm_crash_cleanup_is_dying(void) {
    return atomic_load(&dying);
}

void cm_crash_cleanup_remove(int index) {
    if (index < 0) return;
    pthread_mutex_lock(&writers);
    struct slot *slot = slotAt(index);
    int expected = LIVE;
    if (slot && atomic_compare_exchange_strong(&slot->state, &expected, FREE)) {
        atomic_fetch_sub(&live, 1);
        spare[spareCount++] = index;
    }
    pthread_mutex_unlock(&writers);
}

int cm_crash_cleanup_count(void) {
    return atomic_load(&live);
}

/// Takes every registration in force (LIVE -> TAKEN: its owner can no longer free it) and removes the files of all
/// those taken. Files are registered before they are made, so a file made after one sweep goes in the next.
static void sweep(void) {
    int count = atomic_load(&used);
    for (int index = 0; index < count; index++) {
        struct slot *slot = slotAt(index);
        if (!slot) continue;
        int expected = LIVE;
        atomic_compare_exchange_strong(&slot->state, &expected, TAKEN);
        if (atomic_load(&slot->state) != TAKEN) continue;
        if (slot->descriptor >= 0) {
            struct stat open, named;
            if (fstat(slot->descriptor, &open) != 0 || stat(slot->path, &named) != 0
                || open.st_dev != named.st_dev || open.st_ino != named.st_ino) continue;
        }
        unlink(slot->path);
    }
}

/// Removes every registered file, lets the previous action have the signal (the backtracer prints the crash, while
/// other threads may go on making files), removes those made meanwhile, and makes sure the process dies of it.
static void onFatalSignal(int number, siginfo_t *info, void *context) {
    atomic_store(&dying, 1);
    int saved = errno;
    sweep();
    for (int index = 0; index < FATAL_COUNT; index++) {
        if (fatalSignals[index] != number) continue;
        struct sigaction *before = &previous[index];
        if (before->sa_flags & SA_SIGINFO) {
            if (before->sa_sigaction) before->sa_sigaction(number, info, context);
        } else if (before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN) {
            before->sa_handler(number);
        }
    }
    sweep();
    // Whatever the previous action did, the process dies of the signal: pending until this handler returns (the
    // signal is blocked while it runs), then taken by the default action; a fault's instruction faults again.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(number, &fallback, NULL);
    errno = saved;
    raise(number);
}

int cm_crash_cleanup_install(void) {
    if (atomic_flag_test_and_set(&installed)) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = onFatalSignal;
    sigemptyset(&action.sa_mask);
    // The backtracer's alternate stack, when it set one, serves a stack overflow's SIGSEGV too.
    action.sa_flags = SA_ONSTACK | SA_SIGINFO;
    sigset_t fatal;
    sigemptyset(&fatal);
    for (int index = 0; index < FATAL_COUNT; index++) {
        if (sigaction(fatalSignals[index], &action, &previous[index]) != 0) return -1;
        sigaddset(&fatal, fatalSignals[index]);
    }
    // A process started with one of them blocked (as a parent's mask may leave it) would leave a sent one pending.
    return pthread_sigmask(SIG_UNBLOCK, &fatal, NULL) == 0 ? 0 : -1;
}
