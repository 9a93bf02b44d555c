#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Binds `interactor` to this view: runs `setup` then ``Interactor/prepare()`` once, on the
        /// first appearance, and routes errors and busy changes to the given handlers.
        ///
        /// ```swift
        /// # import SwiftUI
        /// # struct Item: Identifiable { let id: Int; let title: String }
        /// # @Observable @MainActor final class ItemsViewModel: ViewModel { var items: [Item] = [] }
        /// # final class ItemsInteractor: Interactor<ItemsViewModel> {
        /// #     var onSelect: (Item) -> Void = { _ in }
        /// #     func select(_ item: Item) { onSelect(item) }
        /// # }
        /// struct ItemList: View {
        ///     @State var interactor = ItemsInteractor(viewModel: ItemsViewModel())
        ///     let onSelect: (Item) -> Void
        ///
        ///     var body: some View {
        ///         List(interactor.viewModel.items) { item in
        ///             Button(item.title) { interactor.select(item) }
        ///         }
        ///         .bind(interactor) { interactor in
        ///             interactor.onSelect = onSelect  // wired before prepare()
        ///         }
        ///     }
        /// }
        /// ```
        ///
        /// The modifier owns an ``InteractorHost`` and forwards the view's lifecycle into it.
        ///
        /// - Parameters:
        ///   - interactor: The interactor, usually held in the view's `@State`.
        ///   - setup: Runs once, before `prepare()`, with the concrete interactor.
        ///   - onError: Handles errors first; `true` stops one, `false` passes it to the ambient
        ///     `onInteractorError`.
        ///   - onBusy: Receives busy changes instead of the ambient `onInteractorBusy`.
        public func bind<I: Interactor<V>, V: ViewModel>(
            _ interactor: I,
            setup: (@MainActor (I) -> Void)? = nil,
            onError: (@MainActor (any Error) -> Bool)? = nil,
            onBusy: (@MainActor (Bool) -> Void)? = nil
        ) -> some View {
            modifier(
                InteractorBinding {
                    InteractorHost(
                        interactor: interactor, ambient: AmbientHandlers(), setup: setup,
                        onError: onError, onBusy: onBusy, presenter: nil)
                })
        }

        /// Binds `interactor` and presents its navigation intents as `onNavigation` says.
        ///
        /// ```swift
        /// # import SwiftUI
        /// # enum HomeDestination { case detail(id: Int), settings }
        /// # @Observable @MainActor final class HomeViewModel: NavigableViewModel {
        /// #     var navigation: NavigationIntent<HomeDestination>?
        /// # }
        /// # struct DetailView: View { let id: Int; var body: some View { Text("Post \(id)") } }
        /// # struct SettingsView: View { var body: some View { Text("Settings") } }
        /// struct HomeView: View {
        ///     @State var interactor = Interactor(viewModel: HomeViewModel())
        ///
        ///     var body: some View {
        ///         NavigationStack {
        ///             Button("Settings") { interactor.navigate(to: .settings) }
        ///                 .bind(interactor) { destination in
        ///                     switch destination {
        ///                     case .detail(let id): .push { DetailView(id: id) }
        ///                     case .settings: .sheet { SettingsView() }
        ///                     }
        ///                 }
        ///         }
        ///     }
        /// }
        /// ```
        ///
        /// Pushes are shown with `navigationDestination`, so apply `.bind` inside a
        /// `NavigationStack` (to its root view) when the screen pushes.
        ///
        /// - Parameters:
        ///   - interactor: The interactor, usually held in the view's `@State`.
        ///   - setup: Runs once, before `prepare()`, with the concrete interactor.
        ///   - onError: Handles errors first; `true` stops one.
        ///   - onBusy: Receives busy changes instead of the ambient handler.
        ///   - onNavigation: Says how to present each destination.
        public func bind<I: Interactor<V>, V: NavigableViewModel>(
            _ interactor: I,
            setup: (@MainActor (I) -> Void)? = nil,
            onError: (@MainActor (any Error) -> Bool)? = nil,
            onBusy: (@MainActor (Bool) -> Void)? = nil,
            onNavigation: @escaping @MainActor (V.Destination) -> IntentPresentation
        ) -> some View {
            modifier(
                InteractorBinding {
                    InteractorHost(
                        interactor, setup: setup, onError: onError, onBusy: onBusy,
                        onNavigation: onNavigation)
                })
        }
    }

    /// Owns the host for the lifetime of the bound view and forwards its lifecycle into it.
    struct InteractorBinding<I: Interactor<V>, V: ViewModel>: ViewModifier {
        // The box survives the modifier's re-creation each time the parent's body runs; the host
        // is made once, from the first modifier's closures, so `setup` and `prepare()` run once.
        @State private var box = HostBox<I, V>()
        @Environment(\.interactorAmbientHandlers) private var ambient
        private let makeHost: @MainActor () -> InteractorHost<I, V>

        init(host: @escaping @MainActor () -> InteractorHost<I, V>) {
            makeHost = host
        }

        func body(content: Content) -> some View {
            let host = box.host(orMake: makeHost)
            content
                .modifier(PresentedDestinations(host: host))
                .onAppear {
                    host.ambient = ambient
                    host.appear()
                }
                .onDisappear { host.disappear() }
        }
    }

    /// Holds the one host of a bound view.
    @MainActor
    final class HostBox<I: Interactor<V>, V: ViewModel> {
        private var host: InteractorHost<I, V>?

        func host(orMake make: () -> InteractorHost<I, V>) -> InteractorHost<I, V> {
            if let host { return host }
            let made = make()
            host = made
            return made
        }
    }
#endif
