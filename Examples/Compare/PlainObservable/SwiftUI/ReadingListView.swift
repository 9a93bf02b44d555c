#if canImport(SwiftUI)
    import ReadingList
    import SwiftUI

    /// The reading-list screen: a searchable list that loads on first appearance, refreshes on
    /// pull, pushes an item's detail on tap, and opens `readinglist://items/42/edit` links.
    ///
    /// SwiftUI owns the load (`.task`) and the refresh (`.refreshable`); the model owns the rest.
    public struct ReadingListView: View {
        @State private var model: ReadingListModel

        /// Creates the screen over `service`.
        public init(service: any ReadingListService) {
            _model = State(initialValue: ReadingListModel(service: service))
        }

        // region: list-view
        public var body: some View {
            NavigationStack(path: $model.path) {
                content
                    .navigationTitle("Reading list")
                    .navigationDestination(for: ReadingItem.ID.self) { id in
                        ReadingItemDetailView(model: model, itemID: id)
                    }
            }
            .task { await model.appear() }
            .readingListAlert(model, isActive: model.editor == nil)
            .onOpenURL { url in model.open(Self.linkPath(of: url)) }
        }
        // endregion

        @ViewBuilder private var content: some View {
            switch model.loadState {
            case .idle, .loading:
                ProgressView()
            case .failed(let message):
                ContentUnavailableView {
                    Label("Couldn't load the reading list", systemImage: "wifi.slash")
                } description: {
                    Text(message)
                } actions: {
                    Button("Retry") { model.retry() }
                }
            // region: list-view
            case .loaded, .empty:
                List(model.items) { item in
                    NavigationLink(value: item.id) {
                        VStack(alignment: .leading) {
                            Text(item.title)
                            Text(item.author).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                .overlay {
                    if model.loadState == .empty {
                        ContentUnavailableView("No books", systemImage: "books.vertical")
                    }
                }
                .searchable(text: $model.query)
                .onChange(of: model.query) { model.queryChanged() }
                .refreshable { await model.refresh() }
            // endregion
            }
        }

        /// The link a URL names: `readinglist://items/42/edit` is `items/42/edit`.
        private static func linkPath(of url: URL) -> String {
            (url.host() ?? "") + url.path()
        }
    }
#endif
