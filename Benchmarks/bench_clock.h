// The clock of the C measurement programs in Benchmarks/: milliseconds on the monotonic clock.
#ifndef CARDMOTION_BENCH_CLOCK_H
#define CARDMOTION_BENCH_CLOCK_H

#include <time.h>

static inline double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec * 1e3 + time.tv_nsec / 1e6;
}

#endif
