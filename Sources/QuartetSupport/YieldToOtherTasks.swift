/// Lets every task that is ready run before the caller goes on: `times` hops through a detached
/// task of the lowest priority and back.
///
/// `Task.yield()` alone may resume the caller at once; a lowest-priority task waits behind
/// everything of higher priority that is ready, as swift-clocks' `megaYield` relies on. Swift has
/// no way to wait until the cooperative pool is idle, so this is what ``TestClock``, the pipeline
/// tester and tests use to let woken work proceed; where certainty is needed, wait for an event
/// instead (``TestClock/waitForSleepers(count:)``, a task's value).
public func yieldToOtherTasks(times: Int = 1) async {
    for _ in 0..<times {
        await Task.detached(priority: .background) { await Task.yield() }.value
    }
}
