#if canImport(SwiftUI)
    import ProtocolStore
    import ReadingList
    import SwiftUI

    /// One item, with an Edit button; its time on screen counts towards its impression.
    public struct ReadingItemDetailView: View {
        @Store var viewModel: any ReadingItemDetailViewModel

        /// Shows the item that `viewModel` holds.
        public init(viewModel: any ReadingItemDetailViewModel) {
            _viewModel = Store(wrappedValue: viewModel)
        }

        public var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text(viewModel.item.title).font(.title)
                Text(viewModel.item.author).foregroundStyle(.secondary)
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .toolbar {
                Button("Edit") { viewModel.edit() }
            }
            .onAppear { viewModel.appear() }
            .onDisappear { viewModel.disappear() }
        }
    }
#endif
