#if canImport(SwiftUI)
    import Interactors
    import SwiftUI

    /// The feed screen: a list that loads on first appearance, refreshes on pull, and pushes an
    /// article on tap. No `Task` here beyond what `.refreshable` itself requires.
    public struct FeedView: View {
        @State private var interactor: FeedInteractor
        @State private var toast: String?

        /// Creates the feed, loading from `service` and reporting to `tracker`.
        public init(service: any ArticleService, tracker: any ImpressionTracker) {
            _interactor = State(initialValue: FeedInteractor(service: service, tracker: tracker))
        }

        public var body: some View {
            NavigationStack {
                LoadableView(interactor.viewModel.articles) { articles in
                    List(articles) { article in
                        Button(article.title) { interactor.open(article) }
                    }
                    .refreshable { _ = await interactor.refresh().value }
                } loading: {
                    ProgressView()
                } failed: { error in
                    ContentUnavailableView {
                        Label("Couldn't load the feed", systemImage: "wifi.slash")
                    } description: {
                        Text(String(describing: error))
                    } actions: {
                        Button("Retry") { interactor.reload() }
                    }
                } empty: {
                    ContentUnavailableView("No articles yet", systemImage: "tray")
                }
                .navigationTitle("Feed")
                .bind(
                    interactor,
                    onError: { error in
                        toast = String(describing: error)
                        return true
                    },
                    onNavigation: { destination in
                        switch destination {
                        case .article(let article): .push { ArticleView(article: article) }
                        }
                    }
                )
            }
            .overlay(alignment: .bottom) {
                if let toast {
                    Text(toast)
                        .padding()
                        .background(.thinMaterial, in: Capsule())
                        .onTapGesture { self.toast = nil }
                }
            }
        }
    }

    /// One article, full screen.
    struct ArticleView: View {
        let article: Article

        var body: some View {
            ScrollView {
                Text(article.body).padding()
            }
            .navigationTitle(article.title)
        }
    }
#endif
