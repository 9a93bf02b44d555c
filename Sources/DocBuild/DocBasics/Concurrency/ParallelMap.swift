import Dispatch
import Foundation

/// `map` on every core at once, results in input order: for CPU-bound work on values already in
/// memory, such as rendering the pages of a site, where each element is independent of the others.
///
/// Unlike ``concurrentMap(_:limit:_:)`` it blocks the calling thread, so it is for synchronous code;
/// `DispatchQueue.concurrentPerform` runs the iterations on as many threads as there are cores.
///
/// ```swift
/// let pages = parallelMap(articles) { render($0) }
/// ```
package func parallelMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let slots = ResultSlots<Result>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        slots.store(transform(elements[index]), at: index)
    }
    return slots.results()
}

/// The results of ``parallelMap(_:_:)``, filled in from many threads.
///
/// `@unchecked Sendable` is sound because every access to `slots` holds `lock`. `NSLock` rather
/// than `Synchronization.Mutex`, so that ThreadSanitizer on Linux sees the lock (it does not see
/// `Mutex`'s futex).
private final class ResultSlots<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    /// Every slot's result; called after every iteration has stored its own.
    func results() -> [Result] {
        lock.withLock { slots.map { $0! } }
    }
}
