// Counts heap allocations by defining malloc and its siblings in the executable, which on Linux
// takes precedence over the C library's for every library the process loads (symbol
// interposition); each definition counts, then calls glibc's own implementation (`__libc_*`).
// mallinfo2() reports bytes in use, not how many allocations were made, so it cannot give a count
// per action; this can, exactly, at the cost of one relaxed atomic add per allocation.
#include "AllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__GLIBC__)
#include <malloc.h>
void steady_heap(void) {
    mallopt(M_MMAP_THRESHOLD, 256 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
    mallopt(M_ARENA_MAX, 1);
}
#else
void steady_heap(void) {}
#endif

#if defined(__linux__) && defined(__GLIBC__)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic unsigned long allocations = 0;

static void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

unsigned long allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
int allocation_counting_is_available(void) { return 1; }
#else
unsigned long allocation_count(void) { return 0; }
int allocation_counting_is_available(void) { return 0; }
#endif
