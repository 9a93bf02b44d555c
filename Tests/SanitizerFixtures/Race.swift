// Two threads increment one counter with no synchronisation: a data race ThreadSanitizer must
// report. Built by scripts/sanitize with `swiftc -sanitize=thread`.
#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

final class Counter: @unchecked Sendable {
    // Deliberately unsafe: this fixture exists to be reported by ThreadSanitizer.
    var value = 0
}

let counter = Counter()
var threads: [pthread_t] = []
for _ in 0..<2 {
    var thread = pthread_t()
    let box = Unmanaged.passRetained(counter).toOpaque()
    pthread_create(
        &thread, nil,
        { argument in
            let counter = Unmanaged<Counter>.fromOpaque(argument!).takeRetainedValue()
            for _ in 0..<10_000 { counter.value += 1 }
            return nil
        }, box)
    threads.append(thread)
}
for thread in threads { pthread_join(thread, nil) }
print("counted", counter.value)
