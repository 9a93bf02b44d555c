#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Binds `interactor` to this view: runs `setup` then ``Interactor/prepare()`` once, on the
        /// first appearance, and routes errors and busy changes to the given handlers.
        ///
        /// ```swift
        /// List(interactor.viewModel.items) { item in
        ///     Button(item.title) { interactor.select(item) }
        /// }
        /// .bind(interactor) { interactor in
        ///     interactor.onSelect = onSelect  // wired before prepare()
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
                InteractorBinding(
                    host: InteractorHost(
                        interactor: interactor, ambient: AmbientHandlers(), setup: setup,
                        onError: onError, onBusy: onBusy, presenter: nil)))
        }

        /// Binds `interactor` and presents its navigation intents as `onNavigation` says.
        ///
        /// ```swift
        /// .bind(interactor) { destination in
        ///     switch destination {
        ///     case .detail(let id): .push { DetailView(id: id) }
        ///     case .settings: .sheet { SettingsView() }
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
                InteractorBinding(
                    host: InteractorHost(
                        interactor, setup: setup, onError: onError, onBusy: onBusy,
                        onNavigation: onNavigation)))
        }
    }

    /// Owns the host for the lifetime of the bound view and forwards its lifecycle into it.
    struct InteractorBinding<I: Interactor<V>, V: ViewModel>: ViewModifier {
        // `State` keeps the first host it is given; later initialisations of the modifier (each
        // time the parent's body runs) are discarded, so `setup` and `prepare()` run once.
        @State private var host: InteractorHost<I, V>
        @Environment(\.interactorAmbientHandlers) private var ambient

        init(host: @autoclosure () -> InteractorHost<I, V>) {
            _host = State(wrappedValue: host())
        }

        func body(content: Content) -> some View {
            content
                .modifier(PresentedDestinations(host: host))
                .onAppear {
                    host.ambient = ambient
                    host.appear()
                }
                .onDisappear { host.disappear() }
        }
    }
#endif
