import Foundation
import Synchronization

/// A request to navigate somewhere, emitted by an interactor and presented by its bound view.
///
/// An intent pairs a destination with the ``NavigationToken`` that identifies this one
/// presentation, so that the interactor can observe it (``Interactor/observe(_:_:perform:)``):
///
/// ```swift
/// # import Observation
/// # enum Destination: Sendable { case detail(id: Int) }
/// # @Observable final class HomeViewModel: NavigableViewModel {
/// #     var navigation: NavigationIntent<Destination>?
/// # }
/// # struct Analytics { func log(_ event: String) { print(event) } }
/// # final class HomeInteractor: Interactor<HomeViewModel> { let analytics = Analytics() }
/// extension HomeInteractor {
///     func openAnswer() {
///         let token = navigate(to: .detail(id: 42))
///         observe(token, .didAppear) { analytics.log("detail_shown") }
///     }
/// }
///
/// let interactor = HomeInteractor(viewModel: HomeViewModel())
/// let host = InteractorHost(interactor) { destination in .push { "\(destination)" } }
/// host.appear()
/// interactor.openAnswer()                       // Prints "detail_shown"
/// let intent = interactor.viewModel.navigation
/// print(intent.map { "\($0.destination)" } ?? "none")  // Prints "detail(id: 42)"
/// print(intent?.token == host.stack.last?.token)     // Prints "true"
/// ```
public struct NavigationIntent<Destination> {
    /// Where to go.
    public let destination: Destination

    /// Identifies this presentation of `destination`.
    public let token: NavigationToken

    /// Creates an intent to present `destination`, identified by `token`.
    ///
    /// - Parameters:
    ///   - destination: Where to go.
    ///   - token: A fresh token by default; pass one only to replay a known intent.
    public init(_ destination: Destination, token: NavigationToken = NavigationToken()) {
        self.destination = destination
        self.token = token
    }
}

extension NavigationIntent: Sendable where Destination: Sendable {}
extension NavigationIntent: Equatable where Destination: Equatable {}
extension NavigationIntent: Hashable where Destination: Hashable {}

/// Identifies one presentation of a destination.
///
/// ``Interactor/navigate(to:)`` returns a token; pass it to ``Interactor/observe(_:_:perform:)``
/// to act when that destination appears, disappears, or has been on screen long enough. Two
/// intents to the same destination have different tokens.
public struct NavigationToken: Hashable, Sendable, CustomStringConvertible {
    /// A counter rather than a `UUID`: a token is made on every navigation, and a random UUID
    /// costs three system calls on Linux (open, read and close `/dev/urandom`).
    private static let last = Atomic<UInt64>(0)

    private let id: UInt64

    /// Creates a token distinct from every other.
    public init() { id = Self.last.wrappingAdd(1, ordering: .relaxed).newValue }

    public var description: String { "NavigationToken(#\(id))" }

    /// A moment in the life of a presented destination that an interactor can observe.
    public enum Event: Sendable, Hashable {
        /// The destination came on screen (again, if something covering it went away).
        case didAppear
        /// The destination left the screen: dismissed, or covered by a destination pushed on top.
        case didDisappear
        /// The destination has stayed on screen for this many seconds without interruption.
        ///
        /// Fires at most once per observer, as soon as the time has passed, and never if the
        /// destination leaves earlier (covering restarts the count). Time is measured on the
        /// interactor's ``Interactor/clock``.
        case minimumExposure(Double)
    }
}
