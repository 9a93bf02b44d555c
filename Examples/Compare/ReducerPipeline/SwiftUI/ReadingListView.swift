#if canImport(SwiftUI)
    import Foundation
    import ReadingList
    import ReducerPipeline
    import SwiftUI

    /// The reading list: loading, failed with Retry, empty, or the items, with search, pull to
    /// refresh, the pushed detail and deep links. It reads ``ReadingListModel/currentState`` and
    /// sends what happened; nothing else.
    public struct ReadingListView: View {
        @State private var model: ReadingListModel

        /// Shows the reading list of `model`.
        public init(model: ReadingListModel) {
            _model = State(initialValue: model)
        }

        // region: list-view
        public var body: some View {
            NavigationStack {
                content
                    .navigationTitle("Reading list")
                    .searchable(
                        text: model.binding(\.query, send: { .searchTextChanged($0) }),
                        prompt: "Title or author"
                    )
                    .navigationDestination(
                        // SwiftUI writes `false` when the detail is popped.
                        isPresented: model.binding(\.isShowingDetail, send: { _ in .backTapped })
                    ) {
                        ReadingItemDetailView(model: model)
                    }
            }
            .readingListAlert(of: model, whileEditing: false)
            .observing(model)
            .onAppear { model.send(.screenAppeared) }
            .onOpenURL { url in model.send(.linkOpened(Self.link(of: url))) }
        }
        // endregion

        @ViewBuilder private var content: some View {
            let state = model.currentState
            switch state.phase {
            case .idle, .loading:
                ProgressView()
            case .failed(let message):
                ContentUnavailableView {
                    Label("Could not load the list", systemImage: "wifi.slash")
                } description: {
                    Text(message)
                } actions: {
                    Button("Retry") { model.send(.retryTapped) }
                }
            case .empty:
                if state.query.isEmpty {
                    ContentUnavailableView("No books yet", systemImage: "books.vertical")
                } else {
                    ContentUnavailableView.search(text: state.query)
                }
            // region: list-view
            case .loaded:
                List(state.items) { item in
                    Button {
                        model.send(.itemTapped(item.id))
                    } label: {
                        VStack(alignment: .leading) {
                            Text(item.title)
                            Text(item.author).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                .refreshable { @MainActor in await refresh() }
            // endregion
            }
        }

        /// Sends the pull, then follows the states until the refresh is over, so that the
        /// spinner stays as long as it runs: `send` has no completion to await.
        private func refresh() async {
            let states = model.states()
            model.send(.refreshPulled)
            var hasStarted = false
            for await state in states {
                if state.isRefreshing {
                    hasStarted = true
                } else if hasStarted {
                    break
                }
            }
        }

        /// `readinglist://items/42/edit` → `items/42/edit`.
        private static func link(of url: URL) -> String {
            (url.host() ?? "") + url.path()
        }
    }

    extension View {
        /// The screen's one alert, shown over the list or, while the edit sheet is up, over the
        /// sheet (an alert of the view behind a sheet would not show).
        @MainActor
        func readingListAlert(of model: ReadingListModel, whileEditing: Bool) -> some View {
            alert(
                "Reading list",
                isPresented: mainActorBinding(
                    get: {
                        model.currentState.isShowingAlert && model.currentState.isEditing == whileEditing
                    },
                    set: { isPresented in
                        if !isPresented { model.send(.alertDismissed) }
                    }
                )
            ) {
                Button("OK") {}
            } message: {
                Text(model.currentState.alert ?? "")
            }
        }
    }

    /// A binding whose closures run on the main actor, where the model lives: SwiftUI calls them
    /// there, and the `@isolated(any) @Sendable` parameters of `Binding(get:set:)` need them
    /// isolated to say so.
    ///
    /// One generic door, so no closure of a concrete type is passed to those parameters: on
    /// Linux, Swift 6.3.1 crashes in IRGen on the reabstraction thunk of a `Binding<Bool>` or
    /// `Binding<String>` made directly (scripts/typecheck-swiftui compiles this file there).
    func mainActorBinding<Value>(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
    ) -> Binding<Value> {
        Binding(get: { @MainActor in get() }, set: { @MainActor in set($0) })
    }
#endif
