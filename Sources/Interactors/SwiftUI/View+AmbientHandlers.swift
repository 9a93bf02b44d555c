#if canImport(SwiftUI)
    import SwiftUI

    private struct AmbientHandlersKey: EnvironmentKey {
        static var defaultValue: AmbientHandlers { AmbientHandlers() }
    }

    extension EnvironmentValues {
        /// The error and busy handlers every interactor bound below falls back on.
        public var interactorAmbientHandlers: AmbientHandlers {
            get { self[AmbientHandlersKey.self] }
            set { self[AmbientHandlersKey.self] = newValue }
        }
    }

    extension View {
        /// Handles errors of every interactor bound in this subtree that its own `onError` did not.
        ///
        /// ```swift
        /// # import SwiftUI
        /// # struct FeedView: View { var body: some View { Text("Feed") } }
        /// struct RootView: View {
        ///     var body: some View {
        ///         FeedView()
        ///             .onInteractorError { error in print("Couldn't load:", error) }
        ///     }
        /// }
        /// ```
        ///
        /// An inner `onInteractorError` replaces this one for its subtree. Errors no handler takes
        /// are dropped.
        public func onInteractorError(_ handler: @escaping @MainActor (any Error) -> Void) -> some View {
            transformEnvironment(\.interactorAmbientHandlers) { $0.onError = handler }
        }

        /// Receives busy changes of every interactor bound in this subtree without its own `onBusy`.
        ///
        /// ```swift
        /// # import SwiftUI
        /// # struct FeedView: View { var body: some View { Text("Feed") } }
        /// struct RootView: View {
        ///     @State private var isBusy = false
        ///
        ///     var body: some View {
        ///         FeedView()
        ///             .onInteractorBusy { isBusy = $0 }
        ///             .overlay { if isBusy { ProgressView() } }
        ///     }
        /// }
        /// ```
        public func onInteractorBusy(_ handler: @escaping @MainActor (Bool) -> Void) -> some View {
            transformEnvironment(\.interactorAmbientHandlers) { $0.onBusy = handler }
        }
    }
#endif
