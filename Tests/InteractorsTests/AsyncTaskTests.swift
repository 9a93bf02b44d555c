import QuartetSupport
import Testing

@testable import Interactors

@MainActor
struct AsyncTaskTests {
    let clock = TestClock()

    @Test func asyncTaskRunsWorkAndReportsSucceeded() async {
        let interactor = makeInteractor()
        var ran = false
        var outcomes: [TaskOutcome] = []
        let task = interactor.asyncTask {
            ran = true
        } finally: {
            outcomes.append($0)
        }
        #expect(await task.value == .succeeded)
        #expect(ran)
        #expect(outcomes == [.succeeded])
    }

    @Test func asyncTaskIgnoresSecondCallWhileBusy() async {
        let interactor = makeInteractor()
        var runs = 0
        var outcomes: [TaskOutcome] = []
        let first = interactor.asyncTask { [clock] in
            runs += 1
            try await clock.sleep(for: .seconds(1))
        } finally: {
            outcomes.append($0)
        }
        let second = interactor.asyncTask {
            runs += 1
        } finally: {
            outcomes.append($0)
        }
        #expect(await second.value == .ignored)
        #expect(outcomes == [.ignored])
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        #expect(await first.value == .succeeded)
        #expect(runs == 1)
        #expect(outcomes == [.ignored, .succeeded])
    }

    @Test func gateReopensAfterCompletion() async {
        let interactor = makeInteractor()
        var runs = 0
        _ = await interactor.asyncTask { runs += 1 }.value
        #expect(!interactor.isBusy)
        #expect(await interactor.asyncTask { runs += 1 }.value == .succeeded)
        #expect(runs == 2)
    }

    @Test func busyIsReportedTrueThenFalse() async {
        let interactor = makeInteractor()
        var busy: [Bool] = []
        _ = bind(interactor, onBusy: { busy.append($0) })
        let task = interactor.asyncTask { [clock] in try await clock.sleep(for: .seconds(1)) }
        #expect(interactor.isBusy)
        #expect(busy == [true])
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        _ = await task.value
        #expect(!interactor.isBusy)
        #expect(busy == [true, false])
    }

    @Test func busyIsClearedWhenTheWorkFails() async {
        let interactor = makeInteractor()
        var busy: [Bool] = []
        _ = bind(interactor, onError: { _ in true }, onBusy: { busy.append($0) })
        _ = await interactor.asyncTask { throw TestError(code: 1) }.value
        #expect(busy == [true, false])
        #expect(!interactor.isBusy)
    }

    @Test func failureIsRoutedToTheErrorHandlerAndReportsFailed() async {
        let interactor = makeInteractor()
        var errors: [TestError] = []
        _ = bind(
            interactor,
            onError: { error in
                errors.append(error as! TestError)
                return true
            })
        let outcome = await interactor.asyncTask { throw TestError(code: 7) }.value
        #expect(outcome == .failed)
        #expect(errors == [TestError(code: 7)])
    }

    @Test func onFailureReceivesTheErrorInsteadOfTheHandlers() async {
        let interactor = makeInteractor()
        let log = HandlerLog()
        _ = bind(
            interactor, ambient: log.ambient(),
            onError: { _ in
                log.events.append("bind error")
                return true
            })
        var local: [TestError] = []
        _ = await interactor.asyncTask {
            throw TestError(code: 3)
        } onFailure: { error in
            local.append(error as! TestError)
        }.value
        #expect(local == [TestError(code: 3)])
        #expect(!log.events.contains { $0.contains("error") })
    }

    @Test func cancelledTaskReportsCancelledAndSurfacesNoError() async {
        let interactor = makeInteractor()
        var errors: [any Error] = []
        _ = bind(
            interactor,
            onError: { error in
                errors.append(error)
                return true
            })
        var outcomes: [TaskOutcome] = []
        let task = interactor.asyncTask { [clock] in
            try await clock.sleep(for: .seconds(5))
        } finally: {
            outcomes.append($0)
        }
        await clock.waitForSleepers()
        interactor.cancelTasks()
        #expect(await task.value == .cancelled)
        #expect(outcomes == [.cancelled])
        #expect(errors.isEmpty)
    }

    @Test func workThatIgnoresCancellationStillReportsCancelled() async {
        let interactor = makeInteractor()
        let task = interactor.asyncTask { [clock] in
            try? await clock.sleep(for: .seconds(5))
        }
        await clock.waitForSleepers()
        interactor.cancelTasks()
        #expect(await task.value == .cancelled)
    }

