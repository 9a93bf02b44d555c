import Foundation
import Interactors

/// The form's logic: validates, saves (busy while saving, errors to the screen's handlers), and
/// deletes the account after a confirmation dialog.
@MainActor
public final class AccountFormInteractor: Interactor<AccountFormViewModel> {
    private let service: any AccountService
    /// Called once the account is deleted; set by the presenting view through `bind`'s `setup:`.
    public var onAccountDeleted: (() -> Void)?

    /// Creates the form's interactor.
    ///
    /// - Parameters:
    ///   - viewModel: The form's state, filled with the account being edited.
    ///   - service: Saves and deletes the account.
    ///   - clock: The interactor's clock; a `TestClock` in tests.
    public init(
        viewModel: AccountFormViewModel,
        service: any AccountService,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.service = service
        super.init(viewModel: viewModel, clock: clock)
    }

    // region: validate
    /// Checks the fields and records a message for each that is wrong.
    ///
    /// - Returns: Whether the form is valid.
    @discardableResult
    public func validate() -> Bool {
        var problems: [AccountField: String] = [:]
        let name = viewModel.name.trimmingCharacters(in: .whitespaces)
        if name.isEmpty { problems[.name] = "Enter your name." }
        let parts = viewModel.email.split(separator: "@")
        if parts.count != 2 || !parts[1].contains(".") { problems[.email] = "Enter a valid email address." }
        viewModel.problems = problems
        return problems.isEmpty
    }
    // endregion

    /// The user edited a field: the form is no longer saved.
    public func fieldChanged() {
        viewModel.isSaved = false
        if !viewModel.problems.isEmpty { validate() }
    }

    // region: save
    /// Saves the account if the form is valid. The interactor is busy meanwhile (a second tap is
    /// ignored); a server error goes to the screen's `onError`, then to the ambient handler.
    public func save() {
        guard validate() else { return }
        asyncTask { [service, viewModel] in
            try await service.save(viewModel.account)
            viewModel.isSaved = true
        }
    }
    // endregion

    // region: delete
    /// The user tapped Delete: ask first.
    public func deleteTapped() {
        navigate(to: .confirmDelete)
    }

    /// The user confirmed: delete, then hand over to the presenting screen.
    public func deleteConfirmed() {
        asyncTask { [service] in
            try await service.deleteAccount()
        } finally: { [weak self] outcome in
            if outcome == .succeeded { self?.navigate(to: .accountDeleted) }
        }
    }
    // endregion
}
