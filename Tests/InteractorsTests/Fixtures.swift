import Observation
import QuartetSupport

@testable import Interactors

/// Where the test screen can go.
enum Destination: Hashable, Sendable {
    case detail(Int)
    case settings
    case confirm
    case help
}

/// A screen with one list, one title and navigation.
@Observable @MainActor
final class ScreenModel: NavigableViewModel {
    var navigation: NavigationIntent<Destination>?
    var items: Loadable<[Int]> = .idle
    var title: Loadable<String> = .idle
}

/// A view model that cannot navigate.
@Observable @MainActor
final class PlainModel: ViewModel {
    var count = 0
}

/// An interactor recording its lifecycle; `log` is shared with the test's handlers so that the
/// order of events across them shows.
@MainActor
final class ScreenInteractor: Interactor<ScreenModel> {
    var log: [String] = []
    var onSelect: ((Int) -> Void)?

    override func prepare() {
        super.prepare()
        log.append("prepare")
    }

    /// Observes with the members used implicitly, as the document writes it: the observers
    /// capture the interactor.
    func openDetailLoggingItsEvents(_ id: Int) {
        let token = navigate(to: .detail(id))
        observe(token, .didAppear) { log.append("detail \(id) appeared") }
        observe(token, .didDisappear) { log.append("detail \(id) disappeared") }
    }
}

/// An error with an identity, so tests can tell which one arrived.
struct TestError: Error, Equatable, CustomStringConvertible {
    var code: Int
    var description: String { "TestError(\(code))" }
}

/// Records what the handlers of a host receive.
@MainActor
final class HandlerLog {
    var events: [String] = []

    func ambient() -> AmbientHandlers {
        AmbientHandlers(
            onError: { [self] error in events.append("ambient error \(error)") },
            onBusy: { [self] isBusy in events.append("ambient busy \(isBusy)") }
        )
    }
}

/// Makes a screen interactor whose time is `clock`'s.
@MainActor
func makeInteractor(clock: TestClock = TestClock()) -> ScreenInteractor {
    ScreenInteractor(viewModel: ScreenModel(), clock: clock)
}

/// Hosts that tests bound with `_ = bind(…)`, kept alive as a view's `@State` would keep them:
/// a released host unbinds its interactor.
@MainActor private var retainedHosts: [AnyObject] = []

/// Binds `interactor` with a presenter that shows each destination as a string, and makes it
/// appear. The host stays alive for the rest of the run unless `retained` is `false`.
@MainActor
func bind(
    _ interactor: ScreenInteractor,
    retained: Bool = true,
    ambient: AmbientHandlers = AmbientHandlers(),
    onError: (@MainActor (any Error) -> Bool)? = nil,
    onBusy: (@MainActor (Bool) -> Void)? = nil,
    performed: @escaping @MainActor (Destination) -> Void = { _ in }
) -> InteractorHost<ScreenInteractor, ScreenModel> {
    let host = InteractorHost(interactor, ambient: ambient, onError: onError, onBusy: onBusy) {
        destination in
        switch destination {
        case .detail(let id): .push { "Detail \(id)" }
        case .settings: .sheet { "Settings" }
        case .confirm: .confirmationDialog("Delete?", actions: { ["Delete", "Cancel"] })
        case .help: .perform { performed(destination) }
        }
    }
    host.appear()
    if retained { retainedHosts.append(host) }
    return host
}
