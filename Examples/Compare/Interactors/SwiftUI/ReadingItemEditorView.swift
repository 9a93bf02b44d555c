#if canImport(SwiftUI)
    import Interactors
    import ReadingList
    import SwiftUI

    /// The edit sheet: the draft title, Save (a spinner while saving) and Cancel.
    ///
    /// The interactor cannot dismiss the sheet it presented, so Save hands it the sheet's own
    /// `dismiss`. The saving state and the alert are the list view's `@State`, fed by the bind's
    /// `onBusy` and `onError`, passed down as bindings because the sheet's content is built once.
    struct ReadingItemEditorView: View {
        let interactor: ReadingListInteractor
        @Binding var isSaving: Bool
        @Binding var alert: String?
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            @Bindable var model = interactor.viewModel
            // Through the binding, which may be read and written from the `@Sendable` closures
            // that `Binding(get:set:)` takes; the view's own property may not.
            let shownAlert = $alert
            NavigationStack {
                Form {
                    TextField("Title", text: $model.draft)
                }
                .navigationTitle("Edit")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        if isSaving {
                            ProgressView()
                        } else {
                            Button("Save") { interactor.save(then: { dismiss() }) }
                                .disabled(!model.isDraftValid)
                        }
                    }
                }
                .interactiveDismissDisabled(isSaving)
                .alert(
                    "Reading list",
                    isPresented: Binding(
                        get: { shownAlert.wrappedValue != nil },
                        set: { if !$0 { shownAlert.wrappedValue = nil } }),
                    actions: { Button("OK", role: .cancel) {} },
                    message: { Text(alert ?? "") }
                )
            }
        }
    }
#endif
