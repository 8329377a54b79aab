// Counts a thread's heap allocations, as swift-nio's allocation tests do, with no package: the
// test executable defines the `malloc` family, so the dynamic linker binds every library's calls
// (the Swift runtime's included) to these, which count and forward to glibc's own entry points
// (`__libc_malloc`, ...). Only where that holds: Linux with glibc.

#include "AllocationCounter.h"

// Included first: on glibc it defines `__GLIBC__` (through <features.h>).
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

// Initial-exec thread-locals: reading them never allocates (a dynamic TLS access might).
static __thread int counting __attribute__((tls_model("initial-exec")));
static __thread long counted __attribute__((tls_model("initial-exec")));

static inline void note(void) {
  if (counting) counted += 1;
}

void *malloc(size_t size) {
  note();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  note();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  note();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *out = pointer;
  return 0;
}

bool navsim_allocations_countable(void) { return true; }

void navsim_allocations_start(void) {
  counted = 0;
  counting = 1;
}

long navsim_allocations_stop(void) {
  counting = 0;
  return counted;
}

#else

bool navsim_allocations_countable(void) { return false; }

void navsim_allocations_start(void) {}

long navsim_allocations_stop(void) { return 0; }

#endif
