#if canImport(SwiftUI)
    import ProtocolStore
    import SwiftUI

    /// The settings screen: every control is bound to a field of `SettingsForm`.
    public struct SettingsView: View {
        private let form: SettingsForm

        public init(viewModel: any SettingsViewModel) {
            form = SettingsForm(viewModel: viewModel)
        }

        public var body: some View {
            Form {
                Section("Account") {
                    Text("Hello, \(form.displayName.wrappedValue)").font(.headline)
                    TextField("User name", text: form.username)
                    Toggle("Nickname", isOn: form.hasNickname)
                    if form.hasNickname.wrappedValue {
                        TextField("Nickname", text: form.nickname)
                    }
                }
                Section("Topics") {
                    ForEach(allTopics, id: \.self) { topic in
                        Toggle(topic, isOn: form.follows(topic))
                    }
                }
                Section("Sound and text") {
                    Slider(value: form.volume, in: 0...1) { Text("Volume") }
                    Slider(value: form.fontSize, in: 12...30, step: 1) { Text("Font size") }
                }
                Section("Changes") {
                    ForEach(Array(form.viewModel.changeLog.enumerated()), id: \.offset) { entry in
                        Text(entry.element).font(.caption)
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }

    #Preview {
        NavigationStack { SettingsView(viewModel: DefaultSettingsViewModel()) }
    }
#endif
