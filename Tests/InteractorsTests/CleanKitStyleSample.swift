import Interactors

// A screen written against CleanKit's released API, in its style: `CompletionResult` and
// `.succeed`, `asyncTask(gate:task:finally:)`, a custom lock, `load(_:task:)`,
// `observeNavigation(token:_:_:)`, `NavigationEvent`, `consumeNavigation(token:)`, `TaskGateMap`,
// and a view model that declares CleanKit's `isWaiting`. It needs only `import Interactors`.
//
// Each use of a CleanKit name warns, as it should. In the test build, which CI compiles with
// `-warnings-as-errors`, the declarations below are marked deprecated, because Swift does not
// warn about deprecated names used inside a deprecated declaration. `CompatibilityWarningTests`
// type-checks this file alone with `-D CHECKING_WARNINGS`, which drops those marks, and checks
// that every CleanKit name warns and names its replacement.

enum CleanKitDestination: Equatable { case details(Int) }

@Observable @MainActor
final class CleanKitViewModel: NavigableViewModel {
    var isWaiting = false
    var navigation: NavigationIntent<CleanKitDestination>?
    var feed: Loadable<[Int]> = .idle
}

#if !CHECKING_WARNINGS
    @available(*, deprecated, message: "written against CleanKit's released API")
#endif
@MainActor
final class CleanKitInteractor: Interactor<CleanKitViewModel> {
    let saveGate = TaskGate()
    let gates = TaskGateMap<String>()
    var results: [Interactor<CleanKitViewModel>.CompletionResult] = []
    var saved = 0
    var events: [String] = []

    var isSaving: Bool { saveGate.isClosed }

    func save(_ work: @escaping @MainActor () async throws -> Void) {
        asyncTask(
            gate: saveGate, task: work,
            finally: { result in
                if result == .succeed { self.saved += 1 }
                self.results.append(result)
            })
    }

    func refresh() {
        asyncTask(gateKey: "refresh", task: {}, finally: { self.results.append($0) })
    }

    func submit(_ work: @escaping @MainActor () async throws -> Void) {
        let viewModel = viewModel
        asyncTask(
            lockGetter: { viewModel.isWaiting }, lockSetter: { viewModel.isWaiting = $0 },
            task: work, finally: { self.results.append($0) })
    }

    func loadFeed(_ work: @escaping @MainActor () async throws -> [Int]) {
        load(\.feed, task: work)
    }

    func openDetails(_ id: Int) -> NavigationToken {
        let token = navigate(to: .details(id))
        observeNavigation(token: token, .didAppear) { self.events.append("shown") }
        observeNavigation(token: token, .didDisappear) { self.events.append("closed") }
        let exposure: NavigationEvent = .minimumExposure(2)
        observeNavigation(token: token, exposure) { self.events.append("impression") }
        return token
    }

    func detailsWereShown(_ token: NavigationToken) {
        consumeNavigation(token: token)
    }
}
