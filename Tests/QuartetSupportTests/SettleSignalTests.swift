import Testing

@testable import QuartetSupport

struct SettleSignalTests {
    @Test func aSignalBetweenTheCheckAndTheWaitIsNotMissed() async {
        let signal = SettleSignal()
        let generation = signal.generation
        signal.signal()
        #expect(await signal.wait(since: generation, until: .now.advanced(by: .seconds(30))))
    }

    @Test func aWaitEndsWhenTheSignalFires() async {
        let signal = SettleSignal()
        let generation = signal.generation
        async let woken = signal.wait(since: generation, until: .now.advanced(by: .seconds(30)))
        signal.signal()
        // The signal may come before or after the wait registers; either way it is seen.
        #expect(await woken)
    }

    @Test func aWaitWithNoSignalEndsAtTheDeadline() async {
        let signal = SettleSignal()
        #expect(await !signal.wait(since: signal.generation, until: .now.advanced(by: .milliseconds(50))))
    }

    /// Each wait's deadline timer once outlived a wait the signal ended, and, cancelled, still
    /// marked the waiter expired: the set grew by one for every wait.
    @Test func signalledWaitsLeaveNothingBehind() async {
        let signal = SettleSignal()
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        for _ in 0..<1_000 {
            let generation = signal.generation
            async let woken = signal.wait(since: generation, until: deadline)
            signal.signal()
            #expect(await woken)
        }
        #expect(await !signal.wait(since: signal.generation, until: .now.advanced(by: .milliseconds(10))))
        #expect(signal.expiredCount == 0)
    }

    @MainActor
    @Test func waitUntilSettledChecksAgainOnEachSignalAndFailsNamingTheWork() async throws {
        let signal = SettleSignal()
        var running = ["a", "b"]
        Task { @MainActor in
            running.removeFirst()
            signal.signal()
        }
        let failure = await #expect(throws: SettleFailure.self) {
            try await waitUntilSettled("the work", timeout: .milliseconds(100), signal: signal) { running }
        }
        #expect(failure?.description == "the work did not settle within 0.1 seconds; still running: b")
        running.removeAll()
        try await waitUntilSettled("the work", timeout: .seconds(30), signal: signal) { running }
    }
}
