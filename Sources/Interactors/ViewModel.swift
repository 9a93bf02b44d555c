// Re-exported so that `import Interactors` is all a file declaring an `@Observable` view model
// needs, as `import SwiftUI` is on Apple platforms: CleanKit's README samples compile with one import.
@_exported import Observation

/// The passive, observable state a view renders.
///
/// A view model holds state and nothing else: no tasks, no error handling, no navigation logic.
/// Those belong to the ``Interactor`` that owns it. Declare view models as `@Observable` classes,
/// so that a view is invalidated only by the properties its `body` reads:
///
/// ```swift
/// # import Foundation
/// # import Observation
/// # import QuartetSupport
/// @Observable @MainActor
/// final class ProfileViewModel: ViewModel {
///     var name = ""
///     var avatar: Loadable<Data> = .idle
/// }
///
/// let profile = ProfileViewModel()
/// let nameLabel = ObservationProbe(tracking: { _ = profile.name }, coalescing: false)
/// profile.avatar = .loading                 // the label does not read it
/// profile.name = "Ada"
/// print(nameLabel.invalidationCount)        // Prints "1"
/// ```
///
/// `ViewModel` is a protocol rather than a base class because `@Observable` does not track stored
/// properties that a subclass adds.
@MainActor
public protocol ViewModel: AnyObject, Observable {}

/// A view model whose screen can navigate: it carries the latest navigation intent.
///
/// The interactor emits intents with ``Interactor/navigate(to:)``; the bound view decides how to
/// present each destination (see ``IntentPresentation``). `navigation` holds the most recent
/// intent; presentation itself is driven by the interactor's queue, so two intents emitted in the
/// same turn are both presented, in order. An intent assigned to `navigation` directly is
/// presented too, on the next turn of the main actor (of several assigned in one turn, the last).
///
/// ```swift
/// enum HomeDestination { case detail(id: Int) }
///
/// @Observable @MainActor
/// final class HomeViewModel: NavigableViewModel {
///     var navigation: NavigationIntent<HomeDestination>?
/// }
///
/// let interactor = Interactor(viewModel: HomeViewModel())
/// interactor.navigate(to: .detail(id: 7))
/// print(interactor.viewModel.navigation.map { "\($0.destination)" } ?? "none")
/// // Prints "detail(id: 7)"
/// ```
@MainActor
public protocol NavigableViewModel: ViewModel {
    /// Where this screen can go.
    associatedtype Destination

    /// The most recent intent emitted by the interactor, or `nil` before the first.
    var navigation: NavigationIntent<Destination>? { get set }
}