    @Test func cancelTasksReopensTheGateAndClearsBusyAtOnce() async {
        let interactor = makeInteractor()
        var busy: [Bool] = []
        _ = bind(interactor, onBusy: { busy.append($0) })
        let slow = interactor.asyncTask { [clock] in try? await clock.sleep(for: .seconds(5)) }
        await clock.waitForSleepers()
        interactor.cancelTasks()
        #expect(!interactor.isBusy)
        #expect(busy == [true, false])
        // A new task starts before the cancelled one has even noticed.
        let next = interactor.asyncTask {}
        #expect(await next.value == .succeeded)
        #expect(await slow.value == .cancelled)
        #expect(busy == [true, false, true, false])
    }

    @Test func gatedTaskIsIgnoredWhileItsGateIsClosedAndDoesNotMakeTheInteractorBusy() async {
        let interactor = makeInteractor()
        let gate = TaskGate()
        let first = interactor.asyncTask(gate: gate) { [clock] in try await clock.sleep(for: .seconds(1)) }
        #expect(!gate.isOpen)
        #expect(!interactor.isBusy)
        #expect(await interactor.asyncTask(gate: gate) {}.value == .ignored)
        // The busy gate is independent of the custom one.
        #expect(await interactor.asyncTask {}.value == .succeeded)
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        #expect(await first.value == .succeeded)
        #expect(gate.isOpen)
    }

    @Test func aGateSharedBetweenInteractorsLetsOneTaskThrough() async {
        let gate = TaskGate()
        let one = makeInteractor()
        let two = makeInteractor()
        let first = one.asyncTask(gate: gate) { [clock] in try await clock.sleep(for: .seconds(1)) }
        #expect(await two.asyncTask(gate: gate) {}.value == .ignored)
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        _ = await first.value
        #expect(await two.asyncTask(gate: gate) {}.value == .succeeded)
    }

    @Test func tasksWithTheSameGateKeyNeverOverlapAndOtherKeysRunAlongside() async {
        let interactor = makeInteractor()
        let refresh = interactor.asyncTask(gateKey: "refresh") { [clock] in
            try await clock.sleep(for: .seconds(1))
        }
        #expect(await interactor.asyncTask(gateKey: "refresh") {}.value == .ignored)
        #expect(await interactor.asyncTask(gateKey: "autosave") {}.value == .succeeded)
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        _ = await refresh.value
        #expect(await interactor.asyncTask(gateKey: "refresh") {}.value == .succeeded)
    }

    @Test func performThrowableReturnsTheValue() {
        let interactor = makeInteractor()
        #expect(interactor.performThrowable { 6 * 7 } == 42)
    }

    @Test func performThrowableRoutesTheErrorAndReturnsNil() {
        let interactor = makeInteractor()
        var errors: [TestError] = []
        _ = bind(
            interactor,
            onError: { error in
                errors.append(error as! TestError)
                return true
            })
        let value: Int? = interactor.performThrowable { throw TestError(code: 2) }
        #expect(value == nil)
        #expect(errors == [TestError(code: 2)])
    }

    @Test func performThrowableOnFailureReplacesTheHandlers() {
        let interactor = makeInteractor()
        var routed = 0
        _ = bind(
            interactor,
            onError: { _ in
                routed += 1
                return true
            })
        var local = 0
        interactor.performThrowable {
            throw TestError(code: 2)
        } onFailure: { _ in
            local += 1
        }
        #expect(local == 1)
        #expect(routed == 0)
    }

    @Test func settledReturnsOnceTheWorkTheClockWokeHasFinished() async throws {
        let interactor = makeInteractor()
        var outcomes: [TaskOutcome] = []
        interactor.asyncTask { [clock] in
            try await clock.sleep(for: .seconds(1))
        } finally: {
            outcomes.append($0)
        }
        interactor.load(\.items) { [clock] in
            try await clock.sleep(for: .seconds(2))
            return [1]
        }
        await clock.waitForSleepers(count: 2)
        await clock.advance(by: .seconds(2))
        try await interactor.settled()
        #expect(outcomes == [.succeeded])
        #expect(interactor.viewModel.items == .loaded([1]))
    }

    @Test func settledWaitsForCancelledWorkToReturn() async throws {
        let interactor = makeInteractor()
        var outcomes: [TaskOutcome] = []
        interactor.asyncTask { [clock] in
            try await clock.sleep(for: .seconds(5))
        } finally: {
            outcomes.append($0)
        }
        await clock.waitForSleepers()
        interactor.cancelTasks()
        try await interactor.settled()
        #expect(outcomes == [.cancelled])
    }
}
