#include "app/ui/settings/housekeeping.h"

#if defined(__GLIBC__)
#include <malloc.h>

namespace cowrie::ui {
#endif

void Housekeeping::releaseFreedMemory() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

}  // namespace cowrie::ui
