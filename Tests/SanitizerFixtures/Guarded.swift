// The same two threads as Race.swift, with the counter in a QuartetSupport Lock: ThreadSanitizer
// must report nothing. Built by scripts/sanitize together with Sources/QuartetSupport/Lock.swift.
#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

let counter = Lock(0)
var threads: [pthread_t] = []
for _ in 0..<2 {
    var thread = pthread_t()
    let box = Unmanaged.passRetained(counter).toOpaque()
    pthread_create(
        &thread, nil,
        { argument in
            let counter = Unmanaged<Lock<Int>>.fromOpaque(argument!).takeRetainedValue()
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
            return nil
        }, box)
    threads.append(thread)
}
for thread in threads { pthread_join(thread, nil) }
print("counted", counter.withLock { $0 })
