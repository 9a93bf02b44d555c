import ProtocolStore

/// The settings form's fields, each a binding helper over `$viewModel`.
///
/// The fields are `StoreBinding`s: SwiftUI `Binding`s on Apple platforms, which the form's
/// controls take directly, and `Accessor`s elsewhere, which the tests and the demo drive. The
/// helpers are the same on both, so this file is the form's whole behaviour on every platform.
@MainActor
public struct SettingsForm {
    @Store public var viewModel: SettingsViewModel

    public init(viewModel: any SettingsViewModel) {
        _viewModel = Store(wrappedValue: viewModel)
    }

    /// The user name: at most 20 characters (`alterSet`), never blank (`ensure`), each saved
    /// change logged with the old value (`willSet`).
    public var username: StoreBinding<String> {
        let model = viewModel
        return $viewModel.username
            .willSet { model.record("username \(model.username) → \($0)") }
            .ensure { !$0.allSatisfy(\.isWhitespace) }
            .alterSet { $0.prefix(20) }
    }

    /// The user name as shown in the header: capitalised on read only (`alterGet`).
    public var displayName: StoreBinding<String> {
        $viewModel.username.alterGet { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    /// Whether the user has a nickname: a switch over an optional (`map`).
    public var hasNickname: StoreBinding<Bool> {
        $viewModel.nickname.map(get: { $0 != nil }, set: { $0 ? "" : nil })
    }

    /// The nickname's text field, shown only while ``hasNickname`` is on (`forceUnwrap`).
    public var nickname: StoreBinding<String> {
        $viewModel.nickname.forceUnwrap()
    }

    /// A switch for following `topic`: on when it is in the list; turning it on appends it,
    /// turning it off removes it (`first(equalTo:)`, then `map`).
    public func follows(_ topic: String) -> StoreBinding<Bool> {
        $viewModel.topics.first(equalTo: topic).map(get: { $0 != nil }, set: { $0 ? topic : nil })
    }

    /// The volume slider: always within 0...1 (`assert`), each change logged once it is stored
    /// (`didSet`).
    public var volume: StoreBinding<Double> {
        let model = viewModel
        return $viewModel.volume
            .assert({ (0...1).contains($0) }, "volume outside 0...1")
            .didSet { model.record("volume \(Int(($0 * 100).rounded()))%") }
    }

    /// The font size as a slider wants it, a `Double`, stored as a whole number (`map`).
    public var fontSize: StoreBinding<Double> {
        $viewModel.fontSize.map(get: { Double($0) }, set: { Int($0.rounded()) })
    }
}
