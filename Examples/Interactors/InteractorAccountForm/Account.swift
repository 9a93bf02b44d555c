/// The account being edited.
public struct Account: Equatable, Sendable {
    /// The name shown on the account.
    public var name: String
    /// Where the account receives mail; unique across accounts.
    public var email: String

    /// Creates an account.
    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}

/// Saves and deletes accounts: a network client in the app, ``InMemoryAccountService`` here.
public protocol AccountService: Sendable {
    /// Saves `account`.
    func save(_ account: Account) async throws
    /// Deletes the account for good.
    func deleteAccount() async throws
}

/// The reasons a save can be refused by the server.
public enum AccountError: Error, Equatable, CustomStringConvertible {
    /// Another account uses this email address.
    case emailTaken
    /// The server could not be reached.
    case offline

    public var description: String {
        switch self {
        case .emailTaken: "That email address is already in use."
        case .offline: "You're offline."
        }
    }
}

/// An ``AccountService`` in memory, with a latency timed on a clock and failures on demand.
public actor InMemoryAccountService: AccountService {
    /// What was saved last, if anything.
    public private(set) var saved: Account?
    /// Whether the account was deleted.
    public private(set) var isDeleted = false
    private var failures: [AccountError] = []
    private let latency: Duration
    private let clock: any Clock<Duration>

    /// Creates a service whose calls take `latency` on `clock`.
    public init(latency: Duration = .milliseconds(500), clock: any Clock<Duration> = ContinuousClock()) {
        self.latency = latency
        self.clock = clock
    }

    /// Makes the next call throw `error`.
    public func failNextCall(with error: AccountError) {
        failures.append(error)
    }

    public func save(_ account: Account) async throws {
        try await clock.sleep(for: latency)
        if !failures.isEmpty { throw failures.removeFirst() }
        saved = account
    }

    public func deleteAccount() async throws {
        try await clock.sleep(for: latency)
        if !failures.isEmpty { throw failures.removeFirst() }
        isDeleted = true
    }
}
