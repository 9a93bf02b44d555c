import Interactors
import Observation

/// A field of the form, for attaching validation messages.
public enum AccountField: Hashable, Sendable, CaseIterable {
    case name
    case email
}

/// Where the form can go.
public enum AccountFormDestination: Hashable, Sendable {
    /// Asks the user to confirm deleting the account.
    case confirmDelete
    /// The account is gone: hand over to whoever presented the form.
    case accountDeleted
}

/// The form's state: the fields, their validation messages, and when it was last saved.
@Observable @MainActor
public final class AccountFormViewModel: NavigableViewModel {
    public var navigation: NavigationIntent<AccountFormDestination>?
    /// The name field.
    public var name: String
    /// The email field.
    public var email: String
    /// Validation messages, by field; empty when the form is valid (or not validated yet).
    public var problems: [AccountField: String] = [:]
    /// Whether the last save succeeded and nothing was edited since.
    public var isSaved = false

    /// Creates the form's state, filled with `account`.
    public init(account: Account) {
        name = account.name
        email = account.email
    }

    /// The account the fields describe.
    public var account: Account { Account(name: name, email: email) }
}
