import QuartetSupport
import Testing

@testable import Interactors

@MainActor
struct LoadTests {
    let clock = TestClock()

    @Test func loadGoesFromLoadingToLoaded() async {
        let interactor = makeInteractor()
        let task = interactor.load(\.items) { [clock] in
            try await clock.sleep(for: .seconds(1))
            return [1, 2, 3]
        }
        #expect(interactor.viewModel.items.isLoading)
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        #expect(await task.value == .succeeded)
        #expect(interactor.viewModel.items == .loaded([1, 2, 3]))
    }

    @Test func loadCapturesTheErrorInsteadOfRoutingIt() async {
        let interactor = makeInteractor()
        let log = HandlerLog()
        _ = bind(
            interactor, ambient: log.ambient(),
            onError: { _ in
                log.events.append("bind error")
                return false
            })
        let outcome = await interactor.load(\.items) { throw TestError(code: 5) }.value
        #expect(outcome == .failed)
        #expect(interactor.viewModel.items == .failed(TestError(code: 5)))
        #expect(log.events.isEmpty)
    }

    @Test func loadDoesNotMakeTheInteractorBusy() async {
        let interactor = makeInteractor()
        var busy: [Bool] = []
        _ = bind(interactor, onBusy: { busy.append($0) })
        let task = interactor.load(\.items) { [clock] in
            try await clock.sleep(for: .seconds(1))
            return []
        }
        #expect(!interactor.isBusy)
        await clock.waitForSleepers()
        await clock.run()
        _ = await task.value
        #expect(busy.isEmpty)
    }

    @Test func secondLoadOfTheSameContentIsIgnoredWhileTheFirstIsInFlight() async {
        let interactor = makeInteractor()
        var calls = 0
        let first = interactor.load(\.items) { [clock] in
            calls += 1
            try await clock.sleep(for: .seconds(1))
            return [1]
        }
        let second = interactor.load(\.items) {
            calls += 1
            return [2]
        }
        #expect(await second.value == .ignored)
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        _ = await first.value
        #expect(calls == 1)
        #expect(interactor.viewModel.items == .loaded([1]))
    }

    @Test func loadsOfDifferentContentRunAlongside() async {
        let interactor = makeInteractor()
        let items = interactor.load(\.items) { [clock] in
            try await clock.sleep(for: .seconds(1))
            return [1]
        }
        #expect(await interactor.load(\.title) { "Feed" }.value == .succeeded)
        #expect(interactor.viewModel.title == .loaded("Feed"))
        #expect(interactor.viewModel.items.isLoading)
        await clock.waitForSleepers()
        await clock.run()
        _ = await items.value
        #expect(interactor.viewModel.items == .loaded([1]))
    }

    @Test func theGateReopensOnceTheLoadEnds() async {
        let interactor = makeInteractor()
        _ = await interactor.load(\.items) { [1] }.value
        #expect(await interactor.load(\.items) { [2] }.value == .succeeded)
        #expect(interactor.viewModel.items == .loaded([2]))
    }

    @Test func cancelledLoadReturnsToIdle() async {
        let interactor = makeInteractor()
        let task = interactor.load(\.items) { [clock] in
            try await clock.sleep(for: .seconds(1))
            return [1]
        }
        await clock.waitForSleepers()
        interactor.cancelTasks()
        #expect(interactor.viewModel.items == .idle)
        #expect(await task.value == .cancelled)
        #expect(interactor.viewModel.items == .idle)
    }

    @Test func cancelledLoadDoesNotOverwriteTheLoadThatReplacedIt() async {
        let interactor = makeInteractor()
        let old = interactor.load(\.items) { [clock] in
            try? await clock.sleep(for: .seconds(1))
            return [1]
        }
        await clock.waitForSleepers()
        interactor.cancelTasks()
        let new = interactor.load(\.items) { [clock] in
            try await clock.sleep(for: .seconds(2))
            return [2]
        }
        #expect(await old.value == .cancelled)
        #expect(interactor.viewModel.items.isLoading)
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(2))
        #expect(await new.value == .succeeded)
        #expect(interactor.viewModel.items == .loaded([2]))
    }

    @Test func eachStateChangeInvalidatesAViewReadingTheContent() async {
        let interactor = makeInteractor()
        let probe = ObservationProbe { _ = interactor.viewModel.items }
        let task = interactor.load(\.items) { [clock] in
            try await clock.sleep(for: .seconds(1))
            return [1]
        }
        await probe.nextRender()
        #expect(probe.invalidationCount == 1)
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        _ = await task.value
        await probe.nextRender()
        #expect(probe.invalidationCount == 2)
    }

    @Test func loadingOneContentDoesNotInvalidateAViewReadingAnother() async {
        let interactor = makeInteractor()
        let probe = ObservationProbe { _ = interactor.viewModel.title }
        _ = await interactor.load(\.items) { [1] }.value
        await probe.nextRender()
        #expect(probe.invalidationCount == 0)
    }
}
