import Observation
import ProtocolStore

/// What the settings form needs: the stored settings, and a log of saved changes.
public protocol SettingsViewModel: ViewModel {
    var username: String { get set }
    var nickname: String? { get set }
    var topics: [String] { get set }
    var volume: Double { get set }
    var fontSize: Int { get set }
    /// What changed, most recent last.
    var changeLog: [String] { get }
    /// Adds `change` to the log.
    func record(_ change: String)
}

/// Settings kept in memory; a real app would persist them in `record(_:)`.
@Observable
public final class DefaultSettingsViewModel: SettingsViewModel {
    public var username: String
    public var nickname: String?
    public var topics: [String]
    public var volume: Double
    public var fontSize: Int
    public private(set) var changeLog: [String] = []

    public init(
        username: String = "ada", nickname: String? = nil, topics: [String] = ["swift"],
        volume: Double = 0.5, fontSize: Int = 17
    ) {
        self.username = username
        self.nickname = nickname
        self.topics = topics
        self.volume = volume
        self.fontSize = fontSize
    }

    public func record(_ change: String) {
        changeLog.append(change)
    }
}

/// Topics a user can follow; the form shows one switch for each.
public let allTopics = ["swift", "swiftui", "concurrency"]
