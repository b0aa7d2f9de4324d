#include "housekeeping.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void Housekeeping::releaseFreedMemory() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
