#if canImport(SwiftUI)
    import ReadingList
    import ReducerPipeline
    import SwiftUI

    /// The pushed detail of the item in ``ReadingListModel/State/detail``, with Edit and its sheet.
    struct ReadingItemDetailView: View {
        let model: ReadingListModel

        var body: some View {
            if let detail = model.currentState.detail {
                VStack(alignment: .leading) {
                    Text(detail.item.title).font(.headline)
                    Text(detail.item.author).foregroundStyle(.secondary)
                }
                .navigationTitle(detail.item.title)
                .toolbar {
                    Button("Edit") { model.send(.editTapped) }
                }
                .sheet(
                    // SwiftUI writes `false` when the sheet is swiped away.
                    isPresented: model.binding(\.isEditing, send: { _ in .cancelTapped })
                ) {
                    ReadingItemEditorView(model: model)
                }
            }
        }
    }
#endif
