#if canImport(SwiftUI)
    import ReadingList
    import SwiftUI

    /// The edit sheet: a title field, Cancel, and Save (a spinner while saving). A failed save
    /// shows its alert here, over the sheet, which keeps the draft.
    struct EditTitleSheet: View {
        let model: ReadingListModel
        @Bindable var editor: ReadingItemEditor

        var body: some View {
            NavigationStack {
                Form {
                    TextField("Title", text: $editor.draft)
                }
                .navigationTitle("Edit title")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { model.cancelEditing() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        if editor.isSaving {
                            ProgressView()
                        } else {
                            Button("Save") { model.save() }
                                .disabled(!editor.isSaveEnabled)
                        }
                    }
                }
            }
            .interactiveDismissDisabled(editor.isSaving)
            .readingListAlert(model, isActive: true)
        }
    }
#endif
