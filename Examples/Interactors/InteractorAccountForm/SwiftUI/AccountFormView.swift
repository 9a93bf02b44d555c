#if canImport(SwiftUI)
    import Interactors
    import SwiftUI

    /// The account form: two validated fields, Save (with a spinner while saving) and Delete
    /// (behind a confirmation dialog). Server errors show in an alert.
    public struct AccountFormView: View {
        @State private var interactor: AccountFormInteractor
        @State private var isSaving = false
        @State private var errorMessage: String?
        /// Called once the account is deleted, e.g. to sign out.
        let onAccountDeleted: () -> Void

        /// Creates the form for `account`; `onAccountDeleted` runs once the account is gone.
        public init(
            account: Account, service: any AccountService, onAccountDeleted: @escaping () -> Void
        ) {
            _interactor = State(
                initialValue: AccountFormInteractor(
                    viewModel: AccountFormViewModel(account: account), service: service))
            self.onAccountDeleted = onAccountDeleted
        }

        public var body: some View {
            @Bindable var form = interactor.viewModel
            // Through the state's binding, which may be read and written from the `@Sendable`
            // closures that `Binding(get:set:)` takes; the view's own property may not.
            let shownError = $errorMessage
            Form {
                Section {
                    TextField("Name", text: $form.name)
                        .onChange(of: form.name) { interactor.fieldChanged() }
                    if let problem = form.problems[.name] { Text(problem).foregroundStyle(.red) }
                    TextField("Email", text: $form.email)
                        .onChange(of: form.email) { interactor.fieldChanged() }
                    if let problem = form.problems[.email] { Text(problem).foregroundStyle(.red) }
                }
                Section {
                    Button {
                        interactor.save()
                    } label: {
                        HStack {
                            Text(form.isSaved ? "Saved" : "Save")
                            if isSaving { ProgressView() }
                        }
                    }
                    .disabled(isSaving || form.isSaved)
                    Button("Delete Account", role: .destructive) { interactor.deleteTapped() }
                }
            }
            .alert(
                "Couldn't save",
                isPresented: Binding(
                    get: { shownError.wrappedValue != nil }, set: { if !$0 { shownError.wrappedValue = nil } }
                )
            ) {
                Button("OK") {}
            } message: {
                Text(errorMessage ?? "")
            }
            .bind(
                interactor,
                setup: { interactor in interactor.onAccountDeleted = onAccountDeleted },
                onError: { error in
                    errorMessage = String(describing: error)
                    return true
                },
                onBusy: { isSaving = $0 },
                onNavigation: { destination in
                    switch destination {
                    case .confirmDelete:
                        .confirmationDialog("Delete your account?") {
                            Button("Delete", role: .destructive) { interactor.deleteConfirmed() }
                            Button("Cancel", role: .cancel) {}
                        } message: {
                            Text("This cannot be undone.")
                        }
                    case .accountDeleted:
                        .perform { interactor.onAccountDeleted?() }
                    }
                }
            )
        }
    }
#endif
