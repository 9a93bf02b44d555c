#if canImport(SwiftUI)
    import ProtocolStore
    import ReadingList
    import SwiftUI

    /// The edit sheet: the title field bound to the draft through `$viewModel`, Cancel and Save.
    public struct ReadingItemEditorView: View {
        @Store var viewModel: any ReadingItemEditorViewModel

        /// Shows the draft that `viewModel` holds.
        public init(viewModel: any ReadingItemEditorViewModel) {
            _viewModel = Store(wrappedValue: viewModel)
        }

        public var body: some View {
            NavigationStack {
                Form {
                    TextField("Title", text: $viewModel.draft)
                }
                .navigationTitle("Edit Title")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { viewModel.cancel() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        if viewModel.isSaving {
                            ProgressView()
                        } else {
                            Button("Save") { viewModel.save() }
                                .disabled(!viewModel.isSaveEnabled)
                        }
                    }
                }
            }
            .interactiveDismissDisabled(viewModel.isSaving)
        }
    }
#endif
