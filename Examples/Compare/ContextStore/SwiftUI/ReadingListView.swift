#if canImport(SwiftUI)
    import ContextStore
    import Foundation
    import ReadingList
    import SwiftUI

    /// The reading-list screen: the list with its search field, pull to refresh, Retry, the
    /// pushed detail, the alert and deep links.
    ///
    /// It owns the list's view model and forwards every gesture to it as an action; the details
    /// it pushes are built from the same context, so they share its store.
    public struct ReadingListView: ContextualView {
        @State public var viewModel: ReadingListViewModel
        private let context: ReadingListContext

        /// Creates the screen over `context`'s store and service.
        public init(_ context: ReadingListContext) {
            self.context = context
            _viewModel = .init(initialValue: .init(context))
        }

        // region: list-view
        public var body: some View {
            NavigationStack {
                content
                    .navigationTitle("Reading list")
                    .searchable(text: bindTo(\.query) { .queryChanged($0) }, prompt: "Title or author")
                    .refreshable { [viewModel] in await viewModel.send(.refreshPulled)?.value }
                    // SwiftUI writes `nil` when the detail is popped (Back, or the swipe).
                    .navigationDestination(item: bindTo(\.destination) { _ in .detailPopped }) {
                        destination in
                        // A new identity per push: a deep link replaces the detail with a fresh one.
                        ReadingItemDetailView(context, destination: destination).id(destination.id)
                    }
            }
            .alert("Reading list", isPresented: bindTo(\.isAlertPresented) { _ in .alertDismissed }) {
                Button("OK") {}
            } message: {
                Text(state.alert ?? "")
            }
            .onAppear { send(.appeared) }
            .onOpenURL { url in send(.linkOpened(Self.linkPath(of: url))) }
            .cancelsEffectsOnDisappear(of: viewModel)
        }
        // endregion

        @ViewBuilder private var content: some View {
            switch state.phase {
            case .idle, .loading:
                ProgressView()
            case .failed(let message):
                ContentUnavailableView {
                    Label("Couldn't load the list", systemImage: "wifi.slash")
                } description: {
                    Text(message)
                } actions: {
                    Button("Retry") { send(.retryTapped) }
                }
            // region: list-view
            case .loaded:
                if state.rows.isEmpty {
                    ContentUnavailableView("No books", systemImage: "books.vertical")
                } else {
                    List {
                        ForEach(state.rows) { item in
                            Button {
                                send(.itemTapped(item.id))
                            } label: {
                                VStack(alignment: .leading) {
                                    Text(item.title).font(.headline)
                                    Text(item.author).font(.subheadline).foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
            // endregion
            }
        }

        /// The link a URL names: `readinglist://items/42/edit` is `items/42/edit`.
        static func linkPath(of url: URL) -> String {
            ([url.host()].compactMap { $0 } + url.pathComponents.filter { $0 != "/" })
                .joined(separator: "/")
        }
    }

    #Preview {
        ReadingListView(ReadingListContext(service: InMemoryReadingListService()))
    }
#endif
