import Foundation
import QuartetSupport

/// Owns a screen's logic: async work, task gating, errors, busy state, loading and navigation.
///
/// Subclass it for each screen, inject what it needs through your own initializer, and expose
/// synchronous methods that the view calls; the interactor starts and owns the async work, so the
/// view never needs `Task` or `await`:
///
/// ```swift
/// # import Observation
/// # struct Post: Sendable { var title: String }
/// # struct PostRepository: Sendable {
/// #     func fetchPosts() async throws -> [Post] { [Post(title: "Hello")] }
/// # }
/// # @Observable final class HomeViewModel: ViewModel { var feed: Loadable<[Post]> = .idle }
/// @MainActor
/// final class HomeInteractor: Interactor<HomeViewModel> {
///     private let repository: PostRepository
///
///     init(viewModel: HomeViewModel, repository: PostRepository) {
///         self.repository = repository
///         super.init(viewModel: viewModel)
///     }
///
///     override func prepare() {
///         super.prepare()
///         loadFeed()
///     }
///
///     func loadFeed() {
///         load(\.feed) { [repository] in try await repository.fetchPosts() }
///     }
/// }
///
/// let interactor = HomeInteractor(viewModel: HomeViewModel(), repository: PostRepository())
/// let host = InteractorHost(interactor)
/// host.appear()                                // runs prepare(), which starts the load
/// print(interactor.viewModel.feed)             // Prints "loading"
/// try await interactor.settled()
/// print(interactor.viewModel.feed.value?.map(\.title) ?? [])  // Prints "[\"Hello\"]"
/// ```
///
/// A view binds its interactor with `.bind(_:)` (headless: ``InteractorHost``), which calls
/// ``prepare()`` once and routes errors, busy changes and navigation intents to the view.
///
/// Tasks hold the interactor weakly: when the last owner releases it, the interactor is freed and
/// every task it started is cancelled. A closure that uses the interactor's members implicitly
/// (`{ try await repository.fetchPosts() }`) keeps it alive until the work returns, as a `Task`
/// would; capture what the work needs instead (`{ [repository] in … }`) to let release cancel it.
@MainActor
open class Interactor<V: ViewModel> {
    /// The state this interactor drives and the view renders.
    public let viewModel: V

    /// The clock that times ``NavigationToken/Event/minimumExposure(_:)``; a `TestClock` in tests.
    public let clock: any Clock<Duration>

    /// The gate behind ``isBusy``: closed while an ``asyncTask(_:onFailure:finally:fileID:line:)`` runs.
    let busyGate = TaskGate()
    /// Gates created on demand by ``asyncTask(gateKey:_:onFailure:finally:)``.
    var keyedGates: [AnyHashable: TaskGate] = [:]
    /// One gate per loaded key path, so two loads of the same content never overlap.
    var loadGates: [AnyKeyPath: TaskGate] = [:]
    /// What to undo when a running task is cancelled before it ends, by task.
    var running: [WorkID: RunningTask] = [:]
    /// Tasks cancelled by ``cancelTasks()`` whose work has not returned yet, for
    /// ``waitUntilIdle()``.
    var finishing: [WorkID: Task<TaskOutcome, Never>] = [:]
    /// What each task and load whose work has not returned is, for ``settled(timeout:)``'s
    /// message: what started it, and where.
    var workLabels: [WorkID: WorkLabel] = [:]
    /// Exposure timers not yet ended, by timer: whether the clock has reached the deadline.
    var exposureTimers: [WorkID: ExposureTimer] = [:]
    /// Fired whenever a task's work returns or a timer ends; ``settled(timeout:)`` waits on it.
    let settlement = SettleSignal()
    /// Cancels every running task and timer, by task, so that teardown can cancel them. The
    /// dictionary is `Sendable`, which lets the nonisolated `deinit` read it.
    var cancellers: [WorkID: @Sendable () -> Void] = [:]

