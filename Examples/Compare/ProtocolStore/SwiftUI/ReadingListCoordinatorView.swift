#if canImport(SwiftUI)
    import ProtocolStore
    import ReadingList
    import SwiftUI

    /// The reading-list screen: a navigation stack whose transitions the coordinator owns.
    ///
    /// The list, detail and editor views know nothing of navigation; this view injects it with
    /// `.navigation(model:)` and `.sheet(model:)`, shows the coordinator's alert, and opens deep
    /// links (`readinglist://items/42/edit`) with `onOpenURL`.
    public struct ReadingListCoordinatorView: View {
        @Store var coordinator: ReadingListCoordinator

        /// Shows the screen that `coordinator` runs.
        public init(coordinator: ReadingListCoordinator) {
            _coordinator = Store(wrappedValue: coordinator)
        }

        public var body: some View {
            NavigationStack {
                ReadingListView(viewModel: coordinator.list)
                    .navigation(model: $coordinator.detail) { detail in
                        ReadingItemDetailView(viewModel: detail)
                            .sheet(model: $coordinator.editor) { editor in
                                // An alert under a sheet cannot show, so the sheet shows its own.
                                ReadingItemEditorView(viewModel: editor)
                                    .readingListAlert($coordinator.alert)
                            }
                    }
            }
            .readingListAlert($coordinator.alert, isShown: coordinator.editor == nil)
            .onOpenURL { url in
                coordinator.follow(DeepLink(url: url))
            }
        }
    }

    #Preview {
        ReadingListCoordinatorView(
            coordinator: ReadingListCoordinator(service: InMemoryReadingListService()))
    }
#endif
