#if canImport(SwiftUI)
    import ProtocolStore
    import SwiftUI

    /// One recipe, with an Edit button.
    public struct RecipeDetailView: View {
        @Store var viewModel: RecipeDetailViewModel

        public var body: some View {
            List {
                Section("Time") { Text("\(viewModel.recipe.minutes) minutes") }
                Section("Ingredients") {
                    ForEach(viewModel.recipe.ingredients, id: \.self) { Text($0) }
                }
            }
            .navigationTitle(viewModel.recipe.title)
            .toolbar {
                Button("Edit") { viewModel.edit() }
            }
        }
    }
#endif
