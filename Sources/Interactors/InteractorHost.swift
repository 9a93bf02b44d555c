import Observation

/// The headless form of `.bind(interactor, …)`: binds an interactor to a screen driven by explicit
/// calls instead of SwiftUI's lifecycle.
///
/// The SwiftUI `.bind` modifier owns one of these and forwards its lifecycle into it, so what a
/// test does with a host is what an app gets. Create it with the same closures as `.bind`, call
/// ``appear()``, act on the interactor, and read what is on screen:
///
/// ```swift
/// # import Observation
/// # enum Destination: Sendable { case detail(id: Int) }
/// # @Observable final class HomeViewModel: NavigableViewModel {
/// #     var navigation: NavigationIntent<Destination>?
/// # }
/// # final class HomeInteractor: Interactor<HomeViewModel> {
/// #     func openDetail(_ id: Int) { navigate(to: .detail(id: id)) }
/// # }
/// # let interactor = HomeInteractor(viewModel: HomeViewModel())
/// let host = InteractorHost(interactor) { destination in
///     switch destination {
///     case .detail(let id): .push { "Detail \(id)" }
///     }
/// }
/// host.appear()                 // setup, then prepare(), once
/// interactor.openDetail(7)
/// print(host.stack)             // Prints "[push detail(id: 7)]"
/// host.dismiss()
/// ```
///
/// Errors go to `onError` (returning `true` stops them), then to the ambient handler; busy
/// changes go to `onBusy`, or to the ambient handler when there is none. Presented destinations
/// are recorded: a push ``stack`` and at most one ``modal``; a modal emitted while another is up
/// waits its turn. Presenting and dismissing drive the destinations' token events.
@Observable
@MainActor
public final class InteractorHost<I: Interactor<V>, V: ViewModel> {
    /// The bound interactor.
    public let interactor: I

    /// The handlers of the enclosing scope (the environment, in SwiftUI).
    @ObservationIgnored public var ambient: AmbientHandlers

    /// What is on screen, observed in an object that is not generic.
    ///
    /// In a generic class, every observed read and write builds its key path at run time
    /// (`\InteractorHost<I, V>.stack` is instantiated for `I` and `V` on each access, a type
    /// lookup by mangled name): that was half the cost of a push (`compare-benchmark`'s
    /// *open detail*). A non-generic class's key paths are constants.
    @ObservationIgnored private let screen = PresentedScreen()

    /// The destinations pushed on the navigation stack, bottom first.
    public internal(set) var stack: [PresentedDestination] {
        get { screen.stack }
        set { screen.stack = newValue }
    }

    /// The modal destination (sheet, cover, alert, dialog…) on screen, if any.
    public internal(set) var modal: PresentedDestination? {
        get { screen.modal }
        set { screen.modal = newValue }
    }

    /// Modals emitted while another was on screen, in order.
    public internal(set) var waitingModals: [PresentedDestination] {
        get { screen.waitingModals }
        set { screen.waitingModals = newValue }
    }

    /// Whether the bound view is on screen.
    public internal(set) var isAppeared: Bool {
        get { screen.isAppeared }
        set { screen.isAppeared = newValue }
    }

    @ObservationIgnored private let setup: (@MainActor (I) -> Void)?
    @ObservationIgnored private let onError: (@MainActor (any Error) -> Bool)?
    @ObservationIgnored private let onBusy: (@MainActor (Bool) -> Void)?
    @ObservationIgnored private let presenter: (@MainActor (Any) -> IntentPresentation)?
    @ObservationIgnored let readNavigation: (@MainActor () -> AnyNavigationIntent?)?
    /// Watches the view model's `navigation` for intents written to it directly.
    @ObservationIgnored var navigationWatcher: ChangeWatcher?
    @ObservationIgnored private var isBound = false

    init(
        interactor: I,
        ambient: AmbientHandlers,
        setup: (@MainActor (I) -> Void)?,
        onError: (@MainActor (any Error) -> Bool)?,
        onBusy: (@MainActor (Bool) -> Void)?,
        presenter: (@MainActor (Any) -> IntentPresentation)?,
        readNavigation: (@MainActor () -> AnyNavigationIntent?)? = nil
    ) {
        self.interactor = interactor
        self.ambient = ambient
        self.setup = setup
        self.onError = onError
        self.onBusy = onBusy
        self.presenter = presenter
        self.readNavigation = readNavigation
    }

