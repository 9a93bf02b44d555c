import QuartetSupport
import Testing

@testable import Interactors

@MainActor
struct InteractorHostTests {
    @Test func appearRunsSetupThenPrepareOnce() {
        let interactor = makeInteractor()
        let host = InteractorHost(interactor, setup: { $0.log.append("setup") })
        #expect(interactor.log.isEmpty)
        host.appear()
        #expect(interactor.log == ["setup", "prepare"])
        #expect(interactor.isPrepared)
    }

    @Test func setupAndPrepareDoNotRunAgainOnLaterAppearances() {
        let interactor = makeInteractor()
        let host = InteractorHost(interactor, setup: { $0.log.append("setup") })
        host.appear()
        host.disappear()
        #expect(!host.isAppeared)
        host.appear()
        host.disappear()
        host.appear()
        #expect(host.isAppeared)
        #expect(interactor.log == ["setup", "prepare"])
    }

    @Test func setupReceivesTheConcreteInteractorBeforePrepare() {
        let interactor = makeInteractor()
        var selected: [Int] = []
        let host = InteractorHost(interactor) { interactor in
            interactor.onSelect = { selected.append($0) }
        }
        host.appear()
        interactor.onSelect?(3)
        #expect(selected == [3])
    }

    @Test func prepareRunsOnceEvenWhenASecondHostBindsTheInteractor() {
        let interactor = makeInteractor()
        InteractorHost(interactor).appear()
        InteractorHost(interactor).appear()
        #expect(interactor.log == ["prepare"])
    }

    @Test func errorHandledByTheBindDoesNotReachTheAmbientHandler() {
        let interactor = makeInteractor()
        let log = HandlerLog()
        _ = bind(
            interactor, ambient: log.ambient(),
            onError: { error in
                log.events.append("bind error \(error)")
                return true
            })
        interactor.performThrowable { throw TestError(code: 1) }
        #expect(log.events == ["bind error TestError(1)"])
    }

    @Test func errorTheBindDeclinesFallsThroughToTheAmbientHandler() {
        let interactor = makeInteractor()
        let log = HandlerLog()
        _ = bind(
            interactor, ambient: log.ambient(),
            onError: { error in
                log.events.append("bind error \(error)")
                return false
            })
        interactor.performThrowable { throw TestError(code: 1) }
        #expect(log.events == ["bind error TestError(1)", "ambient error TestError(1)"])
    }

    @Test func errorGoesToTheAmbientHandlerWhenTheBindHasNone() {
        let interactor = makeInteractor()
        let log = HandlerLog()
        _ = bind(interactor, ambient: log.ambient())
        interactor.performThrowable { throw TestError(code: 4) }
        #expect(log.events == ["ambient error TestError(4)"])
    }

    @Test func unhandledErrorIsDropped() {
        let interactor = makeInteractor()
        let log = HandlerLog()
        _ = bind(
            interactor,
            onError: { _ in
                log.events.append("declined")
                return false
            })
        interactor.performThrowable { throw TestError(code: 1) }
        // Without an ambient handler the error goes nowhere, and nothing else happens.
        #expect(log.events == ["declined"])
        #expect(interactor.performThrowable { 1 } == 1)
    }

    @Test func perBindOnBusyTakesOverFromTheAmbientOne() async {
        let interactor = makeInteractor()
        let log = HandlerLog()
        _ = bind(interactor, ambient: log.ambient(), onBusy: { log.events.append("bind busy \($0)") })
        _ = await interactor.asyncTask {}.value
        #expect(log.events == ["bind busy true", "bind busy false"])
    }

    @Test func ambientOnBusyHearsInteractorsBoundWithoutTheirOwn() async {
        let interactor = makeInteractor()
        let log = HandlerLog()
        _ = bind(interactor, ambient: log.ambient())
        _ = await interactor.asyncTask {}.value
        #expect(log.events == ["ambient busy true", "ambient busy false"])
    }

    @Test func changingTheAmbientHandlersTakesEffectForLaterEvents() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        let log = HandlerLog()
        host.ambient = log.ambient()
        interactor.performThrowable { throw TestError(code: 9) }
        #expect(log.events == ["ambient error TestError(9)"])
    }

    @Test func nestedAmbientHandlersReplaceOnlyWhatTheyDefine() {
        let log = HandlerLog()
        let outer = log.ambient()
        let inner = AmbientHandlers(onError: { log.events.append("inner error \($0)") })
        let scope = inner.nested(in: outer)
        scope.onError?(TestError(code: 1))
        scope.onBusy?(true)
        #expect(log.events == ["inner error TestError(1)", "ambient busy true"])
    }

    @Test func errorBeforeAnyHostIsBoundIsDropped() {
        let interactor = makeInteractor()
        let log = HandlerLog()
        interactor.performThrowable { throw TestError(code: 1) }
        _ = bind(interactor, ambient: log.ambient())
        #expect(log.events.isEmpty)
    }
}
