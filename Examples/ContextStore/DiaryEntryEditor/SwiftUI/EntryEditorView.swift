#if canImport(SwiftUI)
    import ContextStore
    import SwiftUI

    /// The editor screen: what `EntryEditorViewModel` drives on Apple platforms.
    public struct EntryEditorView: ContextualView {
        @State public var viewModel: EntryEditorViewModel

        public init(_ context: DiaryContext) {
            _viewModel = .init(initialValue: .init(context))
        }

        public var body: some View {
            Form {
                Section {
                    TextField("Title", text: bindTo(\.title) { .titleChanged($0) })
                    TextField(
                        "What happened today?", text: bindTo(\.text) { .textChanged($0) }, axis: .vertical
                    )
                    .lineLimit(3...8)
                }
                if let message = state.errorMessage {
                    Section {
                        Text(message).foregroundStyle(.red)
                    }
                }
                Section {
                    Button(state.isSaving ? "Saving…" : "Save") {
                        send(.saveTapped)
                    }
                    .disabled(!state.canSave)
                } footer: {
                    Text("\(state.savedCount) entries saved")
                }
            }
            .navigationTitle("New entry")
            .cancelsEffectsOnDisappear(of: viewModel)
        }
    }

    #Preview {
        NavigationStack {
            EntryEditorView(
                DiaryContext(initialState: DiaryStoreState(draft: DiaryDraft(title: "Rainy Sunday"))))
        }
    }
#endif
