#ifndef MAIN_ACTOR_WATCHDOG_START_H
#define MAIN_ACTOR_WATCHDOG_START_H

// Nothing to call: the target's constructor starts the watchdog as the process loads.

#endif
