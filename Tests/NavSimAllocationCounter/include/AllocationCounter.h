#ifndef NAVSIM_ALLOCATION_COUNTER_H
#define NAVSIM_ALLOCATION_COUNTER_H

#include <stdbool.h>

/// Whether this build counts allocations: on Linux with glibc, where the test executable's own
/// `malloc` family interposes libc's for every library the process loads. Elsewhere (macOS's
/// two-level namespace, musl) the functions below count nothing.
bool navsim_allocations_countable(void);

/// Starts counting the calling thread's allocations from zero.
void navsim_allocations_start(void);

/// Stops counting and returns the calling thread's allocations since the start (`malloc`,
/// `calloc`, `realloc`, `memalign`, `aligned_alloc`, `posix_memalign`).
long navsim_allocations_stop(void);

#endif
