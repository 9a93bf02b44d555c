#if canImport(SwiftUI)
    import ReadingList
    import ReducerPipeline
    import SwiftUI

    /// The edit sheet: the title field, Cancel, and Save (a spinner while saving).
    struct ReadingItemEditorView: View {
        let model: ReadingListModel

        var body: some View {
            NavigationStack {
                if let editor = model.currentState.detail?.editor {
                    Form {
                        TextField(
                            "Title",
                            text: mainActorBinding(
                                get: { model.currentState.detail?.editor?.draft ?? "" },
                                set: { draft in model.send(.draftChanged(draft)) }
                            )
                        )
                    }
                    .navigationTitle("Edit")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { model.send(.cancelTapped) }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            if editor.isSaving {
                                ProgressView()
                            } else {
                                Button("Save") { model.send(.saveTapped) }
                                    .disabled(!editor.isSaveEnabled)
                            }
                        }
                    }
                }
            }
            .readingListAlert(of: model, whileEditing: true)
        }
    }
#endif
