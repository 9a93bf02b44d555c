#if canImport(SwiftUI)
    import ProtocolStore
    import SwiftUI

    /// The edit sheet: fields bound to the draft through `$viewModel`.
    public struct RecipeEditView: View {
        @Store var viewModel: RecipeEditViewModel

        public var body: some View {
            NavigationStack {
                Form {
                    TextField("Title", text: $viewModel.title)
                    Stepper("\(viewModel.minutes) minutes", value: $viewModel.minutes, in: 1...600)
                }
                .navigationTitle("Edit Recipe")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { viewModel.cancel() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { viewModel.save() }.disabled(!viewModel.canSave)
                    }
                }
            }
        }
    }
#endif
