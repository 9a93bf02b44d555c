#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// How many heap blocks this process has asked the allocator for so far (malloc, calloc, realloc,
/// posix_memalign, aligned_alloc and memalign): the difference across an action is the number of
/// allocations it made. Zero where counting is unavailable (see allocation_counting_is_available).
unsigned long allocation_count(void);

/// Whether this build counts allocations: on Linux with glibc, where the executable's definitions
/// of malloc and its siblings take the place of the C library's.
int allocation_counting_is_available(void);

/// Keeps the heap's behaviour the same from one run to the next, on glibc: one arena for all
/// threads, a block of any size from the heap rather than a mapping of its own, and freed memory
/// kept. glibc otherwise gives threads arenas as they contend, maps large blocks separately
/// (raising that threshold after each free of one, by an amount that depends on the history of
/// the process), and trims the heap as it shrinks: loading 1,000 items then cost anywhere from
/// half to the same again of the plain model's time, from one process to the next. Does nothing
/// elsewhere.
void steady_heap(void);

#endif
