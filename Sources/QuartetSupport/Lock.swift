#if canImport(Darwin)
    import Synchronization
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value that threads reach one at a time: `Synchronization.Mutex`, in a form that
/// ThreadSanitizer can see on every platform.
///
/// On Linux, `Mutex` is built on a futex, which ThreadSanitizer does not model: state guarded
/// correctly by it is reported as a data race (a nine-line program that guards a dictionary from
/// two threads gets twenty reports), so a user running their own tests under `--sanitize=thread`
/// could no longer trust the tool. There `Lock` is a `pthread_mutex_t`, which ThreadSanitizer
/// intercepts; on Apple platforms it is a `Mutex`. The two behave the same: not recursive, and
/// the value is reached only inside ``withLock(_:)``.
///
/// ```swift
/// let hits = Lock(0)
/// hits.withLock { $0 += 1 }
/// print(hits.withLock { $0 })  // Prints "1"
/// ```
public final class Lock<Value>: @unchecked Sendable {
    // Safe to send across isolation: `value` is read and written only inside `withLock`, while
    // the mutex is held, so no two threads ever touch it at once; the results that leave
    // `withLock` are `sending`, as `Mutex.withLock`'s are, so they cannot alias the value.
    #if canImport(Darwin)
        private let mutex: Mutex<Value>
    #else
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
        private var value: Value
    #endif

    /// Creates a lock around `initialValue`.
    public init(_ initialValue: consuming sending Value) {
        #if canImport(Darwin)
            mutex = Mutex(initialValue)
        #else
            value = initialValue
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed with \(status)")
        #endif
    }

    #if !canImport(Darwin)
        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }
    #endif

    /// Runs `body` with the value, holding the lock; other threads wait meanwhile.
    ///
    /// Calling `withLock` again from `body` deadlocks, as with `Mutex`.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        #if canImport(Darwin)
            return try mutex.withLock(body)
        #else
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value)
        #endif
    }
}
