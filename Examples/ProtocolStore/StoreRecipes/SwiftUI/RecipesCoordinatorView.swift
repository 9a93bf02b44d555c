#if canImport(SwiftUI)
    import ProtocolStore
    import SwiftUI

    /// The recipes feature: a navigation stack whose transitions the coordinator owns.
    ///
    /// The list and detail views know nothing of navigation; this view injects it with
    /// `.navigation(model:)` and `.sheet(model:)`, and opens deep links with `onOpenURL`.
    public struct RecipesCoordinatorView: View {
        @Store var coordinator: RecipesCoordinator

        public init(coordinator: RecipesCoordinator) {
            _coordinator = Store(wrappedValue: coordinator)
        }

        public var body: some View {
            NavigationStack {
                RecipeListView(viewModel: coordinator.list)
                    .navigation(model: $coordinator.detail) { detail in
                        RecipeDetailView(viewModel: detail)
                            .sheet(model: $coordinator.editor) { editor in
                                RecipeEditView(viewModel: editor)
                            }
                    }
            }
            .onOpenURL { url in
                // recipes://recipes/42/edit, or https://example.com/recipes/42/edit
                coordinator.open(DeepLink(url: url))
            }
        }
    }
#endif
