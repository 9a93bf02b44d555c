#if canImport(SwiftUI)
    import ContextStore
    import ReadingList
    import SwiftUI

    /// An item's detail: its title and author, and Edit, which presents the edit sheet.
    ///
    /// Each push builds one, with a view model of its own over the list's context; disappearing
    /// cancels its effects, so popping it before 2 seconds records no impression.
    public struct ReadingItemDetailView: ContextualView {
        @State public var viewModel: ReadingItemDetailViewModel

        /// Creates the detail the list pushed.
        public init(_ context: ReadingListContext, destination: ReadingListViewModel.Destination) {
            _viewModel = .init(
                initialValue: .init(context, item: destination.item, opensEditor: destination.opensEditor))
        }

        public var body: some View {
            Form {
                if let item = state.item {
                    Text(item.title).font(.largeTitle)
                    Text(item.author).foregroundStyle(.secondary)
                }
            }
            .navigationTitle(state.item?.title ?? "")
            .toolbar {
                Button("Edit") { send(.editTapped) }
            }
            // A swipe down dismisses the sheet as Cancel does.
            .sheet(isPresented: bindTo(\.isEditorPresented) { _ in .cancelTapped }) {
                ReadingItemEditorView(viewModel: viewModel)
            }
            .onAppear { send(.appeared) }
            .cancelsEffectsOnDisappear(of: viewModel)
        }
    }
#endif
