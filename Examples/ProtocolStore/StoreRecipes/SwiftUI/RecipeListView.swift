#if canImport(SwiftUI)
    import ProtocolStore
    import SwiftUI

    /// The list of recipes; tapping one asks the view model, which asks the coordinator.
    public struct RecipeListView: View {
        @Store var viewModel: RecipeListViewModel

        public var body: some View {
            List(viewModel.recipes) { recipe in
                VStack(alignment: .leading) {
                    Text(recipe.title).font(.headline)
                    Text("\(recipe.minutes) min").font(.subheadline).foregroundStyle(.secondary)
                }
                .onNavigation { viewModel.select(recipe) }
            }
            .navigationTitle("Recipes")
        }
    }

    #Preview {
        NavigationStack {
            RecipeListView(viewModel: DefaultRecipeListViewModel(book: RecipeBook()))
        }
    }
#endif
