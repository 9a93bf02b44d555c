#if canImport(SwiftUI)
    import ProtocolStore
    import ReadingList
    import SwiftUI

    /// The list with its search field, pull to refresh, and Retry; tapping an item asks the view
    /// model, which asks the coordinator.
    public struct ReadingListView: View {
        @Store var viewModel: any ReadingListViewModel

        /// Shows the list that `viewModel` holds.
        public init(viewModel: any ReadingListViewModel) {
            _viewModel = Store(wrappedValue: viewModel)
        }

        // region: list-view
        public var body: some View {
            content
                .navigationTitle("Reading List")
                .searchable(text: $viewModel.query)
                .refreshable { [viewModel] in
                    await viewModel.refresh().value
                }
                .onAppear { viewModel.appear() }
        }
        // endregion

        @ViewBuilder private var content: some View {
            switch viewModel.status {
            case .idle, .loading:
                ProgressView()
            case .failed(let message):
                ContentUnavailableView {
                    Label("Couldn't Load", systemImage: "wifi.slash")
                } description: {
                    Text(message)
                } actions: {
                    Button("Retry") { viewModel.retry() }
                }
            case .empty:
                ContentUnavailableView("No Books", systemImage: "books.vertical")
            // region: list-view
            case .loaded:
                List(viewModel.items) { item in
                    VStack(alignment: .leading) {
                        Text(item.title).font(.headline)
                        Text(item.author).font(.subheadline).foregroundStyle(.secondary)
                    }
                    .onNavigation { viewModel.select(item) }
                }
            // endregion
            }
        }
    }
#endif
