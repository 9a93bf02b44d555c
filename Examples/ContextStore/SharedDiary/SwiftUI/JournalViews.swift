#if canImport(SwiftUI)
    import ContextStore
    import SwiftUI

    /// The list and the detail side by side, both built from one context and so one store.
    public struct JournalSplitView: View {
        let context: JournalContext

        public init(_ context: JournalContext) {
            self.context = context
        }

        public var body: some View {
            NavigationSplitView {
                JournalListView(context)
            } detail: {
                JournalDetailView(context)
            }
        }
    }

    /// The list: titles and stars, kept current by the store.
    public struct JournalListView: ContextualView {
        @State public var viewModel: JournalListViewModel
        @State private var newTitle = ""

        public init(_ context: JournalContext) {
            _viewModel = .init(initialValue: .init(context))
        }

        public var body: some View {
            List {
                ForEach(state.rows) { row in
                    HStack {
                        Button(row.title) { send(.entryTapped(row.id)) }
                            .fontWeight(row.isOpen ? .bold : .regular)
                        Spacer()
                        Button {
                            send(.starTapped(row.id))
                        } label: {
                            Image(systemName: row.isFavorite ? "star.fill" : "star")
                        }
                        .buttonStyle(.borderless)
                    }
                }
                HStack {
                    TextField("New entry", text: $newTitle)
                    Button("Add") {
                        send(.addTapped(title: newTitle))
                        newTitle = ""
                    }
                }
            }
            .navigationTitle("Journal")
        }
    }

    /// The detail: the open entry's title and star; edits show up in the list.
    public struct JournalDetailView: ContextualView {
        @State public var viewModel: JournalDetailViewModel

        public init(_ context: JournalContext) {
            _viewModel = .init(initialValue: .init(context))
        }

        public var body: some View {
            if state.entryID == nil || state.isGone {
                ContentUnavailableView("No entry open", systemImage: "book")
            } else {
                Form {
                    TextField("Title", text: bindTo(\.title) { .titleChanged($0) })
                    Toggle("Favorite", isOn: bindTo(\.isFavorite) { _ in .starTapped })
                    Button("Close") { send(.closeTapped) }
                }
            }
        }
    }

    #Preview {
        JournalSplitView(
            JournalContext(
                initialState: JournalStoreState(entries: [
                    JournalEntry(title: "Monday"), JournalEntry(title: "Tuesday", isFavorite: true),
                ])))
    }
#endif
