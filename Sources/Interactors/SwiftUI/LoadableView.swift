#if canImport(SwiftUI)
    import SwiftUI

    /// Renders a ``Loadable``: you provide the loaded content; loading and failed have defaults,
    /// each replaceable on its own, and `empty:` is available for collections.
    ///
    /// ```swift
    /// # import SwiftUI
    /// # struct Post: Identifiable { let id: Int; let title: String }
    /// # struct PostRow: View { let post: Post; var body: some View { Text(post.title) } }
    /// # @Observable @MainActor final class FeedViewModel: ViewModel { var feed: Loadable<[Post]> = .idle }
    /// struct FeedView: View {
    ///     let vm: FeedViewModel
    ///
    ///     var body: some View {
    ///         LoadableView(vm.feed) { posts in
    ///             List(posts) { PostRow(post: $0) }
    ///         } loading: {
    ///             ProgressView()
    ///         } failed: { error in
    ///             Text(error.localizedDescription)
    ///         } empty: {
    ///             ContentUnavailableView("No posts", systemImage: "tray")
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// `.idle` shows the loading view: a screen's content is requested as it appears.
    public struct LoadableView<Value, Content: View, Loading: View, Failed: View, Empty: View>: View {
        private let loadable: Loadable<Value>
        private let content: (Value) -> Content
        private let loading: () -> Loading
        private let failed: (any Error) -> Failed
        private let empty: (() -> Empty)?
        private let isEmpty: (Value) -> Bool

        /// The view of the value's state: the loading view while it is idle or loading, the failed
        /// view on an error, the content once loaded (or the empty view, when given, for a value
        /// with nothing in it).
        public var body: some View {
            switch loadable {
            case .idle, .loading:
                loading()
            case .failed(let error):
                failed(error)
            case .loaded(let value):
                if let empty, isEmpty(value) {
                    empty()
                } else {
                    content(value)
                }
            }
        }

        /// Renders `loadable` with your views for every state.
        public init(
            _ loadable: Loadable<Value>,
            @ViewBuilder content: @escaping (Value) -> Content,
            @ViewBuilder loading: @escaping () -> Loading,
            @ViewBuilder failed: @escaping (any Error) -> Failed
        ) where Empty == EmptyView {
            self.loadable = loadable
            self.content = content
            self.loading = loading
            self.failed = failed
            self.empty = nil
            self.isEmpty = { _ in false }
        }
    }

    extension LoadableView where Value: Collection {
        /// Renders a collection, with `empty` when it loaded with no elements.
        public init(
            _ loadable: Loadable<Value>,
            @ViewBuilder content: @escaping (Value) -> Content,
            @ViewBuilder loading: @escaping () -> Loading,
            @ViewBuilder failed: @escaping (any Error) -> Failed,
            @ViewBuilder empty: @escaping () -> Empty
        ) {
            self.loadable = loadable
            self.content = content
            self.loading = loading
            self.failed = failed
            self.empty = empty
            self.isEmpty = { $0.isEmpty }
        }
    }

    extension LoadableView
    where Loading == ProgressView<EmptyView, EmptyView>, Failed == LoadableFailedView, Empty == EmptyView {
        /// Renders `loadable` with the default loading and failed views.
        public init(_ loadable: Loadable<Value>, @ViewBuilder content: @escaping (Value) -> Content) {
            self.init(
                loadable, content: content, loading: { ProgressView() },
                failed: { LoadableFailedView(error: $0) })
        }
    }

    extension LoadableView
    where Value: Collection, Loading == ProgressView<EmptyView, EmptyView>, Failed == LoadableFailedView {
        /// Renders a collection with the default loading and failed views, and `empty` when it
        /// loaded with no elements.
        public init(
            _ loadable: Loadable<Value>,
            @ViewBuilder content: @escaping (Value) -> Content,
            @ViewBuilder empty: @escaping () -> Empty
        ) {
            self.init(
                loadable, content: content, loading: { ProgressView() },
                failed: { LoadableFailedView(error: $0) }, empty: empty)
        }
    }

    extension LoadableView where Failed == LoadableFailedView, Empty == EmptyView {
        /// Renders `loadable` with your loading view and the default failed view.
        public init(
            _ loadable: Loadable<Value>,
            @ViewBuilder content: @escaping (Value) -> Content,
            @ViewBuilder loading: @escaping () -> Loading
        ) {
            self.init(loadable, content: content, loading: loading, failed: { LoadableFailedView(error: $0) })
        }
    }

    extension LoadableView where Loading == ProgressView<EmptyView, EmptyView>, Empty == EmptyView {
        /// Renders `loadable` with the default loading view and your failed view.
        public init(
            _ loadable: Loadable<Value>,
            @ViewBuilder content: @escaping (Value) -> Content,
            @ViewBuilder failed: @escaping (any Error) -> Failed
        ) {
            self.init(loadable, content: content, loading: { ProgressView() }, failed: failed)
        }
    }

    extension LoadableView where Value: Collection, Failed == LoadableFailedView {
        /// Renders a collection with your loading view, the default failed view, and `empty`
        /// when it loaded with no elements.
        public init(
            _ loadable: Loadable<Value>,
            @ViewBuilder content: @escaping (Value) -> Content,
            @ViewBuilder loading: @escaping () -> Loading,
            @ViewBuilder empty: @escaping () -> Empty
        ) {
            self.init(
                loadable, content: content, loading: loading, failed: { LoadableFailedView(error: $0) },
                empty: empty)
        }
    }

    extension LoadableView where Value: Collection, Loading == ProgressView<EmptyView, EmptyView> {
        /// Renders a collection with the default loading view, your failed view, and `empty`
        /// when it loaded with no elements.
        public init(
            _ loadable: Loadable<Value>,
            @ViewBuilder content: @escaping (Value) -> Content,
            @ViewBuilder failed: @escaping (any Error) -> Failed,
            @ViewBuilder empty: @escaping () -> Empty
        ) {
            self.init(loadable, content: content, loading: { ProgressView() }, failed: failed, empty: empty)
        }
    }

    /// The default view for a failed load: the error's description, unobtrusively.
    public struct LoadableFailedView: View {
        /// The error to describe.
        public let error: any Error

        /// "Couldn't load" over the error's description, as `ContentUnavailableView` shows it.
        public var body: some View {
            ContentUnavailableView(
                "Couldn't load",
                systemImage: "exclamationmark.triangle",
                description: Text(error.localizedDescription)
            )
        }
    }
#endif
