#if canImport(SwiftUI)
    import ContextStore
    import ReadingList
    import SwiftUI

    /// The edit sheet over a detail: the title field, Cancel and Save, and the alert of a failed
    /// save. It is driven by the detail's view model, whose state holds the draft.
    public struct ReadingItemEditorView: ContextualView {
        /// The detail's view model; the sheet does not own it.
        public let viewModel: ReadingItemDetailViewModel

        /// Creates the sheet over the detail's view model.
        public init(viewModel: ReadingItemDetailViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            NavigationStack {
                Form {
                    TextField("Title", text: bindTo(\.draft) { .draftChanged($0) })
                }
                .navigationTitle("Edit")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { send(.cancelTapped) }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        if state.editor?.isSaving == true {
                            ProgressView()
                        } else {
                            Button("Save") { send(.saveTapped) }
                                .disabled(state.editor?.isSaveEnabled != true)
                        }
                    }
                }
            }
            // The sheet covers the detail, so the alert of a failed save is shown from here.
            .alert("Couldn't save", isPresented: bindTo(\.isAlertPresented) { _ in .alertDismissed }) {
                Button("OK") {}
            } message: {
                Text(state.alert ?? "")
            }
        }
    }
#endif
