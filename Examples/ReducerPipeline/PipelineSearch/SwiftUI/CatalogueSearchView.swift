#if canImport(SwiftUI)
    import ReducerPipeline
    import SwiftUI

    // region: view
    /// The search screen: a field bound through an action, and the loading, empty and result
    /// states.
    public struct CatalogueSearchView: View {
        @State private var viewModel: CatalogueSearch

        public init(viewModel: CatalogueSearch = CatalogueSearch()) {
            _viewModel = State(initialValue: viewModel)
        }

        public var body: some View {
            NavigationStack {
                content
                    .navigationTitle("Catalogue")
                    .searchable(
                        text: viewModel.binding(\.query, send: { .queryChanged($0) }),
                        prompt: "Title"
                    )
            }
            .observing(viewModel)
        }

        @ViewBuilder private var content: some View {
            switch viewModel.currentState.phase {
            case .idle:
                ContentUnavailableView("Search the catalogue", systemImage: "books.vertical")
            case .loading:
                ProgressView()
            case .empty:
                ContentUnavailableView.search(text: viewModel.currentState.searchedQuery)
            case .results:
                List(viewModel.currentState.results, id: \.self) { title in
                    Text(title)
                }
            }
        }
    }
    // endregion

    #Preview {
        CatalogueSearchView()
    }
#endif
