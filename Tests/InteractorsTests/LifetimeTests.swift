import QuartetSupport
import Testing

@testable import Interactors

/// CleanKit kept an interactor alive while its work ran; these prove Quartet's does not.
@MainActor
struct LifetimeTests {
    let clock = TestClock()

    @Test func releasingTheInteractorCancelsItsTaskAndFreesIt() async {
        var interactor: ScreenInteractor? = makeInteractor(clock: clock)
        weak let released = interactor
        var outcomes: [TaskOutcome] = []
        let task = interactor!.asyncTask { [clock] in
            try await clock.sleep(for: .seconds(60))
        } finally: {
            outcomes.append($0)
        }
        await clock.waitForSleepers()
        interactor = nil
        #expect(released == nil)
        #expect(await task.value == .cancelled)
        #expect(outcomes == [.cancelled])
        #expect(clock.sleeperCount == 0)
    }

    @Test func releasingTheInteractorCancelsItsLoadAndLeavesTheContentIdle() async {
        let model = ScreenModel()
        var interactor: ScreenInteractor? = ScreenInteractor(viewModel: model, clock: clock)
        weak let released = interactor
        let task = interactor!.load(\.items) { [clock] in
            try await clock.sleep(for: .seconds(60))
            return [1]
        }
        await clock.waitForSleepers()
        interactor = nil
        #expect(released == nil)
        #expect(await task.value == .cancelled)
        #expect(model.items == .idle)
    }

    @Test func releasingTheInteractorStopsExposureTimers() async {
        var interactor: ScreenInteractor? = makeInteractor(clock: clock)
        var host: InteractorHost<ScreenInteractor, ScreenModel>? = bind(interactor!, retained: false)
        weak let released = interactor
        var fired = 0
        let token = interactor!.navigate(to: .detail(1))
        interactor!.observe(token, .minimumExposure(1)) { fired += 1 }
        await clock.waitForSleepers()
        host = nil
        interactor = nil
        #expect(host == nil && released == nil)
        await clock.advance(by: .seconds(5))
        #expect(fired == 0)
        #expect(clock.sleeperCount == 0)
    }

    /// CleanKit's idiom: an observer that uses the interactor's members implicitly.
    @Test func releasingTheHostFreesAnInteractorWhoseObserverCapturesIt() {
        var interactor: ScreenInteractor? = makeInteractor(clock: clock)
        var host: InteractorHost<ScreenInteractor, ScreenModel>? = bind(interactor!, retained: false)
        weak let released = interactor
        interactor!.openDetailLoggingItsEvents(7)
        #expect(interactor!.log == ["prepare", "detail 7 appeared"])
        interactor = nil
        #expect(released != nil, "the host holds the interactor while the view is there")

        host = nil

        #expect(host == nil && released == nil)
    }

    @Test func releasingTheHostRunsTheDidDisappearOfWhatWasOnScreen() {
        let interactor = makeInteractor(clock: clock)
        var host: InteractorHost<ScreenInteractor, ScreenModel>? = bind(interactor, retained: false)
        interactor.openDetailLoggingItsEvents(7)
        host = nil
        #expect(host == nil)
        #expect(interactor.log == ["prepare", "detail 7 appeared", "detail 7 disappeared"])
    }

    @Test func workUsingMembersThroughAWeakReferenceDoesNotKeepTheInteractorAlive() async {

        var interactor: ScreenInteractor? = makeInteractor(clock: clock)
        weak let released = interactor
        let task = interactor!.asyncTask { [weak interactor, clock] in
            try await clock.sleep(for: .seconds(60))
            interactor?.log.append("done")
        }
        await clock.waitForSleepers()
        interactor = nil
        #expect(released == nil)
        #expect(await task.value == .cancelled)
    }

    @Test func aBoundHostDoesNotKeepItselfAliveThroughItsInteractor() {
        var host: InteractorHost<ScreenInteractor, ScreenModel>? = bind(makeInteractor(), retained: false)
        weak let releasedHost = host
        weak let releasedInteractor = host?.interactor
        host = nil
        #expect(releasedHost == nil)
        #expect(releasedInteractor == nil)
    }

    @Test func anIntentEmittedAfterItsHostIsGoneWaitsForTheNextHost() {
        let interactor = makeInteractor()
        var host: InteractorHost<ScreenInteractor, ScreenModel>? = bind(interactor, retained: false)
        host = nil
        interactor.navigate(to: .detail(1))
        let next = bind(interactor)
        #expect(host == nil)
        #expect(next.stack.map(\.description) == ["push detail(1)"])
    }
}