    /// Binds `interactor`, as `.bind(interactor, setup:onError:onBusy:)` does.
    ///
    /// - Parameters:
    ///   - interactor: The interactor to bind.
    ///   - ambient: The enclosing scope's handlers.
    ///   - setup: Runs once, on the first ``appear()``, before ``Interactor/prepare()``.
    ///   - onError: Handles an error; `true` stops it, `false` passes it to the ambient handler.
    ///   - onBusy: Receives busy changes, instead of the ambient handler.
    public convenience init(
        _ interactor: I,
        ambient: AmbientHandlers = AmbientHandlers(),
        setup: (@MainActor (I) -> Void)? = nil,
        onError: (@MainActor (any Error) -> Bool)? = nil,
        onBusy: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.init(
            interactor: interactor, ambient: ambient, setup: setup, onError: onError, onBusy: onBusy,
            presenter: nil)
    }

    /// The destinations on screen, bottom first: the stack, then the modal.
    public var presented: [PresentedDestination] { stack + (modal.map { [$0] } ?? []) }

    /// The destination on top: the modal if any, else the top of the stack.
    public var topmost: PresentedDestination? { modal ?? stack.last }

    /// The bound view appeared: the first time, runs `setup`, binds the interactor (presenting
    /// the intents it emitted so far) and runs ``Interactor/prepare()``.
    public func appear() {
        isAppeared = true
        guard !isBound else { return }
        isBound = true
        setup?(interactor)
        interactor.connect(self)
        presentNavigationWrittenDirectly()
        interactor.prepareOnce()
    }

    /// The bound view disappeared. The interactor stays bound and its work goes on; the next
    /// ``appear()`` does not run `setup` or `prepare()` again.
    public func disappear() {
        isAppeared = false
    }

    /// The view that owned this host is gone, and what it presented with it: every destination
    /// the interactor still tracks is dismissed, so its `.didDisappear` observers run and its
    /// observers are released. They may hold the interactor (CleanKit's
    /// `observe(token, .didAppear) { analytics.log(…) }` captures it), which would otherwise
    /// keep it, and its tasks, alive for good.
    isolated deinit {
        interactor.connectionDidEnd()
    }
}

extension InteractorHost where V: NavigableViewModel {
    /// Binds `interactor` and presents its intents, as `.bind(interactor, …, onNavigation:)` does.
    ///
    /// - Parameters:
    ///   - interactor: The interactor to bind.
    ///   - ambient: The enclosing scope's handlers.
    ///   - setup: Runs once, on the first ``appear()``, before ``Interactor/prepare()``.
    ///   - onError: Handles an error; `true` stops it, `false` passes it to the ambient handler.
    ///   - onBusy: Receives busy changes, instead of the ambient handler.
    ///   - onNavigation: Says how to present each destination.
    public convenience init(
        _ interactor: I,
        ambient: AmbientHandlers = AmbientHandlers(),
        setup: (@MainActor (I) -> Void)? = nil,
        onError: (@MainActor (any Error) -> Bool)? = nil,
        onBusy: (@MainActor (Bool) -> Void)? = nil,
        onNavigation: @escaping @MainActor (V.Destination) -> IntentPresentation
    ) {
        self.init(
            interactor: interactor, ambient: ambient, setup: setup, onError: onError, onBusy: onBusy,
            presenter: { destination in
                guard let destination = destination as? V.Destination else {
                    preconditionFailure("An intent's destination is always its view model's Destination")
                }
                return onNavigation(destination)
            },
            readNavigation: {
                interactor.viewModel.navigation.map {
                    AnyNavigationIntent(token: $0.token, destination: $0.destination)
                }
            })
    }
}

extension InteractorHost: InteractorConnection {
    func handle(_ error: any Error) {
        if let onError, onError(error) { return }
        ambient.onError?(error)
    }

    func busyDidChange(_ isBusy: Bool) {
        if let onBusy {
            onBusy(isBusy)
        } else {
            ambient.onBusy?(isBusy)
        }
    }

    func present(_ intent: AnyNavigationIntent) {
        guard let presentation = presenter?(intent.destination) else {
            // Bound without `onNavigation`: nothing can show the destination.
            interactor.destinationWasDismissed(intent.token)
            return
        }
        if presentation.style == .perform {
            presentation.action?()
            interactor.destinationWasDismissed(intent.token)
            return
        }
        let presented = PresentedDestination(
            token: intent.token,
            destination: intent.destination,
            style: presentation.style,
            content: presentation.makeContent(),
            message: presentation.makeMessage?()
        )
        if presentation.style.isModal {
            if modal == nil {
                modal = presented
                interactor.destinationDidAppear(presented.token)
            } else {
                waitingModals.append(presented)
            }
        } else {
            let covered = stack.last
            stack.append(presented)
            if let covered { interactor.destinationDidDisappear(covered.token) }
            interactor.destinationDidAppear(presented.token)
        }
    }
}

/// The observed state of an ``InteractorHost``: what it has on screen.
@Observable
@MainActor
final class PresentedScreen {
    var stack: [PresentedDestination] = []
    var modal: PresentedDestination?
    var waitingModals: [PresentedDestination] = []
    var isAppeared = false
}
