import Interactors
import QuartetSupport
import Testing

/// What `CleanKitStyleSample.swift` does, checked: it behaves as it did under CleanKit.
///
/// `@Test` refuses a deprecated function, and a function that is not deprecated warns at each
/// CleanKit name it uses. So each scenario is a deprecated method witnessing a requirement of
/// ``CleanKitScenarios``, which is not deprecated; the tests call the scenarios through the
/// protocol, and nothing warns.
@MainActor
protocol CleanKitScenarios {
    func aGatedTaskReportsSucceedAndIgnoresASecondCallWhileItRuns() async throws
    func aKeyedTaskReportsSucceed() async throws
    func theLockIsHeldWhileTheTaskRunsAndAHeldLockIgnoresTheTask() async throws
    func aFailedTaskReportsFailedAndACancelledOneCancelled() async throws
    func loadDrivesTheLoadable() async throws
    func navigationObserversRunAndConsumingClearsTheIntent() async throws
    func aGateMapHandsOutOneGatePerKey()
}

struct CleanKitStyle: CleanKitScenarios {
    let clock = TestClock()

    @available(*, deprecated, message: "uses CleanKit's names")
    func aGatedTaskReportsSucceedAndIgnoresASecondCallWhileItRuns() async throws {
        let interactor = CleanKitInteractor(viewModel: CleanKitViewModel())
        interactor.save { [clock] in try await clock.sleep(for: .seconds(1)) }
        #expect(interactor.isSaving)
        interactor.save {}
        #expect(interactor.results == [.ignored])
        try await clock.advanceToSleeper(in: .seconds(1))
        try await interactor.settled()
        #expect(interactor.results == [.ignored, .succeed])
        #expect(interactor.saved == 1)
        #expect(!interactor.isSaving)
    }

    @available(*, deprecated, message: "uses CleanKit's names")
    func aKeyedTaskReportsSucceed() async throws {
        let interactor = CleanKitInteractor(viewModel: CleanKitViewModel())
        interactor.refresh()
        try await interactor.settled()
        #expect(interactor.results == [.succeed])
    }

    @available(*, deprecated, message: "uses CleanKit's names")
    func theLockIsHeldWhileTheTaskRunsAndAHeldLockIgnoresTheTask() async throws {
        let interactor = CleanKitInteractor(viewModel: CleanKitViewModel())
        interactor.submit { [clock] in try await clock.sleep(for: .seconds(1)) }
        #expect(interactor.viewModel.isWaiting)
        interactor.submit {}
        #expect(interactor.results == [.ignored])
        try await clock.advanceToSleeper(in: .seconds(1))
        try await interactor.settled()
        #expect(!interactor.viewModel.isWaiting)
        #expect(interactor.results == [.ignored, .succeed])
    }

    @available(*, deprecated, message: "uses CleanKit's names")
    func aFailedTaskReportsFailedAndACancelledOneCancelled() async throws {
        struct Failure: Error {}
        let interactor = CleanKitInteractor(viewModel: CleanKitViewModel())
        interactor.save { throw Failure() }
        try await interactor.settled()
        interactor.save { [clock] in try await clock.sleep(for: .seconds(1)) }
        interactor.cancelTasks()
        try await interactor.settled()
        #expect(interactor.results == [.failed, .cancelled])
        #expect(interactor.saved == 0)
    }

    @available(*, deprecated, message: "uses CleanKit's names")
    func loadDrivesTheLoadable() async throws {
        let interactor = CleanKitInteractor(viewModel: CleanKitViewModel())
        interactor.loadFeed { [1, 2, 3] }
        #expect(interactor.viewModel.feed.isLoading)
        try await interactor.settled()
        #expect(interactor.viewModel.feed == .loaded([1, 2, 3]))
    }

    @available(*, deprecated, message: "uses CleanKit's names")
    func navigationObserversRunAndConsumingClearsTheIntent() async throws {
        let interactor = CleanKitInteractor(viewModel: CleanKitViewModel(), clock: clock)
        let host = InteractorHost(interactor) { destination in
            switch destination {
            case .details(let id): .push { "Details \(id)" }
            }
        }
        host.appear()
        let token = interactor.openDetails(1)
        #expect(interactor.events == ["shown"])
        try await clock.advanceToSleeper(in: .seconds(2))
        try await interactor.settled()
        #expect(interactor.events == ["shown", "impression"])
        host.dismiss()
        #expect(interactor.events == ["shown", "impression", "closed"])
        interactor.detailsWereShown(NavigationToken())
        #expect(interactor.viewModel.navigation?.token == token)
        interactor.detailsWereShown(token)
        #expect(interactor.viewModel.navigation == nil)
    }

    @available(*, deprecated, message: "uses CleanKit's names")
    func aGateMapHandsOutOneGatePerKey() {
        let interactor = CleanKitInteractor(viewModel: CleanKitViewModel())
        #expect(interactor.gates["save"] === interactor.gates["save"])
        #expect(interactor.gates["save"] !== interactor.gates["load"])
    }
}

@MainActor
struct CleanKitCompatibilityTests {
    let sample: any CleanKitScenarios = CleanKitStyle()

    @Test func aGatedTaskReportsSucceedAndIgnoresASecondCallWhileItRuns() async throws {
        try await sample.aGatedTaskReportsSucceedAndIgnoresASecondCallWhileItRuns()
    }

    @Test func aKeyedTaskReportsSucceed() async throws {
        try await sample.aKeyedTaskReportsSucceed()
    }

    @Test func theLockIsHeldWhileTheTaskRunsAndAHeldLockIgnoresTheTask() async throws {
        try await sample.theLockIsHeldWhileTheTaskRunsAndAHeldLockIgnoresTheTask()
    }

    @Test func aFailedTaskReportsFailedAndACancelledOneCancelled() async throws {
        try await sample.aFailedTaskReportsFailedAndACancelledOneCancelled()
    }

    @Test func loadDrivesTheLoadable() async throws {
        try await sample.loadDrivesTheLoadable()
    }

    @Test func navigationObserversRunAndConsumingClearsTheIntent() async throws {
        try await sample.navigationObserversRunAndConsumingClearsTheIntent()
    }

    @Test func aGateMapHandsOutOneGatePerKey() {
        sample.aGateMapHandsOutOneGatePerKey()
    }
}
