#if canImport(SwiftUI)
    import Interactors
    import ReadingList
    import SwiftUI

    /// The reading-list screen: a searchable list that loads on first appearance, refreshes on
    /// pull, pushes an item's detail on tap, and follows `items/42/edit` links.
    ///
    /// It forwards every gesture to ``ReadingListInteractor`` and renders
    /// ``ReadingListViewModel``; no `Task` here beyond what `.refreshable` requires. Errors and
    /// the saving spinner reach it through the bind's closures, into its own `@State`.
    public struct ReadingListView: View {
        @State private var interactor: ReadingListInteractor
        @State private var alert: String?
        @State private var isSaving = false

        /// Creates the screen over `service`.
        public init(service: any ReadingListService) {
            _interactor = State(initialValue: ReadingListInteractor(service: service))
        }

        // region: list-view
        public var body: some View {
            let model = interactor.viewModel
            NavigationStack {
                LoadableView(model.list.map { _ in model.shownItems }) { items in
                    List(items) { item in
                        Button {
                            interactor.open(item.id)
                        } label: {
                            LabeledContent(item.title, value: item.author)
                        }
                    }
                    .refreshable { _ = await interactor.refresh().value }
                    // endregion
                } failed: { error in
                    ContentUnavailableView {
                        Label("Couldn't load the list", systemImage: "wifi.slash")
                    } description: {
                        Text(ReadingListError.message(for: error))
                    } actions: {
                        Button("Retry") { interactor.reload() }
                    }
                } empty: {
                    ContentUnavailableView("No books", systemImage: "books.vertical")
                }
                // region: list-view
                .searchable(text: mainActorBinding(get: { model.query }, set: { interactor.search($0) }))
                .navigationTitle("Reading list")
                .bind(
                    interactor,
                    onError: { error in
                        alert = ReadingListError.message(for: error)
                        return true
                    },
                    onBusy: { isSaving = $0 },
                    onNavigation: { destination in
                        switch destination {
                        case .detail: .push { ReadingItemDetailView(interactor: interactor) }
                        case .editor:
                            .sheet {
                                ReadingItemEditorView(
                                    interactor: interactor, isSaving: $isSaving, alert: $alert)
                            }
                        }
                    }
                )
                // Over the edit sheet, the sheet shows the alert itself.
                .alert(
                    "Reading list",
                    isPresented: mainActorBinding(
                        get: { alert != nil && model.editingItemID == nil },
                        set: { if !$0 { alert = nil } }),
                    actions: { Button("OK", role: .cancel) {} },
                    message: { Text(alert ?? "") }
                )
            }
            .onOpenURL { url in
                // readinglist://items/42/edit: the host and the path form the link.
                interactor.open(link: (url.host() ?? "") + url.path())
            }
        }
        // endregion
    }

    /// A binding whose closures run on the main actor, where the model lives: SwiftUI calls them
    /// there, and the `@isolated(any) @Sendable` parameters of `Binding(get:set:)` need them
    /// isolated to say so.
    ///
    /// One generic door, so no closure of a concrete type is passed to those parameters: on
    /// Linux, Swift 6.3.1 crashes in IRGen on the reabstraction thunk of a `Binding<Bool>` or
    /// `Binding<String>` made directly (scripts/typecheck-swiftui compiles this file there).
    private func mainActorBinding<Value>(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
    ) -> Binding<Value> {
        Binding(get: { @MainActor in get() }, set: { @MainActor in set($0) })
    }
#endif
