#if canImport(SwiftUI)
    import ReadingList
    import SwiftUI

    /// One item's detail, pushed from the list: records an impression after two seconds on
    /// screen (its `.task`, which SwiftUI cancels when the detail is popped) and presents the edit
    /// sheet.
    struct ReadingItemDetailView: View {
        @Bindable var model: ReadingListModel
        let itemID: ReadingItem.ID

        var body: some View {
            Group {
                if let item = model.item(withID: itemID) {
                    Form {
                        LabeledContent("Title", value: item.title)
                        LabeledContent("Author", value: item.author)
                    }
                    .navigationTitle(item.title)
                } else {
                    ContentUnavailableView("Not on the list", systemImage: "book.closed")
                }
            }
            .toolbar {
                Button("Edit") { model.edit(itemID) }
            }
            .task { await model.detailAppeared(itemID) }
            .sheet(item: $model.editor) { editor in
                EditTitleSheet(model: model, editor: editor)
            }
        }
    }
#endif
