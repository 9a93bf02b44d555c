import QuartetSupport
import Testing

@testable import Interactors

/// `settled()` waits, event by event, for the work an interactor started, and fails with the
/// work's names instead of hanging.
@MainActor
struct SettledTests {
    let clock = TestClock()

    @Test func anInteractorWithNothingRunningIsSettledAtOnce() async throws {
        let interactor = makeInteractor(clock: clock)
        try await interactor.settled()
    }

    @Test func settledWaitsForTheLoadTheClockWokeAndForItsResult() async throws {
        let interactor = makeInteractor(clock: clock)
        interactor.load(\.items) { [clock] in
            try await clock.sleep(for: .seconds(1))
            return [1, 2, 3]
        }
        try await clock.advanceToSleeper(in: .seconds(1))
        try await interactor.settled()
        #expect(interactor.viewModel.items.value == [1, 2, 3])
    }

    @Test func settledWaitsForATasksFinallyToo() async throws {
        let interactor = makeInteractor(clock: clock)
        var outcomes: [TaskOutcome] = []
        interactor.asyncTask { [clock] in
            try await clock.sleep(for: .seconds(1))
        } finally: {
            outcomes.append($0)
        }
        try await clock.advanceToSleeper(in: .seconds(1))
        try await interactor.settled()
        #expect(outcomes == [.succeeded])
        #expect(!interactor.isBusy)
    }

    @Test func settledWaitsForACancelledTaskUntilItsWorkReturns() async throws {
        let interactor = makeInteractor(clock: clock)
        var outcomes: [TaskOutcome] = []
        interactor.asyncTask { [clock] in
            try? await clock.sleep(for: .seconds(1))  // ignores cancellation: it just returns
        } finally: {
            outcomes.append($0)
        }
        await clock.waitForSleepers()
        interactor.cancelTasks()
        try await interactor.settled()
        #expect(outcomes == [.cancelled])
    }

    @Test func aDueExposureTimerIsWaitedForAndAPendingOneIsNot() async throws {
        let interactor = makeInteractor(clock: clock)
        _ = bind(interactor)
        var fired = 0
        let token = interactor.navigate(to: .detail(1))
        interactor.observe(token, .minimumExposure(2)) { fired += 1 }
        try await interactor.settled()  // the timer is not due: nothing to wait for
        #expect(fired == 0)
        try await clock.advanceToSleeper(in: .seconds(2))
        try await interactor.settled()
        #expect(fired == 1)
    }

    @Test func workThatNeverEndsFailsNamingWhatWasStillRunning() async throws {
        let interactor = makeInteractor(clock: clock)
        interactor.asyncTask { [clock] in try await clock.sleep(for: .seconds(60)) }
        interactor.load(\.title) { [clock] in
            try await clock.sleep(for: .seconds(60))
            return "never"
        }
        let failure = await #expect(throws: SettleFailure.self) {
            try await interactor.settled(timeout: .milliseconds(100))
        }
        let message = failure?.description ?? ""
        #expect(message.hasPrefix("ScreenInteractor did not settle within 0.1 seconds; still running: "))
        #expect(message.contains("asyncTask started at InteractorsTests/SettledTests.swift:"))
        #expect(message.contains("load of Loadable<String> started at InteractorsTests/SettledTests.swift:"))
        interactor.cancelTasks()
        try await interactor.settled()
    }
}
