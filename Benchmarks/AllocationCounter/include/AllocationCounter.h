#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// How many heap blocks this process has asked the allocator for so far (malloc, calloc, realloc,
/// posix_memalign, aligned_alloc and memalign): the difference across an action is the number of
/// allocations it made. Zero where counting is unavailable (see allocation_counting_is_available).
unsigned long allocation_count(void);

/// Whether this build counts allocations: on Linux with glibc, where the executable's definitions
/// of malloc and its siblings take the place of the C library's.
int allocation_counting_is_available(void);

#endif
