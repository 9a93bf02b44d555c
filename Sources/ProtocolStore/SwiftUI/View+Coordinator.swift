#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Pushes `destination(child)` onto the enclosing `NavigationStack` while `model` holds a
        /// child view model.
        ///
        /// ```swift
        /// # import SwiftUI
        /// # protocol DetailViewModel: ViewModel { var title: String { get } }
        /// # protocol ListViewModel: ViewModel { var detailViewModel: DetailViewModel? { get set } }
        /// # struct DetailView: View {
        /// #     @Store var viewModel: DetailViewModel
        /// #     var body: some View { Text(viewModel.title) }
        /// # }
        /// struct ListView: View {
        ///     @Store var viewModel: ListViewModel
        ///
        ///     var body: some View {
        ///         NavigationStack {
        ///             Text("Example")
        ///                 .navigation(model: $viewModel.detailViewModel) { viewModel in
        ///                     DetailView(viewModel: viewModel)
        ///                 }
        ///         }
        ///     }
        /// }
        /// ```
        public func navigation<Model, Destination: View>(
            model: Binding<Model?>, @ViewBuilder destination: @escaping (Model) -> Destination
        ) -> some View {
            modifier(NavigationModifier(model: model, destination: destination))
        }

        /// Presents `content(child)` in a sheet while `model` holds a child view model.
        public func sheet<Model, Content: View>(
            model: Binding<Model?>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Model) -> Content
        ) -> some View {
            modifier(SheetModifier(model: model, onDismiss: onDismiss, content: content))
        }

        /// Presents `content(child)` in a popover while `model` holds a child view model.
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        public func popover<Model, Content: View>(
            model: Binding<Model?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
            @ViewBuilder content: @escaping (Model) -> Content
        ) -> some View {
            modifier(PopoverModifier(model: model, attachmentAnchor: attachmentAnchor, content: content))
        }

        /// Makes the view a navigation row that performs `action` when tapped, instead of
        /// pushing a fixed destination: the coordinator decides what the tap shows.
        ///
        /// ```swift
        /// # import SwiftUI
        /// # struct Recipe: Identifiable { let id: Int; let title: String }
        /// # struct RecipeRow: View { let recipe: Recipe; var body: some View { Text(recipe.title) } }
        /// # @Observable final class RecipesCoordinator: ViewModel { func open(_ recipe: Recipe) {} }
        /// struct RecipeList: View {
        ///     let recipes: [Recipe]
        ///     @Store var coordinator: RecipesCoordinator
        ///
        ///     var body: some View {
        ///         List(recipes) { recipe in
        ///             RecipeRow(recipe: recipe)
        ///                 .onNavigation { coordinator.open(recipe) }
        ///         }
        ///     }
        /// }
        /// ```
        ///
        /// XUI wrapped the view in a `NavigationLink(isActive:)`, which is deprecated;
        /// this is a button styled like a navigation link's row, with a disclosure chevron.
        public func onNavigation(_ action: @escaping () -> Void) -> some View {
            Button(action: action) {
                HStack {
                    self
                    Spacer()
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tertiary)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        }
    }
#endif
