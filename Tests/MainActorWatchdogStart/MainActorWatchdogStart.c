// Starts LoadTestSupport's main-actor watchdog when the test process starts, before any test,
// if QUARTET_MAIN_ACTOR_WATCHDOG names a file to write to: Swift has no code that runs at load
// time, C has constructors.
#include "MainActorWatchdogStart.h"

#include <stdlib.h>

// Defined in Swift, in LoadTestSupport (MainActorWatchdog.swift).
extern void quartet_start_main_actor_watchdog(const char *path);

__attribute__((constructor)) static void start_watchdog(void) {
    const char *path = getenv("QUARTET_MAIN_ACTOR_WATCHDOG");
    if (path == NULL || *path == '\0') return;
    quartet_start_main_actor_watchdog(path);
}