    /// The bound host, if any; held weakly because the host owns the interactor.
    weak var connection: (any InteractorConnection)?
    /// Intents emitted while no host was bound, presented in order once one is.
    var pendingIntents: [AnyNavigationIntent] = []
    /// The token of the latest intent emitted, to tell it from one written to the view model's
    /// `navigation` directly.
    var lastEmittedToken: NavigationToken?
    /// Observers and visibility of every destination emitted and not yet dismissed.
    var destinations: [NavigationToken: DestinationState] = [:]

    /// Whether ``prepare()`` has run.
    public private(set) var isPrepared = false

    /// Creates an interactor driving `viewModel`.
    ///
    /// - Parameters:
    ///   - viewModel: The state this interactor owns.
    ///   - clock: Times exposure observers; pass a `TestClock` in tests.
    public init(viewModel: V, clock: any Clock<Duration> = ContinuousClock()) {
        self.viewModel = viewModel
        self.clock = clock
    }

    deinit {
        for cancel in cancellers.values { cancel() }
    }

    /// Called once, on the bound view's first appearance, after the bind's `setup:` closure.
    ///
    /// Override it to start the screen's work; call `super.prepare()` first.
    open func prepare() {}

    /// Whether a task started by ``asyncTask(_:onFailure:finally:fileID:line:)`` is running.
    ///
    /// Busy changes are reported to the bound view's `onBusy` (or the ambient
    /// `onInteractorBusy`) as they happen: `true` when the task starts, `false` when it ends.
    public var isBusy: Bool { !busyGate.isOpen }

    /// Runs ``prepare()`` unless it already ran.
    func prepareOnce() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }

    /// Binds `connection` (a host) and presents the intents emitted before it, in order.
    func connect(_ connection: any InteractorConnection) {
        self.connection = connection
        let pending = pendingIntents
        pendingIntents.removeAll()
        for intent in pending { deliver(intent) }
    }
}

/// What a bound host receives from its interactor.
@MainActor
protocol InteractorConnection: AnyObject {
    func handle(_ error: any Error)
    func busyDidChange(_ isBusy: Bool)
    func present(_ intent: AnyNavigationIntent)
}

/// Undoes a running task's effect on the interactor when it is cancelled.
struct RunningTask {
    var gate: TaskGate
    var didCancel: @MainActor () -> Void
    /// The task itself, set as soon as it is created, for ``Interactor/waitUntilIdle()``.
    var task: Task<TaskOutcome, Never>?
}

/// What started a task, and where, for ``Interactor/settled(timeout:)``'s message.
///
/// Kept as parts and described only when a wait fails, so that starting a task builds no string.
struct WorkLabel: CustomStringConvertible {
    enum Kind {
        case asyncTask
        case gatedTask
        case keyedTask(AnyHashable)
        /// A load, by the type of its content: an `@Observable` property's key path prints as an
        /// address, not a name.
        case load(Any.Type)
    }

    var kind: Kind
    var fileID: StaticString
    var line: UInt

    init(_ kind: Kind, fileID: StaticString, line: UInt) {
        self.kind = kind
        self.fileID = fileID
        self.line = line
    }

    var description: String {
        let what =
            switch kind {
            case .asyncTask: "asyncTask"
            case .gatedTask: "asyncTask(gate:)"
            case .keyedTask(let key): "asyncTask(gateKey: \(key.base))"
            case .load(let content): "load of \(content)"
            }
        return "\(what) started at \(fileID):\(line)"
    }
}

/// A running exposure timer, as ``Interactor/settled(timeout:)`` sees it.
struct ExposureTimer {
    /// How long the destination must stay on screen.
    var seconds: Double
    /// The destination's token.
    var token: NavigationToken
    /// Whether the clock has reached the timer's deadline: a due timer is about to run its
    /// observer, and is waited for; one that is not due is not.
    var isDue: @MainActor () -> Bool

    /// What the timer is for, for a failure's message: built only then, since a timer starts on
    /// every push.
    var label: String { "the minimumExposure(\(seconds)) timer of \(token)" }
}
