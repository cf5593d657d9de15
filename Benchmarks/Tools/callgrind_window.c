/* LD_PRELOAD shim for `Scripts/callgrind-window`: callgrind collects only between a
 * benchmark program's first two reads of CLOCK_PROCESS_CPUTIME_ID (js-ops-app and
 * raw-gtk-js-ops read it just before the operation and after the frame that shows it), so
 * the instruction count covers exactly the window the timed figure covers. Run under
 * `valgrind --tool=callgrind --collect-atstart=no`. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <time.h>
#include <valgrind/callgrind.h>

int clock_gettime(clockid_t clock, struct timespec *time) {
    static int (*real)(clockid_t, struct timespec *);
    static int reads;
    if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    if (clock == CLOCK_PROCESS_CPUTIME_ID && reads < 2) {
        reads++;
        CALLGRIND_TOGGLE_COLLECT;
    }
    return real(clock, time);
}
